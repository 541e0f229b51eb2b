/**
 * /purchase (spec §2, §4 Purchase step 2): the order summary of the build wizard's selection and the
 * purchase button, which sends the user to pay (Stripe Checkout, or the local test-mode page).
 */
import { FileVideo, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { loadPurchaseSelection, startPurchase } from '../../api/payments-client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/StatePanels.tsx';
import { notifyError } from '../../components/toast.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { SectionCard } from '../../components/ui/Card.tsx';
import { formatCents, PRODUCTS } from '../../lib/money.ts';
import { RunningBuildNotice, useRunningBuild } from '../property/build/RunningBuildNotice.tsx';
import { purchaseFailure } from './purchase-failure.ts';

const PRODUCT = PRODUCTS.standard_3d_tour;

export function PurchasePage() {
  const selection = loadPurchaseSelection();
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const { running, checking } = useRunningBuild(selection?.propertyId);

  const purchase = async () => {
    if (!selection?.propertyId) return notifyError('Empty property id', 'Please refresh webpage');
    if (selection.files.length === 0) return notifyError('No video files selected');
    setSubmitting(true);
    setFailed(false);
    try {
      const { url } = await startPurchase(selection);
      window.location.assign(url);
    } catch (error) {
      setSubmitting(false);
      // Only a failed payment is worth retrying as it is (purchase-failure.ts).
      const failure = purchaseFailure(error);
      setFailed(failure.retry);
      notifyError(failure.title, failure.detail);
    }
  };

  if (!selection || selection.files.length === 0) {
    return (
      <>
        <PageHeader title="Purchase" subtitle="Pay for a 3D tour build." />
        <EmptyState
          icon={ShoppingCart}
          title="No video files selected"
          description="Choose the videos of your property in its Build 3D Tour wizard first."
          action={
            selection?.propertyId ? (
              <Link className="text-indigo-600 underline" to={`/property/${selection.propertyId}/build3d`}>
                Back to Build 3D Tour
              </Link>
            ) : undefined
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Purchase" subtitle="Pay for a 3D tour build." />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <SectionCard title="Videos" description="The tour is built from these videos.">
          <ul aria-label="Selected videos" className="divide-y divide-zinc-100">
            {selection.files.map((file) => (
              <li key={file.id} className="flex items-center gap-3 py-2 text-sm">
                <FileVideo className="size-4 text-zinc-400" aria-hidden />
                <span className="flex-1 truncate">{file.name}</span>
                <span className="text-zinc-500 uppercase">{file.type}</span>
              </li>
            ))}
          </ul>
        </SectionCard>
        <SectionCard title="Order summary">
          <div className="flex justify-between text-sm">
            <span>{PRODUCT.name}</span>
            <span>{formatCents(PRODUCT.amountCents)}</span>
          </div>
          <div className="mt-3 flex justify-between border-t border-zinc-200 pt-3 font-semibold">
            <span>Total</span>
            <span>{formatCents(PRODUCT.amountCents)}</span>
          </div>
          {running && selection.propertyId ? (
            <div className="mt-5">
              <RunningBuildNotice propertyId={selection.propertyId} createdAt={running.createdAt} />
            </div>
          ) : (
            <>
              <Button
                className="mt-5 w-full"
                loading={submitting || checking}
                disabled={submitting || checking}
                onClick={purchase}
              >
                {failed ? 'Retry' : 'Purchase'}
              </Button>
              <p className="mt-3 text-xs text-zinc-500">You will be taken to a secure card payment page.</p>
            </>
          )}
        </SectionCard>
      </div>
    </>
  );
}
