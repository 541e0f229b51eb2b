/**
 * Payments against the real `stripe` SDK: Stripe mode talks to a fake of Stripe's HTTP API, the
 * webhook gets events signed as Stripe signs them; local test mode runs its own checkout page.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '#functions/app.ts';
import { LOCAL_WEBHOOK_SECRET } from '#functions/payments/payment-settings.ts';
import { FakeStripeApi } from '../fakes/stripe-api.ts';
import {
  config,
  createPropertyAs,
  dataOf,
  sampleAddress,
  services,
  signedInClient,
  signUpAndLogin,
  app as testModeApp,
  trpcAs,
  uploadFile,
} from './harness.ts';

const SECRET_KEY = 'sk_test_atrium_fake';
const WEBHOOK_SECRET = 'whsec_atrium_fake';
const signer = new Stripe(SECRET_KEY);

const fake = new FakeStripeApi();
let stripeApp: ReturnType<typeof createApp>;

/** A purchase's build: the owner's property and its uploaded video (unless overridden). */
function buildParams(
  owner: { propertyId: string; videoKey: string },
  overrides: Record<string, unknown> = {},
) {
  return {
    username: 'ignored',
    propertyId: owner.propertyId,
    sourceFileIds: [owner.videoKey],
    sourceFileNames: ['hall.mp4'],
    sourceFileStores: ['local-disk'],
    sourceFileTypes: ['mp4'],
    ...overrides,
  };
}

async function pay(app: typeof stripeApp, token: string | null, body: unknown) {
  const response = await app.request('http://atrium.test/api/pay/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

function completedEvent(
  session: { id: string; amount_total: number; currency: string; metadata: object },
  id: string,
) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { ...session, object: 'checkout.session', payment_status: 'paid', status: 'complete' } },
  });
}

async function deliver(
  payload: string,
  signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  const response = await stripeApp.request('/api/pay/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function ordersOf(username: string) {
  const result = await services.clients.ddb.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${username}`, ':sk': 'ORDER#' },
    }),
  );
  return result.Items ?? [];
}

async function buildTasks(username: string, propertyId: string) {
  const result = await services.clients.ddb.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${username}`, ':sk': `TASK#${propertyId}#` },
    }),
  );
  return result.Items ?? [];
}

beforeAll(async () => {
  await fake.start(SECRET_KEY);
  stripeApp = createApp(
    createServices({
      ...config,
      stripeSecretKey: SECRET_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApi: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    }),
  );
});
afterAll(() => fake.stop());

/**
 * A new user and their caller, with one property of theirs in Austin at this street and a video
 * uploaded to its media (a build's source must be one).
 */
async function ownerOfProperty(prefix: string, street: string) {
  const { user, client } = await signedInClient(prefix);
  const propertyId = await createPropertyAs(client, { street, city: 'Austin', state: 'TX', zip: '1' });
  const videoKey = await uploadMedia(client, propertyId, 'hall.mp4');
  return { user, client, propertyId, videoKey };
}

async function uploadMedia(client: ReturnType<typeof trpcAs>, propertyId: string, fileName: string) {
  return (await uploadFile(client, 'getUploadUrl', { propertyId, fileName }, new Uint8Array(64))).key;
}

