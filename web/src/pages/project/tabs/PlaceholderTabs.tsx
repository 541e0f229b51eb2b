/** Project tabs whose features arrive in later releases (files, receipts, venue planner). */
import { Files, LayoutDashboard, Receipt } from 'lucide-react';
import { ComingSoon } from '../../../components/StatePanels.tsx';

export function FilesTab() {
  return (
    <ComingSoon
      icon={Files}
      title="Files arrive in the next release"
      description="Upload, preview and publish the files and splat scenes of this project here."
    />
  );
}

export function ProjectReceiptsTab() {
  return (
    <ComingSoon
      icon={Receipt}
      title="Receipts are coming soon"
      description="The payments made for this project will be listed here."
    />
  );
}

export function PlannerTab() {
  return (
    <ComingSoon
      icon={LayoutDashboard}
      title="The venue planner is coming soon"
      description="Lay out tables, stages and signage right inside the 3D scene of your venue."
    />
  );
}
