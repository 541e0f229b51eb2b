/** REST client of POST /api/pay/stripe (spec §7 Payment): answers the URL to pay at. */
import { getToken } from '../auth/session.ts';

export interface PurchaseSelection {
  propertyId: string;
  files: { id: string; name: string; source: string; type: string }[];
}

export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    message: string,
    /** The server's error name (spec §8), e.g. CreateTaskTooOften. */
    readonly code = 'PaymentFailed',
  ) {
    super(message);
  }
}

export async function startPurchase(selection: PurchaseSelection): Promise<{ url: string; orderId: string }> {
  const token = getToken();
  const response = await fetch('/api/pay/stripe', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify({
      productName: 'standard_3d_tour',
      quantity: 1,
      buildTaskParams: {
        propertyId: selection.propertyId,
        sourceFileIds: selection.files.map((f) => f.id),
        sourceFileNames: selection.files.map((f) => f.name),
        sourceFileStores: selection.files.map((f) => f.source),
        sourceFileTypes: selection.files.map((f) => f.type),
      },
    }),
  }).catch(() => null);
  const payload = (await response?.json().catch(() => null)) as {
    url?: string;
    orderId?: string;
    message?: string;
    name?: string;
  } | null;
  if (!response?.ok || !payload?.url)
    throw new PaymentError(payload?.message ?? 'Payment Failed', payload?.name ?? 'PaymentFailed');
  return { url: payload.url, orderId: payload.orderId ?? '' };
}

/** The build wizard hands its selection to /purchase through session storage (it survives a reload). */
const SELECTION_KEY = 'atrium.purchaseSelection';

export function savePurchaseSelection(selection: PurchaseSelection): void {
  sessionStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
}

/** Logging out forgets the selection: the next person on this tab starts without it. */
export function clearPurchaseSelection(): void {
  try {
    sessionStorage.removeItem(SELECTION_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function loadPurchaseSelection(): PurchaseSelection | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? 'null') as PurchaseSelection | null;
    return parsed && typeof parsed.propertyId === 'string' && Array.isArray(parsed.files) ? parsed : null;
  } catch {
    return null;
  }
}
