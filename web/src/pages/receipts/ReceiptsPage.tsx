/** /receipts: every receipt of the user, newest first; ?order= highlights the one just paid. */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { useProject } from '../project/ProjectPage.tsx';
import { useProperty } from '../property/PropertyPage.tsx';
import { ReceiptCards } from './ReceiptCards.tsx';

export function ReceiptsPage() {
  const trpc = useTRPC();
  const [params] = useSearchParams();
  const receipts = useQuery(trpc.listReceipts.queryOptions({ username: '' }));
  return (
    <>
      <PageHeader title="Receipts" subtitle="Your transaction history." />
      <QueryGate query={receipts} noun="receipts">
        {(data) => <ReceiptCards receipts={data.data} highlightOrder={params.get('order')} />}
      </QueryGate>
    </>
  );
}

/** The property's Receipts tab: its transaction history. */
export function PropertyReceiptsTab() {
  const { propertyId } = useProperty();
  const trpc = useTRPC();
  const receipts = useQuery(trpc.listPropertyReceipts.queryOptions({ propertyId, username: '' }));
  return (
    <QueryGate query={receipts} noun="receipts">
      {(data) => <ReceiptCards receipts={data.data} />}
    </QueryGate>
  );
}

/** The project's Receipts tab: its transaction history. */
export function ProjectReceiptsTab() {
  const { projectId } = useProject();
  const trpc = useTRPC();
  const receipts = useQuery(trpc.listProjectReceipts.queryOptions({ projectId, username: '' }));
  return (
    <QueryGate query={receipts} noun="receipts">
      {(data) => <ReceiptCards receipts={data.data} />}
    </QueryGate>
  );
}
