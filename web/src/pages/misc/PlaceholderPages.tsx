/** Protected pages whose content arrives in later releases. */
import { CreditCard } from 'lucide-react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { ComingSoon } from '../../components/StatePanels.tsx';

/** Target of the profile menu's Billing entry, which the spec leaves open. */
export function BillingPage() {
  return (
    <>
      <PageHeader title="Billing" subtitle="Your plan and payment methods." />
      <ComingSoon
        icon={CreditCard}
        title="Billing is coming soon"
        description="You are on the free tier. Plan management will be available here."
      />
    </>
  );
}
