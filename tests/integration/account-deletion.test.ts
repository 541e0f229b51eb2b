/**
 * Nothing of a deleted account, property or project is left behind, and a reused username starts
 * empty. Every check lists the whole bucket (ListObjectsV2 on s3rver) and scans the whole table
 * (DynamoDB Local), and checks that another user's data is still all there.
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createApp } from '#functions/app.ts';
import { recordBuildTask } from '#functions/builds/tasks.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { recordPrefix } from '#functions/data/storage.ts';
import { keys } from '#functions/data/table.ts';
import { markDeletion } from '#functions/data/users.ts';
import { completeOrder, createOrder } from '#functions/payments/orders.ts';
import { MODULE_NAMES } from '#venue/module-names.ts';
import {
  app,
  config,
  createPropertyAs,
  dataOf,
  PASSWORD,
  postJson,
  services,
  signedInClient,
  signUpAs,
  trpcAs,
  uploadFile,
} from './harness.ts';

type Item = Record<string, unknown>;
const data = dataContextOf({ config, clients: services.clients });
const env = config.envPrefix;

async function allKeys(): Promise<string[]> {
  const found: string[] = [];
  let token: string | undefined;
  do {
    const page = await services.clients.s3.send(
      new ListObjectsV2Command({ Bucket: config.bucketName, ContinuationToken: token }),
    );
    found.push(...(page.Contents ?? []).map((o) => o.Key ?? ''));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

async function allItems(): Promise<Item[]> {
  const found: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await services.clients.ddb.send(
      new ScanCommand({ TableName: config.tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/**
 * A user with one of everything: a property with media, a build task and its splat outputs, a
 * project with a file, a venue module and a published scene, a paid order with its receipt, and a
 * used OAuth state.
 */
async function userWithEverything(prefix: string) {
  const { user, client } = await signedInClient(prefix);
  const address = { street: '1 Erase St', city: 'Austin', state: 'TX', zip: '73301' };
  const { propertyId } = dataOf<{ propertyId: string }>(await client.mutate('createProperty', address));
  const { projectId } = dataOf<{ projectId: string }>(
    await client.mutate('createProject', { name: 'Gala', about: 'Everything' }),
  );
  const media = (
    await uploadFile(client, 'getUploadUrl', { propertyId, fileName: 'front.png' }, new Uint8Array(32))
  ).key;
  const splat = (
    await uploadFile(
      client,
      'getProjectFileUploadUrl',
      { projectId, fileName: 'hall.splat' },
      new Uint8Array(64),
    )
  ).key;
  const module = dataOf<{ url: string; key: string }>(
    await client.mutate('getVenueSceneDataModuleFileUploadUrl', {
      projectId,
      sceneId: 'main',
      module: MODULE_NAMES[0],
      ifNoneMatch: '*',
    }),
  );
  expect(
    (
      await fetch(module.url, {
        method: 'PUT',
        headers: { 'content-type': 'application/x-protobuf', 'if-none-match': '*' },
        body: new Uint8Array(8),
      })
    ).status,
  ).toBe(200);
  const publication = dataOf<{ publicationId: string }>(
    await client.mutate('publishFile', { projectId, fileKey: splat }),
  );
  const build = { propertyId, sourceFiles: [] };
  const { task } = await recordBuildTask(data, user.username, build);
  // What the build worker writes (build-worker/worker/main.ts).
  const buildOutput = `${recordPrefix(env, user.username, propertyId)}splats/${task.uniqueId}/point_cloud.spz`;
  await services.clients.s3.send(
    new PutObjectCommand({ Bucket: config.bucketName, Key: buildOutput, Body: new Uint8Array(16) }),
  );
  const order = await createOrder(data, {
    username: user.username,
    productName: 'standard_3d_tour',
    quantity: 1,
    amount: 4900,
    currency: 'usd',
    build,
  });
  const receipt = await completeOrder(data, order, `evt_${order.orderId}`, 'test');
  await services.clients.ddb.send(
    new PutCommand({
      TableName: config.tableName,
      Item: { PK: keys.user(user.username), SK: `OAUTHSTATE#${order.orderId}`, usedAt: order.createdAt },
    }),
  );
  const objects = (await allKeys()).filter(
    (key) => key.startsWith(`${env}/${user.username}/`) || key.includes(publication.publicationId),
  );
  expect(objects.sort()).toEqual(
    [
      media,
      splat,
      module.key,
      buildOutput,
      `${env}/published/${publication.publicationId}/hall.splat`,
    ].sort(),
  );
  return {
    ...user,
    client,
    propertyId,
    projectId,
    publicationId: publication.publicationId,
    orderId: order.orderId,
    receipt,
    objects,
  };
}

