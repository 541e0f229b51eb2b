/** /receipts/{id}: one receipt laid out to print (the app's chrome is hidden when printing). */
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTRPC } from '../../api/trpc.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { NotFoundView } from '../../components/NotFoundView.tsx';
import { QueryGate } from '../../components/QueryGate.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { usePropertyName } from '../../components/use-property-name.ts';
import { formatDateTime } from '../../lib/format.ts';
import { formatCents, productLabel, providerLabel, shortReceiptId } from '../../lib/money.ts';

export function ReceiptDetailPage() {
  const { receiptId } = useParams();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const receipts = useQuery(trpc.listReceipts.queryOptions({ username: '' }));
  const propertyName = usePropertyName(receipts.data?.data.find((r) => r.uniqueId === receiptId)?.propertyId);
  return (
    <QueryGate query={receipts} noun="receipt">
      {(data) => {
        const receipt = data.data.find((r) => r.uniqueId === receiptId);
        if (!receipt) return <NotFoundView what="receipt" />;
        const rows: [string, string][] = [
          ['Receipt', `#${shortReceiptId(receipt.uniqueId)}`],
          ['Date', formatDateTime(receipt.createdAt)],
          ['Billed to', `${user.data?.username ?? ''}${user.data?.email ? ` (${user.data.email})` : ''}`],
          ['Property', propertyName],
          ['Paid with', providerLabel(receipt.paymentProvider)],
          ['Order', receipt.orderId],
        ];
        return (
          <article className="mx-auto max-w-xl rounded-xl border border-zinc-200 bg-white p-8 shadow-sm print:border-0 print:shadow-none">
            <header className="flex items-start justify-between">
              <div>
                <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Atrium</p>
                <h1 className="mt-1 text-2xl font-semibold text-zinc-900">Receipt</h1>
              </div>
              <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden /> Print
              </Button>
            </header>
            <dl className="mt-6 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-zinc-500">{label}</dt>
                  <dd className="break-all text-zinc-900">{value}</dd>
                </div>
              ))}
            </dl>
            <table className="mt-8 w-full text-sm">
              <thead>
                <tr className="border-b border-zinc-200 text-left text-zinc-500">
                  <th className="py-2 font-medium">Item</th>
                  <th className="py-2 text-right font-medium">Amount</th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-b border-zinc-100">
                  <td className="py-3">{productLabel(receipt.productName)}</td>
                  <td className="py-3 text-right">{formatCents(receipt.amount)}</td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <td className="pt-3 font-semibold">Total</td>
                  <td className="pt-3 text-right text-lg font-semibold">{formatCents(receipt.amount)}</td>
                </tr>
              </tfoot>
            </table>
            <p className="mt-8 text-sm print:hidden">
              <Link to="/receipts" className="text-indigo-600 hover:underline">
                All receipts
              </Link>
            </p>
          </article>
        );
      }}
    </QueryGate>
  );
}
