/** Property tabs whose features arrive in later releases (floorplans). */
import { Map as MapIcon } from 'lucide-react';
import { ComingSoon } from '../../../components/StatePanels.tsx';

export function FloorplanTab() {
  return (
    <ComingSoon
      icon={MapIcon}
      title="Floorplans are coming soon"
      description="Draw and share the floorplan of this property."
    />
  );
}