type Seeded = Awaited<ReturnType<typeof userWithEverything>>;

/** Every object and item that names the user, or lies under their prefixes or publications. */
async function leftoversOf(user: Seeded) {
  const keysLeft = (await allKeys()).filter(
    (key) =>
      key.startsWith(`${env}/${user.username}/`) ||
      key.includes(user.publicationId) ||
      key.includes(user.propertyId) ||
      key.includes(user.projectId),
  );
  const itemsLeft = (await allItems()).filter((item) => {
    const text = JSON.stringify(item);
    return (
      text.includes(user.username) ||
      text.includes(user.email) ||
      text.includes(user.propertyId) ||
      text.includes(user.projectId)
    );
  });
  return { keysLeft, itemsLeft };
}

async function anonymisedReceipt(orderId: string) {
  return (await allItems()).find(
    (item) => String(item.PK).startsWith('DELETED_ACCOUNT#') && item.orderId === orderId,
  );
}

async function expectUntouched(user: Seeded) {
  expect((await allKeys()).filter((key) => user.objects.includes(key)).sort()).toEqual(
    [...user.objects].sort(),
  );
  const listed = dataOf<{ data: { propertyId: string }[] }>(await user.client.query('listProperties'));
  expect(listed.data.map((p) => p.propertyId)).toEqual([user.propertyId]);
  expect(dataOf<{ data: unknown[] }>(await user.client.query('listReceipts')).data.length).toBe(1);
}

async function canSignIn(username: string) {
  return (await postJson('/api/auth/login', { username, password: PASSWORD })).status === 200;
}

