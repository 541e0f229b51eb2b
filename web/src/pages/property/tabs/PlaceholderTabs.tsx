/** Property tabs whose features arrive in later releases (media, builds, floorplans, receipts). */
import { Hammer, Images, Map as MapIcon, Receipt } from 'lucide-react';
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

export function MediaTab() {
  return (
    <ComingSoon
      icon={Images}
      title="The media library is coming soon"
      description="Upload photos and videos of this property and choose its cover image."
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

export function PropertyReceiptsTab() {
  return (
    <ComingSoon
      icon={Receipt}
      title="Receipts are coming soon"
      description="The payments made for this property's 3D tours will be listed here."
    />
  );
}
