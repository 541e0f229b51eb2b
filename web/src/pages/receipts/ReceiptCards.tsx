/** Receipt cards (spec §2 Receipts screens): product, amount, date and short id, opening the detail. */
import { Receipt as ReceiptIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { ReceiptRecord } from '../../api/types.ts';
import { EmptyState } from '../../components/StatePanels.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatCents, productLabel, shortReceiptId } from '../../lib/money.ts';

export function ReceiptCards({
  receipts,
  highlightOrder,
}: {
  receipts: ReceiptRecord[];
  highlightOrder?: string | null;
}) {
  if (receipts.length === 0) {
    return (
      <EmptyState
        icon={ReceiptIcon}
        title="No receipts yet"
        description="Payments for 3D tour builds will be listed here."
      />
    );
  }
  return (
    <ul aria-label="Receipts" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {receipts.map((receipt) => (
        <li key={receipt.uniqueId}>
          <Link
            to={`/receipts/${receipt.uniqueId}`}
            aria-label={`Receipt ${shortReceiptId(receipt.uniqueId)}`}
            className={`block rounded-xl border bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow ${
              receipt.orderId === highlightOrder
                ? 'border-indigo-400 ring-2 ring-indigo-100'
                : 'border-zinc-200'
            }`}
          >
            <div className="flex items-start justify-between gap-3">
              <p className="font-semibold text-zinc-900">{productLabel(receipt.productName)}</p>
              <p className="text-lg font-semibold text-zinc-900">{formatCents(receipt.amount)}</p>
            </div>
            <p className="mt-1 text-sm text-zinc-500">{formatDateTime(receipt.createdAt)}</p>
            <p className="mt-3 font-mono text-xs text-zinc-500">
              Receipt #{shortReceiptId(receipt.uniqueId)}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