describe('account deletion', () => {
  it('erases the records, files, modules and publications, keeps receipts anonymised, spares others', async () => {
    const alice = await userWithEverything('erase');
    const bob = await userWithEverything('spare');

    const wrong = await alice.client.mutate('deleteAccount', { confirmation: bob.username });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('Type your username to confirm the deletion');
    expect((await leftoversOf(alice)).keysLeft.length).toBe(alice.objects.length);

    expect(dataOf(await alice.client.mutate('deleteAccount', { confirmation: alice.username }))).toEqual({
      deleted: true,
    });

    expect(await leftoversOf(alice)).toEqual({ keysLeft: [], itemsLeft: [] });
    expect(await anonymisedReceipt(alice.orderId)).toEqual({
      PK: expect.stringMatching(/^DELETED_ACCOUNT#/),
      SK: expect.stringMatching(/^RECEIPT#/),
      accountId: expect.any(String),
      uniqueId: alice.receipt?.uniqueId,
      orderId: alice.orderId,
      createdAt: alice.receipt?.createdAt,
      productName: 'standard_3d_tour',
      amount: 4900,
      paymentProvider: 'test',
    });
    // The session is over and the account cannot sign in again.
    const after = await alice.client.query('getUserData');
    expect(after.status).toBe(401);
    expect(after.body.error?.message).toBe('This account no longer exists. Sign in again.');
    expect(await canSignIn(alice.username)).toBe(false);

    await expectUntouched(bob);
  });

  it('erases the local test-mode checkout session, which names the buyer', async () => {
    const { user, client } = await signedInClient('checkout');
    const propertyId = await createPropertyAs(client);
    const video = await uploadFile(
      client,
      'getUploadUrl',
      { propertyId, fileName: 'walk.mp4' },
      new Uint8Array(64),
    );
    const started = await postJson(
      '/api/pay/stripe',
      {
        productName: 'standard_3d_tour',
        quantity: 1,
        buildTaskParams: {
          propertyId,
          sourceFileIds: [video.key],
          sourceFileNames: ['walk.mp4'],
          sourceFileStores: ['local-disk'],
          sourceFileTypes: ['mp4'],
        },
      },
      { authorization: user.token },
    );
    expect(started.status).toBe(200);
    const checkoutPage = new URL(String(started.body.url)).pathname;
    expect((await app.request(checkoutPage)).status).toBe(200);
    const naming = async () =>
      (await allItems()).filter((item) => JSON.stringify(item).includes(user.username));
    expect((await naming()).some((item) => String(item.PK).startsWith('TEST_CHECKOUT#'))).toBe(true);

    expect((await client.mutate('deleteAccount', { confirmation: user.username })).status).toBe(200);

    expect(await naming()).toEqual([]);
    const gone = await app.request(checkoutPage);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe('This checkout session does not exist.');
  });

  it('gives a new account that takes a deleted name none of the old data', async () => {
    const old = await userWithEverything('reuse');
    expect((await old.client.mutate('deleteAccount', { confirmation: old.username })).status).toBe(200);

    const again = await signUpAs(old.username, `again-${old.email}`);
    const client = trpcAs(again.token);
    expect(dataOf<{ email: string }>(await client.query('getUserData')).email).toBe(again.email);
    expect(dataOf<{ data: unknown[] }>(await client.query('listProperties')).data).toEqual([]);
    expect(dataOf<{ data: unknown[] }>(await client.query('listProjects')).data).toEqual([]);
    expect(dataOf<{ data: unknown[] }>(await client.query('listReceipts')).data).toEqual([]);
    expect((await client.query('getProperty', { propertyId: old.propertyId })).status).toBe(404);
    // The old token, still unexpired, does not reach the new account.
    expect((await old.client.query('listProperties')).status).toBe(401);
  });

  it('binds records to the sub: a user removed from the pool outside the app leaves nothing to the next holder of the name', async () => {
    const carol = await userWithEverything('pool');
    const dave = await userWithEverything('other');
    await services.clients.cognito.send(
      new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: carol.username }),
    );

    const again = await signUpAs(carol.username, `again-${carol.email}`);
    const client = trpcAs(again.token);
    expect(dataOf<{ data: unknown[] }>(await client.query('listProperties')).data).toEqual([]);
    expect(dataOf<{ data: unknown[] }>(await client.query('listReceipts')).data).toEqual([]);
    // The old account's leftovers were erased when the new one was bound; its receipt was kept anonymised.
    const left = await leftoversOf(carol);
    expect(left.keysLeft).toEqual([]);
    expect(left.itemsLeft.map((item) => item.SK)).toEqual([keys.profile()]);
    expect(left.itemsLeft[0]?.email).toBe(again.email);
    expect(await anonymisedReceipt(carol.orderId)).toMatchObject({ amount: 4900, orderId: carol.orderId });

    const stale = await carol.client.query('listProperties');
    expect(stale.status).toBe(401);
    expect(stale.body.error?.message).toBe('This account no longer exists. Sign in again.');
    // The REST routes refuse it as well.
    const s3Delete = await postJson(
      '/api/s3/delete',
      { fileKey: carol.objects[0] },
      { authorization: carol.token },
    );
    expect(s3Delete.status).toBe(401);
    await expectUntouched(dave);
  });

  it('finishes a deletion that stopped part-way on the next call of the account', async () => {
    const erin = await userWithEverything('resume');
    // As if the first attempt had died right after marking the profile.
    const sub = (await allItems()).find((i) => i.PK === keys.user(erin.username) && i.SK === 'PROFILE')?.sub;
    expect(typeof sub).toBe('string');
    await markDeletion(data, erin.username, String(sub), 'resumed-account');

    // Another instance of the app, which has not seen this account yet.
    const call = await trpcAs(erin.token, createApp(services)).query('listProperties');
    expect(call.status).toBe(401);
    expect(call.body.error?.message).toBe('This account has been deleted');
    expect(await leftoversOf(erin)).toEqual({ keysLeft: [], itemsLeft: [] });
    expect(await anonymisedReceipt(erin.orderId)).toMatchObject({ accountId: 'resumed-account' });
    expect(await canSignIn(erin.username)).toBe(false);
  });

  it('binds a profile stored before subs were, unless it is older than the account that holds the name', async () => {
    const { user: kept, client } = await signedInClient('legacy');
    dataOf(
      await client.mutate('createProperty', { street: '2 Old St', city: 'Austin', state: 'TX', zip: '1' }),
    );
    const unbind = async (username: string, createdAt?: string) =>
      services.clients.ddb.send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: { PK: keys.user(username), SK: keys.profile() },
          UpdateExpression: createdAt ? 'REMOVE #sub SET createdAt = :c' : 'REMOVE #sub',
          ExpressionAttributeNames: { '#sub': 'sub' },
          ...(createdAt ? { ExpressionAttributeValues: { ':c': createdAt } } : {}),
        }),
      );
    // A fresh process (no remembered binding) meets a profile without a sub, written for this account.
    await unbind(kept.username);
    const fresh = trpcAs(kept.token, createApp(services));
    expect(dataOf<{ data: unknown[] }>(await fresh.query('listProperties')).data.length).toBe(1);

    // One written long before this account existed belongs to an earlier holder of the name.
    const { user: older, client: olderClient } = await signedInClient('legacy');
    dataOf(
      await olderClient.mutate('createProperty', {
        street: '3 Old St',
        city: 'Austin',
        state: 'TX',
        zip: '1',
      }),
    );
    await unbind(older.username, '2020-01-01T00:00:00.000Z');
    const later = trpcAs(older.token, createApp(services));
    expect(dataOf<{ data: unknown[] }>(await later.query('listProperties')).data).toEqual([]);
  });
});

