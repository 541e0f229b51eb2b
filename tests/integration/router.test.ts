import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '#functions/app.ts';
import { recordPrefix } from '#functions/data/storage.ts';
import { MAX_BATCH_SIZE } from '#shared/limits.ts';
import {
  sampleAddress as address,
  app,
  config,
  createProjectAs,
  createPropertyAs,
  dataOf,
  sampleProject as project,
  services,
  signedInClient,
  signUpAndLogin,
  trpcAs,
} from './harness.ts';

type Client = ReturnType<typeof trpcAs>;
async function objectsUnder(prefix: string): Promise<number> {
  const page = await services.clients.s3.send(
    new ListObjectsV2Command({ Bucket: config.bucketName, Prefix: prefix }),
  );
  return page.KeyCount ?? 0;
}

describe('properties', () => {
  let alice: Client;
  let username: string;
  beforeAll(async () => {
    const user = await signUpAndLogin('props');
    alice = trpcAs(user.token);
    username = user.username;
  });

  it('creates, lists, reads, updates and deletes a property', async () => {
    const propertyId = await createPropertyAs(alice);
    expect(propertyId).toMatch(/^[0-9a-f-]{36}$/);

    const list = await alice.query('listProperties', { username });
    const listed = dataOf<{ data: { propertyId: string }[] }>(list).data;
    expect(listed.map((p) => p.propertyId)).toContain(propertyId);

    const read = await alice.query('getProperty', { propertyId, username });
    expect(read.body.result?.data).toMatchObject({ ...address, propertyId, username, about: '' });
    expect(read.body.result?.data).not.toHaveProperty('PK');

    const moved = { propertyId, street: '2 Elm St', city: 'Austin', state: 'TX', zip: '73301' };
    expect((await alice.mutate('updateProperty', moved)).status).toBe(200);
    expect((await alice.mutate('updatePropertyAbout', { propertyId, about: 'A bright loft' })).status).toBe(
      200,
    );
    const updated = await alice.query('getProperty', { propertyId });
    expect(updated.body.result?.data).toMatchObject({ ...moved, about: 'A bright loft' });

    expect((await alice.mutate('deleteProperty', { propertyId })).status).toBe(200);
    expect((await alice.query('getProperty', { propertyId })).status).toBe(404);
    expect((await alice.mutate('deleteProperty', { propertyId })).status).toBe(404);
  });

  it('rejects invalid input with 400 and writes nothing', async () => {
    const before = dataOf<{ data: unknown[] }>(await alice.query('listProperties'));
    const invalid = [
      { ...address, street: '' },
      { ...address, street: '   ' },
      { ...address, city: '' },
      { ...address, state: 'I' },
      { ...address, state: 'ZZ' },
      { ...address, zip: '' },
      { street: '1 Main St' },
    ];
    for (const input of invalid) {
      const response = await alice.mutate('createProperty', input);
      expect(response.status, JSON.stringify(input)).toBe(400);
      expect(response.body.error?.data.code).toBe('BAD_REQUEST');
    }
    const after = dataOf<{ data: unknown[] }>(await alice.query('listProperties'));
    expect(after.data.length).toBe(before.data.length);

    const propertyId = await createPropertyAs(alice);
    expect((await alice.mutate('updatePropertyAbout', { propertyId, about: '' })).status).toBe(400);
    expect((await alice.mutate('updatePropertyAbout', { propertyId, about: 'x'.repeat(5001) })).status).toBe(
      400,
    );
    expect((await alice.mutate('updatePropertyAbout', { propertyId, about: 'x'.repeat(5000) })).status).toBe(
      200,
    );
    expect((await alice.query('getProperty', { propertyId: 'not-a-uuid' })).status).toBe(400);
  });

  it('trims the address before storing it', async () => {
    const propertyId = await createPropertyAs(alice, {
      street: '  9 Oak Ave ',
      city: ' Dover ',
      state: 'DE',
      zip: ' 19901 ',
    });
    const read = await alice.query('getProperty', { propertyId });
    expect(read.body.result?.data).toMatchObject({ street: '9 Oak Ave', city: 'Dover', zip: '19901' });
  });

  it('stores an optional venue name: trimmed, up to 120 characters, kept by an update that leaves it out', async () => {
    const created = await alice.mutate('createProperty', { ...address, venueName: '  The Grand Hall ' });
    const { propertyId } = dataOf<{ propertyId: string }>(created);
    const read = async () =>
      dataOf<Record<string, unknown>>(await alice.query('getProperty', { propertyId }));
    expect(await read()).toMatchObject({ ...address, venueName: 'The Grand Hall' });
    const listed = dataOf<{ data: { propertyId: string; venueName?: string }[] }>(
      await alice.query('listProperties'),
    ).data;
    expect(listed.find((p) => p.propertyId === propertyId)?.venueName).toBe('The Grand Hall');

    // The spec's client sends the address alone: the venue name stays.
    expect(
      (await alice.mutate('updateProperty', { propertyId, ...address, street: '3 Elm St' })).status,
    ).toBe(200);
    expect(await read()).toMatchObject({ street: '3 Elm St', venueName: 'The Grand Hall' });
    expect(
      (await alice.mutate('updateProperty', { propertyId, ...address, venueName: 'Loft 9' })).status,
    ).toBe(200);
    expect(await read()).toMatchObject({ venueName: 'Loft 9' });
    // Emptied: no venue name, the address is shown again.
    expect((await alice.mutate('updateProperty', { propertyId, ...address, venueName: ' ' })).status).toBe(
      200,
    );
    expect(await read()).toMatchObject({ venueName: '' });

    for (const venueName of ['x'.repeat(121), 42, null]) {
      const refused = await alice.mutate('updateProperty', { propertyId, ...address, venueName });
      expect(refused.status, String(venueName)).toBe(400);
    }
    const tooLong = await alice.mutate('createProperty', { ...address, venueName: 'x'.repeat(121) });
    expect(tooLong.body.error?.message).toContain('Venue name can have at most 120 characters');
    // A property created without one has an empty venue name.
    const plain = await createPropertyAs(alice);
    expect(
      dataOf<Record<string, unknown>>(await alice.query('getProperty', { propertyId: plain })),
    ).toMatchObject({ venueName: '' });
  });

  it('deletes the property’s stored files with it', async () => {
    const propertyId = await createPropertyAs(alice);
    const prefix = recordPrefix(config.envPrefix, username, propertyId);
    for (const name of ['media/a.jpg', 'media/b.mp4']) {
      await services.clients.s3.send(
        new PutObjectCommand({ Bucket: config.bucketName, Key: `${prefix}${name}`, Body: 'data' }),
      );
    }
    expect(await objectsUnder(prefix)).toBe(2);
    expect((await alice.mutate('deleteProperty', { propertyId })).status).toBe(200);
    expect(await objectsUnder(prefix)).toBe(0);
  });
});

