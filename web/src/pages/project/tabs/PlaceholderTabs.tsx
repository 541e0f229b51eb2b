/** Project tabs whose features arrive in later releases (receipts, venue planner). */
import { Receipt } from 'lucide-react';
import { ComingSoon } from '../../../components/StatePanels.tsx';

export function ProjectReceiptsTab() {
  return (
    <ComingSoon
      icon={Receipt}
      title="Receipts are coming soon"
      description="The payments made for this project will be listed here."
    />
  );
}
