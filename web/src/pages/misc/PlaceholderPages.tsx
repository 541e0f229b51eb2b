/** Protected pages whose content arrives in later releases. */
import { CreditCard, Settings } from 'lucide-react';
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

/** Target of the profile menu's Settings entry, which the spec leaves open. */
export function AccountSettingsPage() {
  return (
    <>
      <PageHeader title="Account Settings" subtitle="Your profile and preferences." />
      <ComingSoon
        icon={Settings}
        title="Account settings are coming soon"
        description="Profile picture, connected cloud drives and notification preferences will live here."
      />
    </>
  );
}