describe('checkout (Stripe mode)', () => {
  it('creates a Checkout Session for the product at the server’s price, scoped to the caller’s property', async () => {
    const buyer = await ownerOfProperty('buyer', '1 Pay St');
    const { user, propertyId } = buyer;
    const started = await pay(stripeApp, user.token, {
      productName: 'standard_3d_tour',
      quantity: 1,
      buildTaskParams: buildParams(buyer),
    });
    expect(started.status).toBe(200);
    const session = fake.sessions.at(-1);
    expect(started.body.url).toBe(session?.url);
    expect(session).toMatchObject({
      amount_total: 4900,
      currency: 'usd',
      metadata: { username: user.username },
    });
    expect(session?.success_url).toContain(`/property/${propertyId}/view3d?payment_status=success`);
    expect(session?.cancel_url).toContain('payment_status=cancelled');
  });

  it('refuses bad products, empty or non-video selections, other users’ properties and anonymous callers', async () => {
    const property = await ownerOfProperty('owner', '2 Pay St');
    const { user: owner } = property;
    const other = await signUpAndLogin('other');
    const before = fake.sessions.length;
    const cases: [unknown, number, string][] = [
      [
        { productName: 'free_tour', quantity: 1, buildTaskParams: buildParams(property) },
        400,
        'Unknown product',
      ],
      [
        {
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: buildParams(property, {
            sourceFileIds: [],
            sourceFileNames: [],
            sourceFileStores: [],
            sourceFileTypes: [],
          }),
        },
        400,
        'No video files selected',
      ],
      [
        {
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: buildParams(property, { sourceFileTypes: ['avi'] }),
        },
        400,
        'Only mp4 and mov',
      ],
      [
        {
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: buildParams(property, { sourceFileNames: ['  '] }),
        },
        400,
        'Source name is required',
      ],
      [
        {
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: buildParams({ ...property, propertyId: 'nope' }),
        },
        400,
        'Empty property id',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await pay(stripeApp, owner.token, body);
      expect(answer.status, message).toBe(status);
      expect(answer.body.message).toContain(message);
    }
    const foreign = await pay(stripeApp, other.token, {
      productName: 'standard_3d_tour',
      quantity: 1,
      buildTaskParams: buildParams(property),
    });
    expect(foreign.status).toBe(404);
    expect((await pay(stripeApp, null, {})).status).toBe(401);
    expect(fake.sessions.length).toBe(before);
  });
});

describe('checkout checks the build’s sources before it takes a payment', () => {
  it('refuses another user’s file, another property’s, a non-video, a missing one and an unusable Drive file', async () => {
    const alice = await ownerOfProperty('alice', '10 Source St');
    const bob = await ownerOfProperty('bob', '11 Source St');
    const bobsOther = await createPropertyAs(bob.client, { ...sampleAddress, street: '12 Source St' });
    const otherVideo = await uploadMedia(bob.client, bobsOther, 'garden.mp4');
    const photo = await uploadMedia(bob.client, bob.propertyId, 'front.png');
    const removed = await uploadMedia(bob.client, bob.propertyId, 'old.mov');
    expect((await bob.client.mutate('deleteMediaFile', { mediaFileId: removed })).status).toBe(200);

    const source = (id: string, name: string, store = 'local-disk', type = 'mp4') => ({
      sourceFileIds: [id],
      sourceFileNames: [name],
      sourceFileStores: [store],
      sourceFileTypes: [type],
    });
    const cases: [Record<string, unknown>, string][] = [
      // The attack run's case: Bob pays for his own property with Alice's video as the source.
      [source(alice.videoKey, 'v.mp4'), "v.mp4 is not one of this property's files."],
      [source(otherVideo, 'garden.mp4'), "garden.mp4 is not one of this property's files."],
      [source(photo, 'front.png'), 'front.png is not an mp4 or mov video.'],
      [source(removed, 'old.mov', 'local-disk', 'mov'), 'old.mov no longer exists.'],
      [
        source('1AbCdEfGhIjKlMnOp', 'drive.mp4', 'google-drive'),
        'drive.mp4: Google Drive is not configured on this server; upload it from your computer.',
      ],
      [
        {
          sourceFileIds: [bob.videoKey, alice.videoKey],
          sourceFileNames: ['hall.mp4', 'v.mp4'],
          sourceFileStores: ['local-disk', 'local-disk'],
          sourceFileTypes: ['mp4', 'mp4'],
        },
        "v.mp4 is not one of this property's files.",
      ],
    ];
    const sessionsBefore = fake.sessions.length;
    for (const [sources, reason] of cases) {
      for (const app of [stripeApp, testModeApp]) {
        const answer = await pay(app, bob.user.token, {
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: buildParams(bob, sources),
        });
        expect(answer, reason).toEqual({
          status: 400,
          body: { name: 'UnusableBuildSource', message: reason },
        });
      }
    }
    // No payment was asked for: no Checkout Session, no pending order.
    expect(fake.sessions.length).toBe(sessionsBefore);
    expect(await ordersOf(bob.user.username)).toEqual([]);
    // The same purchase with Bob's own video goes through.
    expect(
      (
        await pay(stripeApp, bob.user.token, {
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: buildParams(bob),
        })
      ).status,
    ).toBe(200);
  });
});

/** A new user with a property and a paid checkout session for a tour build (not yet completed). */
async function paidSession(prefix: string, street: string) {
  const property = await ownerOfProperty(prefix, street);
  const started = await pay(stripeApp, property.user.token, {
    productName: 'standard_3d_tour',
    quantity: 1,
    buildTaskParams: buildParams(property),
  });
  expect(started.status).toBe(200);
  const session = fake.sessions.at(-1);
  if (!session) throw new Error('no session');
  return { ...property, session };
}

describe('webhook', () => {
  it('turns a paid session into one receipt and one build, even under replay and 20 concurrent deliveries', async () => {
    const { user, client, propertyId, videoKey, session } = await paidSession('hook', '3 Hook St');
    const payload = completedEvent(session, 'evt_concurrent_1');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(payload)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.handled === 'receipt-created')).toHaveLength(1);
    expect((await deliver(payload)).body.handled).toBe('already-processed');

    const receipts = dataOf<{
      data: { orderId: string; amount: number; productName: string; propertyId: string }[];
    }>(await client.query('listReceipts', { username: '' })).data;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ amount: 4900, productName: 'standard_3d_tour', propertyId });
    const tasks = await buildTasks(user.username, propertyId);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ buildState: 'new', uniqueId: receipts[0]?.orderId, propertyId });
    expect(tasks[0]?.sourceFiles).toEqual([
      {
        source: videoKey,
        sourceName: 'hall.mp4',
        sourceStore: 'local-disk',
        sourceFileType: 'mp4',
      },
    ]);
    const propertyReceipts = dataOf<{ data: unknown[] }>(
      await client.query('listPropertyReceipts', { propertyId }),
    ).data;
    expect(propertyReceipts).toHaveLength(1);

    // Receipts are the owner's alone.
    const stranger = trpcAs((await signUpAndLogin('stranger')).token);
    expect(dataOf<{ data: unknown[] }>(await stranger.query('listReceipts')).data).toEqual([]);
    expect(
      dataOf<{ data: unknown[] }>(await stranger.query('listPropertyReceipts', { propertyId })).data,
    ).toEqual([]);
  });

  it('refuses to take a second payment while the property’s paid build is still running', async () => {
    const paid = await paidSession('hook', '3 Hook St');
    expect((await deliver(completedEvent(paid.session, 'evt_running_1'))).body.handled).toBe(
      'receipt-created',
    );
    const sessionsBefore = fake.sessions.length;
    const again = await pay(stripeApp, paid.user.token, {
      productName: 'standard_3d_tour',
      quantity: 1,
      buildTaskParams: buildParams(paid),
    });
    expect(again).toEqual({
      status: 429,
      body: { name: 'CreateTaskTooOften', message: 'You are creating a new task too often' },
    });
    expect(fake.sessions.length).toBe(sessionsBefore);
  });

  it('rejects a bad signature and creates nothing for unpaid, mismatched or unrelated events', async () => {
    const { user, client, propertyId, session } = await paidSession('hook', '3 Hook St');
    const payload = completedEvent(session, 'evt_forged');
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await deliver(payload, wrongSecret)).status).toBe(400);

    const unpaid = JSON.stringify({
      id: 'evt_unpaid',
      type: 'checkout.session.completed',
      data: { object: { ...session, payment_status: 'unpaid' } },
    });
    expect((await deliver(unpaid)).body.handled).toBe('ignored');
    const cheaper = completedEvent({ ...session, amount_total: 100 }, 'evt_cheaper');
    expect((await deliver(cheaper)).body.handled).toBe('ignored');
    const otherSession = completedEvent({ ...session, id: 'cs_test_someone_else' }, 'evt_other_session');
    expect((await deliver(otherSession)).body.handled).toBe('ignored');
    const unrelated = JSON.stringify({ id: 'evt_refund', type: 'charge.refunded', data: { object: {} } });
    expect((await deliver(unrelated)).body).toMatchObject({ received: true, handled: 'ignored' });

    expect(dataOf<{ data: unknown[] }>(await client.query('listReceipts')).data).toEqual([]);
    expect(await buildTasks(user.username, propertyId)).toEqual([]);
  });
});