describe('deleting a property or a project', () => {
  it('removes the property’s media, build outputs and build tasks, and nothing of anyone else', async () => {
    const owner = await userWithEverything('prop');
    const other = await userWithEverything('propother');
    expect((await owner.client.mutate('deleteProperty', { propertyId: owner.propertyId })).status).toBe(200);

    expect((await allKeys()).filter((key) => key.includes(owner.propertyId))).toEqual([]);
    const items = (await allItems()).filter((item) => item.PK === keys.user(owner.username));
    expect(items.filter((item) => String(item.SK).includes(owner.propertyId))).toEqual([]);
    // The project and the receipt are not the property's to take along.
    expect(items.map((item) => String(item.SK).split('#')[0]).sort()).toEqual(
      ['OAUTHSTATE', 'ORDER', 'PROFILE', 'PROJECT', 'PUBLICATION', 'RECEIPT'].sort(),
    );
    await expectUntouched(other);
  });

  it('removes the project’s files, venue modules and publications with their public copies', async () => {
    const owner = await userWithEverything('proj');
    const other = await userWithEverything('projother');
    expect((await owner.client.mutate('deleteProject', { projectId: owner.projectId })).status).toBe(200);

    const keysLeft = await allKeys();
    expect(
      keysLeft.filter((key) => key.includes(owner.projectId) || key.includes(owner.publicationId)),
    ).toEqual([]);
    const items = (await allItems()).filter((item) => item.PK === keys.user(owner.username));
    expect(items.filter((item) => JSON.stringify(item).includes(owner.projectId))).toEqual([]);
    expect(items.some((item) => String(item.SK).startsWith(keys.publicationPrefix))).toBe(false);
    await expectUntouched(other);
  });
});
