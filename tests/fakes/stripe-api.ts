/**
 * A small fake of Stripe's HTTP API for tests: the real `stripe` SDK reaches it through its `host`,
 * `port` and `protocol` options. It answers POST /v1/checkout/sessions as Stripe documents (form-
 * encoded parameters, the session object, Stripe's error shape) and remembers what it was sent.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open';
  payment_status: 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

function stripeError(status: number, type: string, message: string, param?: string) {
  return { status, body: { error: { type, message, ...(param ? { param } : {}) } } };
}

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=4900`) back into an object. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    let node = root as Record<string, unknown>;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    }
  }
  return root;
}

export class FakeStripeApi {
  readonly sessions: FakeCheckoutSession[] = [];
  private server: Server | undefined;
  port = 0;

  async start(secretKey: string): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const answer = this.answer(
          req.method ?? '',
          req.url ?? '',
          req.headers.authorization,
          body,
          secretKey,
        );
        res.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': `req_${randomUUID()}`,
        });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(
    method: string,
    url: string,
    authorization: string | undefined,
    body: string,
    secretKey: string,
  ) {
    if (authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    if (method !== 'POST' || url !== '/v1/checkout/sessions') {
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url})`);
    }
    const params = parseForm(body) as {
      mode?: string;
      success_url?: string;
      cancel_url?: string;
      client_reference_id?: string;
      metadata?: Record<string, string>;
      line_items?: Record<
        string,
        { quantity?: string; price_data?: { currency?: string; unit_amount?: string } }
      >;
    };
    if (!params.mode)
      return stripeError(400, 'invalid_request_error', 'Missing required param: mode.', 'mode');
    if (!params.success_url) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: success_url.', 'success_url');
    }
    const items = Object.values(params.line_items ?? {});
    if (items.length === 0) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', 'line_items');
    }
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: items[0]?.price_data?.currency ?? 'usd',
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? '',
    };
    this.sessions.push(session);
    return { status: 200, body: session };
  }
}