describe('webhook: malformed events and signatures from the future', () => {
  it('answers 400 Malformed event to correctly signed bodies that are not events, and changes nothing', async () => {
    const { user, client, propertyId, session } = await paidSession('malformed', '5 Odd St');
    const completed = JSON.parse(completedEvent(session, 'evt_malformed')) as Record<string, unknown>;
    const bodies = [
      'null',
      JSON.stringify({ ...completed, data: null }),
      JSON.stringify({ id: 'evt_nodata', object: 'event', type: 'checkout.session.completed' }),
      JSON.stringify({ ...completed, data: { object: null } }),
      JSON.stringify({ id: 'evt_refund', type: 'charge.refunded', data: null }),
      // A session whose metadata is not what Stripe sends.
      completedEvent({ ...session, metadata: { orderId: { $ne: '' }, username: user.username } }, 'evt_odd'),
      completedEvent({ ...session, metadata: 'orderId' as unknown as object }, 'evt_odd2'),
      completedEvent(
        { ...session, metadata: { orderId: 'x'.repeat(2000), username: user.username } },
        'evt_long',
      ),
    ];
    for (const body of bodies)
      expect(await deliver(body), body).toEqual({
        status: 400,
        body: { name: 'BadRequest', message: 'Malformed event' },
      });
    expect(dataOf<{ data: unknown[] }>(await client.query('listReceipts')).data).toEqual([]);
    expect(await buildTasks(user.username, propertyId)).toEqual([]);
  });

  it('refuses a signature dated more than 5 minutes ahead, even behind an older t=, and takes one a minute ahead', async () => {
    const { session, user } = await paidSession('future', '6 Soon St');
    const payload = completedEvent(session, 'evt_future');
    const now = Math.floor(Date.now() / 1000);
    const signedFor = (timestamp: number) =>
      signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    expect((await deliver(payload, signedFor(now + 301))).status).toBe(400);
    expect((await deliver(payload, signedFor(now + 3600))).status).toBe(400);
    expect((await deliver(payload, `t=${now},${signedFor(now + 3600)}`)).status).toBe(400);
    expect(dataOf<{ data: unknown[] }>(await trpcAs(user.token).query('listReceipts')).data).toEqual([]);

    expect((await deliver(payload, signedFor(now + 60))).body.handled).toBe('receipt-created');
  });
});