describe('projects', () => {
  let alice: Client;
  beforeAll(async () => {
    alice = trpcAs((await signUpAndLogin('projs')).token);
  });

  it('creates, lists, reads, updates and deletes a project', async () => {
    const projectId = await createProjectAs(alice);
    const list = dataOf<{ data: { projectId: string }[] }>(
      await alice.query('listProjects', { username: '' }),
    );
    expect(list.data.map((p) => p.projectId)).toContain(projectId);

    const read = await alice.query('getProject', { projectId });
    expect(read.body.result?.data).toMatchObject({ ...project, projectId, hasSplatFile: false, files: [] });

    const renamed = { projectId, name: 'Winter Gala', about: 'Moved to December' };
    expect((await alice.mutate('updateProjectAbout', renamed)).status).toBe(200);
    expect((await alice.query('getProject', { projectId })).body.result?.data).toMatchObject(renamed);

    expect((await alice.mutate('deleteProject', { projectId })).status).toBe(200);
    expect((await alice.query('getProject', { projectId })).status).toBe(404);
  });

  it('requires a name and an about text of 1 to 5000 characters', async () => {
    const noName = await alice.mutate('createProject', { name: '', about: 'x' });
    expect(noName.status).toBe(400);
    expect(noName.body.error?.message).toContain('Project name is required');
    expect((await alice.mutate('createProject', { name: 'n', about: '' })).status).toBe(400);
    expect((await alice.mutate('createProject', { name: 'n', about: 'x'.repeat(5001) })).status).toBe(400);
    const projectId = await createProjectAs(alice);
    expect((await alice.mutate('updateProjectAbout', { projectId, name: ' ', about: 'x' })).status).toBe(400);
  });
  it('keeps an optional venue (one of the caller’s properties) and event date; refuses another user’s property and a bad date', async () => {
    const propertyId = await createPropertyAs(alice);
    const { client: bob } = await signedInClient('venue-bob');
    const bobsProperty = await createPropertyAs(bob);
    const projectId = await createProjectAs(alice);
    const planned = { projectId, ...project, venueId: propertyId, eventDate: '2027-06-12' };
    expect((await alice.mutate('updateProjectAbout', planned)).status).toBe(200);
    expect((await alice.query('getProject', { projectId })).body.result?.data).toMatchObject(planned);
    // Another user's property, or none at all, is refused whatever the request says; nothing changes.
    for (const venueId of [bobsProperty, randomUUID()]) {
      const refused = await alice.mutate('updateProjectAbout', { ...planned, venueId });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe('Choose one of your properties as the venue');
      expect((await alice.mutate('createProject', { ...project, venueId })).status).toBe(400);
    }
    const badDate = await alice.mutate('updateProjectAbout', { ...planned, eventDate: '12/06/2027' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.error?.message).toContain('Event date must be a date (YYYY-MM-DD)');
    expect((await alice.query('getProject', { projectId })).body.result?.data).toMatchObject(planned);
    // '' clears both.
    const cleared = { ...planned, venueId: '', eventDate: '' };
    expect((await alice.mutate('updateProjectAbout', cleared)).status).toBe(200);
    expect((await alice.query('getProject', { projectId })).body.result?.data).toMatchObject(cleared);
  });
});

describe('isolation: another user can reach nothing of yours', () => {
  it('answers every read, update and delete of A’s records by B with NOT_FOUND and leaves them unchanged', async () => {
    const { user: a, client: alice } = await signedInClient('alice');
    const { client: bob } = await signedInClient('bob');
    const propertyId = await createPropertyAs(alice);
    const projectId = await createProjectAs(alice);
    const propertyBefore = (await alice.query('getProperty', { propertyId })).body.result?.data;
    const projectBefore = (await alice.query('getProject', { projectId })).body.result?.data;

    const attempts: [kind: 'query' | 'mutate', name: string, input: unknown][] = [
      ['query', 'getProperty', { propertyId, username: a.username }],
      ['query', 'getProject', { projectId, username: a.username }],
      [
        'mutate',
        'updateProperty',
        { propertyId, street: 'Hijacked', city: 'X', state: 'NY', zip: '1', username: a.username },
      ],
      ['mutate', 'updatePropertyAbout', { propertyId, about: 'Hijacked', username: a.username }],
      [
        'mutate',
        'updateProjectAbout',
        { projectId, name: 'Hijacked', about: 'Hijacked', username: a.username },
      ],
      ['mutate', 'deleteProperty', { propertyId, username: a.username }],
      ['mutate', 'deleteProject', { projectId, username: a.username }],
    ];
    for (const [kind, name, input] of attempts) {
      const response = kind === 'query' ? await bob.query(name, input) : await bob.mutate(name, input);
      expect(response.status, name).toBe(404);
      expect(response.body.error?.data.code, name).toBe('NOT_FOUND');
    }
    // A missing id answers exactly the same.
    const missing = await bob.query('getProperty', { propertyId: randomUUID() });
    expect(missing.body.error?.data.code).toBe('NOT_FOUND');
    expect(missing.body.error?.message).toBe(
      (await bob.query('getProperty', { propertyId })).body.error?.message,
    );

    // B's lists never show A's records, even when asking with A's username.
    const bobProps = dataOf<{ data: unknown[] }>(await bob.query('listProperties', { username: a.username }));
    const bobProjects = dataOf<{ data: unknown[] }>(
      await bob.query('listProjects', { username: a.username }),
    );
    expect(bobProps.data).toEqual([]);
    expect(bobProjects.data).toEqual([]);

    expect((await alice.query('getProperty', { propertyId })).body.result?.data).toEqual(propertyBefore);
    expect((await alice.query('getProject', { projectId })).body.result?.data).toEqual(projectBefore);
  });
});

describe('batching', () => {
  it('answers several queries in one request', async () => {
    const user = await signUpAndLogin('batch');
    const input = encodeURIComponent(JSON.stringify({ 0: { username: '' }, 1: {} }));
    const response = await app.request(`/trpc/getUserData,listProperties?batch=1&input=${input}`, {
      headers: { authorization: user.token },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: unknown } }[];
    expect(body).toHaveLength(2);
    expect(body[0]?.result.data).toMatchObject({ username: user.username });
    expect(body[1]?.result.data).toEqual({ data: [] });
  });
});

describe('batch cap', () => {
  /** One POST carrying `count` createProperty calls, as httpBatchLink sends them. */
  async function createInOneBatch(token: string, count: number) {
    const paths = Array.from({ length: count }, () => 'createProperty').join(',');
    const inputs = Object.fromEntries(Array.from({ length: count }, (_, i) => [i, address]));
    const response = await app.request(`/trpc/${paths}?batch=1`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(inputs),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it(`refuses a batch of ${MAX_BATCH_SIZE + 1} calls with 400 and creates nothing; ${MAX_BATCH_SIZE} pass`, async () => {
    expect(MAX_BATCH_SIZE).toBe(20);
    const { user, client } = await signedInClient('batchcap');

    const refused = await createInOneBatch(user.token, MAX_BATCH_SIZE + 1);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Batch call exceeds maximum size');
    expect(dataOf<{ data: unknown[] }>(await client.query('listProperties')).data).toEqual([]);

    const accepted = await createInOneBatch(user.token, MAX_BATCH_SIZE);
    expect(accepted.status).toBe(200);
    expect(dataOf<{ data: unknown[] }>(await client.query('listProperties')).data).toHaveLength(
      MAX_BATCH_SIZE,
    );
  });
});

describe('unexpected failures', () => {
  // A deployment whose table is missing: every DynamoDB call fails with the service's own message.
  const broken = createApp(createServices({ ...config, tableName: 'atrium-no-such-table' }));

  it('answer 500 with a plain message on tRPC, never the cause', async () => {
    const user = await signUpAndLogin('broken');
    const answer = await trpcAs(user.token, broken).query('listProperties');
    expect(answer.status).toBe(500);
    expect(answer.body.error?.message).toBe('Something went wrong, please try again');
    expect(JSON.stringify(answer.body)).not.toMatch(/table|dynamo|resource/i);
  });

  it('answer 500 with the same plain message on the REST routes', async () => {
    const user = await signUpAndLogin('brokenrest');
    const response = await broken.request('/api/s3/delete', {
      method: 'POST',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      body: JSON.stringify({
        fileKey: `${config.envPrefix}/${user.username}/${randomUUID()}/default/user-upload/a.png`,
      }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      name: 'InternalError',
      message: 'Something went wrong, please try again',
    });
  });
});
