/**
 * The payment_status query parameter on any page (spec §2): 'success' shows 'Payment Successful'
 * with a link to the receipt, 'cancelled' shows 'Payment Cancelled' with a retry; dismissing the toast
 * or clicking in it removes the parameter.
 */
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';

const SUCCESS_MS = 2000;
const ERROR_MS = 5000;

export function PaymentStatusToast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = params.get('payment_status');
  const order = params.get('order');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'success' && status !== 'cancelled') return;
    const key = `${status}:${order ?? ''}`;
    if (shown.current === key) return;
    shown.current = key;
    // Reads the address at call time: the toast may close after its link already left the page.
    const clear = () => {
      const url = new URL(window.location.href);
      if (!url.searchParams.has('payment_status')) return;
      url.searchParams.delete('payment_status');
      url.searchParams.delete('order');
      navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true });
    };
    // Following a link leaves this page (and its parameter) behind; nothing to clear.
    const go = (to: string) => () => navigate(to);
    const content =
      status === 'success' ? (
        <div className="text-sm">
          <p className="font-semibold text-zinc-900">Payment Successful</p>
          <button
            type="button"
            className="mt-0.5 text-indigo-600 underline"
            onClick={go(`/receipts?order=${order ?? ''}`)}
          >
            View receipt
          </button>
        </div>
      ) : (
        <div className="text-sm">
          <p className="font-semibold text-zinc-900">Payment Cancelled</p>
          <button type="button" className="mt-0.5 text-indigo-600 underline" onClick={go('/purchase')}>
            Retry
          </button>
        </div>
      );
    const options = { onClose: clear, autoClose: status === 'success' ? SUCCESS_MS * 3 : ERROR_MS } as const;
    if (status === 'success') toast.success(content, options);
    else toast.warning(content, options);
  }, [status, order, navigate]);

  return null;
}
