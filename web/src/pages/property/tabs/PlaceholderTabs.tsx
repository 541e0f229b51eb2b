/** Property tabs whose features arrive in later releases (builds, floorplans). */
import { Hammer, Map as MapIcon } from 'lucide-react';
import { ComingSoon } from '../../../components/StatePanels.tsx';

export function Build3dTab() {
  return (
    <ComingSoon
      icon={Hammer}
      title="Building 3D tours is coming soon"
      description="Pick walkthrough videos from Google Drive or your computer and we will turn them into an explorable 3D tour."
    />
  );
}

export function FloorplanTab() {
  return (
    <ComingSoon
      icon={MapIcon}
      title="Floorplans are coming soon"
      description="Draw and share the floorplan of this property."
    />
  );
}
