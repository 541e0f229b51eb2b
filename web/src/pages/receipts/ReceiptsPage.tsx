/** /receipts: every receipt of the user, newest first; ?order= highlights the one just paid. */
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import type { ReceiptRecord } from '../../api/types.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { useProject } from '../project/ProjectPage.tsx';
import { useProperty } from '../property/PropertyPage.tsx';
import { ReceiptCards } from './ReceiptCards.tsx';

/** A receipts query's cards, or its loading and error states. */
function LoadedReceipts<E extends { message: string }>(p: {
  query: UseQueryResult<{ data: ReceiptRecord[] }, E>;
  highlightOrder?: string | null;
}) {
  return (
    <QueryGate query={p.query} noun="receipts">
      {(data) => <ReceiptCards receipts={data.data} highlightOrder={p.highlightOrder} />}
    </QueryGate>
  );
}

export function ReceiptsPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const receipts = useQuery(trpc.listReceipts.queryOptions({ username: '' }));
  return (
    <>
      <PageHeader title="Receipts" subtitle="Your transaction history." />
      <LoadedReceipts query={receipts} highlightOrder={params.get('order')} />
    </>
  );
}

/** The property's Receipts tab: its transaction history. */
export function PropertyReceiptsTab() {
  const { propertyId } = useProperty();
  const trpc = useTRPC();
  const receipts = useQuery(trpc.listPropertyReceipts.queryOptions({ propertyId, username: '' }));
  return <LoadedReceipts query={receipts} />;
}

/** The project's Receipts tab: its transaction history. */
export function ProjectReceiptsTab() {
  const { projectId } = useProject();
  const trpc = useTRPC();
  const receipts = useQuery(trpc.listProjectReceipts.queryOptions({ projectId, username: '' }));
  return <LoadedReceipts query={receipts} />;
}
