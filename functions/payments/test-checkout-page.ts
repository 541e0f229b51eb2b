/** Atrium's own checkout page for local test mode: clearly marked, no card involved. */
import { html } from 'hono/html';
import type { TestSession } from './checkout.ts';

function formatAmount(cents: number, currency: string): string {
  return `${currency === 'usd' ? '$' : `${currency.toUpperCase()} `}${(cents / 100).toFixed(2)}`;
}

/** The page; hono's `html` escapes every interpolated value. */
export function testCheckoutPage(session: TestSession) {
  const action = `/api/pay/test-checkout/${encodeURIComponent(session.sessionId)}`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (test mode) · Atrium</title>
<style>
body{font:15px system-ui,sans-serif;background:#f4f4f5;color:#18181b;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:28px 32px;width:min(420px,90vw);box-shadow:0 1px 3px #0001}
.banner{background:#fef3c7;color:#92400e;border:1px solid #fcd34d;border-radius:8px;padding:8px 12px;font-weight:600;margin-bottom:20px}
h1{font-size:20px;margin:0 0 16px}.row{display:flex;justify-content:space-between;margin:8px 0}
.total{font-size:22px;font-weight:700;border-top:1px solid #e4e4e7;padding-top:12px;margin-top:12px}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;font:inherit;font-weight:600;padding:10px;border-radius:8px;cursor:pointer}
.pay{background:#4f46e5;color:#fff;border:0}.cancel{background:#fff;border:1px solid #d4d4d8;color:#3f3f46}
</style></head><body><main>
<p class="banner" role="note">Test mode — no card is charged</p>
<h1>Atrium checkout</h1>
<div class="row"><span>Product</span><span>${session.productLabel}</span></div>
<div class="row total"><span>Total</span><span>${formatAmount(session.amount, session.currency)}</span></div>
<div class="actions">
<form method="post" action="${action}/cancel" style="flex:1;display:flex"><button class="cancel" type="submit">Cancel</button></form>
<form method="post" action="${action}/pay" style="flex:1;display:flex"><button class="pay" type="submit">Pay</button></form>
</div></main></body></html>`;
}