describe('payments without a valid Stripe secret (a deployment, not the local stack)', () => {
  const { localTestPayments: _local, ...deployed } = config;
  const unavailable = {
    name: 'PaymentsUnavailable',
    message: 'Payments are not available right now. Please try again later.',
  };

  it('checkout answers 503 and creates no order; webhooks are refused too; nothing falls back to test mode', async () => {
    const property = await ownerOfProperty('nopay', '7 No St');
    const { user } = property;
    const purchase = {
      productName: 'standard_3d_tour',
      quantity: 1,
      buildTaskParams: buildParams(property),
    };
    for (const broken of [
      deployed,
      { ...deployed, stripeSecretKey: '', stripeWebhookSecret: '' },
      { ...deployed, stripeSecretKey: 'not-a-key', stripeWebhookSecret: WEBHOOK_SECRET },
      { ...deployed, stripeSecretKey: SECRET_KEY },
    ]) {
      const brokenApp = createApp(createServices(broken));
      expect(await pay(brokenApp, user.token, purchase)).toEqual({ status: 503, body: unavailable });
      // The test mode's event, signed with the constant in the source, buys nothing here.
      const payload = JSON.stringify({
        id: 'evt_free',
        type: 'checkout.session.completed',
        data: { object: {} },
      });
      const webhook = await brokenApp.request('/api/pay/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signer.webhooks.generateTestHeaderString({
            payload,
            secret: LOCAL_WEBHOOK_SECRET,
          }),
        },
        body: payload,
      });
      expect(webhook.status).toBe(503);
      expect(await webhook.json()).toEqual(unavailable);
    }
    expect(await ordersOf(user.username)).toEqual([]);
  });
});

describe('local test mode', () => {
  it('serves a marked checkout page whose Pay records the receipt and returns to the success URL', async () => {
    const property = await ownerOfProperty('testmode', '4 Test St');
    const { user, client, propertyId } = property;
    const started = await pay(testModeApp, user.token, {
      productName: 'standard_3d_tour',
      quantity: 1,
      buildTaskParams: buildParams(property),
    });
    expect(started.status).toBe(200);
    const checkoutUrl = new URL(started.body.url ?? '');
    expect(checkoutUrl.pathname).toMatch(/^\/api\/pay\/test-checkout\/cs_test_local_/);

    const page = await testModeApp.request(checkoutUrl.pathname);
    const html = await page.text();
    expect(html).toContain('Test mode — no card is charged');
    expect(html).toContain('Standard 3D Tour');
    expect(html).toContain('$49.00');

    const cancel = await testModeApp.request(`${checkoutUrl.pathname}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toContain('payment_status=cancelled');
    expect(dataOf<{ data: unknown[] }>(await client.query('listReceipts')).data).toEqual([]);

    const paid = await testModeApp.request(`${checkoutUrl.pathname}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/property/${propertyId}/view3d?payment_status=success`);
    const receipts = dataOf<{ data: { paymentProvider: string }[] }>(await client.query('listReceipts')).data;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.paymentProvider).toBe('stripe (test mode)');
    expect((await testModeApp.request('/api/pay/test-checkout/cs_test_local_nope')).status).toBe(404);
  });
});
