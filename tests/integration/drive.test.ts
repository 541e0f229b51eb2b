/**
 * Google Drive against the real Google clients (google-auth-library, @googleapis/drive) and a fake of
 * Google's OAuth and Drive v3 APIs: authorisation through the signed state and the callback, the
 * encrypted refresh token, folder listing (filters, paging, errors), and the worker's downloads.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchDriveSource } from '#build-worker/worker/drive-source.ts';
import { BuildFailure } from '#build-worker/worker/task-record.ts';
import { createApp, createServices } from '#functions/app.ts';
import { dataContextOf } from '#functions/data/context.ts';
import type { CloudDriveNode } from '#functions/drive/drive-files.ts';
import type { GoogleSettings } from '#functions/drive/google-settings.ts';
import { signState } from '#functions/drive/oauth-state.ts';
import { decryptToken } from '#functions/drive/token-cipher.ts';
import type { SourceFile } from '#functions/payments/build-request.ts';
import type { AppRouter } from '#functions/trpc/router.ts';
import { FakeGoogleApi, FOLDER } from '#infra/local/google/google-api.ts';
import { localBuildLauncher } from '#infra/local/pipeline-runner.ts';
import { MAX_BATCH_SIZE } from '#shared/limits.ts';
import { isDriveNotAuthorised, isUnauthorized } from '#web/src/api/errors.ts';
import {
  config,
  dataOf,
  services,
  signedInClient,
  signUpAs,
  trpcAs,
  app as unconfiguredApp,
} from './harness.ts';

const fake = new FakeGoogleApi({
  clientId: 'atrium-test.apps.googleusercontent.com',
  clientSecret: 'atrium-test-secret',
});
const data = dataContextOf({ config, clients: services.clients });
let app: ReturnType<typeof createApp>;
let driveConfig: typeof config;
let settings: GoogleSettings;

interface Status {
  configured: boolean;
  authorised: boolean;
  authUrl: string | null;
}
interface Listing {
  statusCode: number;
  result: CloudDriveNode[];
  nextPageToken: string | null;
}

beforeAll(async () => {
  await fake.start();
  driveConfig = {
    ...config,
    googleClientId: fake.options.clientId,
    googleClientSecret: fake.options.clientSecret,
    googleApiRoot: fake.rootUrl,
  };
  const driveServices = createServices(driveConfig);
  app = createApp(driveServices);
  const loaded = await driveServices.googleSettings();
  if (!loaded) throw new Error('Google settings did not load');
  settings = loaded;
});
afterAll(() => fake.stop());

/** The web app's tRPC client and error readers (web/src/api), talking to this app. */
function webClient(token: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: 'http://atrium.test/trpc',
        maxItems: MAX_BATCH_SIZE,
        headers: { authorization: token },
        fetch: async (url, init) => app.request(String(url), init as RequestInit),
      }),
    ],
  });
}

async function ownerWithProperty(prefix = 'drive', target = app) {
  const { user, client: api } = await signedInClient(prefix, target);
  await api.query('getUserData', { username: '' });
  const { propertyId } = dataOf<{ propertyId: string }>(
    await api.mutate('createProperty', { street: '1 Drive Way', city: 'Austin', state: 'TX', zip: '73301' }),
  );
  return { ...user, api, propertyId };
}

const status = async (api: ReturnType<typeof trpcAs>, propertyId: string) =>
  dataOf<Status>(await api.query('getCloudDriveStatus', { cloudDriveType: 'google-drive', propertyId }));

const list = (api: ReturnType<typeof trpcAs>, parentId?: string, pageToken?: string) =>
  api.query('listStoreFiles', {
    cloudDriveType: 'google-drive',
    ...(parentId ? { parentId } : {}),
    ...(pageToken ? { cursor: pageToken } : {}),
  });

/** The browser's round trip: consent page (Allow) → callback with code and state. */
async function authorise(owner: Awaited<ReturnType<typeof ownerWithProperty>>) {
  const { authUrl } = await status(owner.api, owner.propertyId);
  const callback = fake.consent(authUrl ?? '');
  const response = await app.request(callback);
  return { response, callback };
}

async function profileItem(username: string) {
  const found = await data.ddb.send(
    new GetCommand({ TableName: config.tableName, Key: { PK: `USER#${username}`, SK: 'PROFILE' } }),
  );
  return found.Item ?? {};
}

describe('Drive authorisation', () => {
  it('without GOOGLE_CLIENT_ID/SECRET, Drive says it is not configured and listing refuses', async () => {
    const { client: api } = await signedInClient('nodrive', unconfiguredApp);
    const { propertyId } = dataOf<{ propertyId: string }>(
      await api.mutate('createProperty', { street: '2 Side St', city: 'Austin', state: 'TX', zip: '73301' }),
    );
    expect(await status(api, propertyId)).toEqual({ configured: false, authorised: false, authUrl: null });
    const listing = await list(api);
    expect(listing.status).toBe(412);
    expect(listing.body.error?.message).toBe('Google Drive is not configured on this server');
  });

  it('a user without a Drive authorisation gets 403 GOOGLE_DRIVE_NOT_AUTHORISED, never a 401', async () => {
    const owner = await ownerWithProperty();
    expect((await status(owner.api, owner.propertyId)).authorised).toBe(false);
    const listing = await list(owner.api);
    expect(listing.status).toBe(403);
    expect(listing.body.error?.message).toBe('Authorise Google Drive to browse your files');
    expect(listing.body.error?.data).toMatchObject({
      code: 'FORBIDDEN',
      appCode: 'GOOGLE_DRIVE_NOT_AUTHORISED',
    });
  });

  it('the web app reads it as "authorise Drive", not as an expired session (which it reads as such)', async () => {
    const owner = await ownerWithProperty();
    const failure = await webClient(owner.token)
      .listStoreFiles.query({ cloudDriveType: 'google-drive' })
      .catch((error: unknown) => error);
    expect(isDriveNotAuthorised(failure)).toBe(true);
    expect(isUnauthorized(failure)).toBe(false);

    const expired = await webClient('Bearer not-a-token')
      .listStoreFiles.query({ cloudDriveType: 'google-drive' })
      .catch((error: unknown) => error);
    expect(isUnauthorized(expired)).toBe(true);
    expect(isDriveNotAuthorised(expired)).toBe(false);
  });

  it('the consent link asks for e-mail, profile and read-only Drive, offline, with a signed state', async () => {
    const owner = await ownerWithProperty();
    const { authUrl } = await status(owner.api, owner.propertyId);
    const url = new URL(authUrl ?? '');
    expect(`${url.origin}/`).toBe(fake.rootUrl);
    expect(url.pathname).toBe('/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(fake.options.clientId);
    expect(url.searchParams.get('scope')?.split(' ')).toEqual([
      'email',
      'profile',
      'https://www.googleapis.com/auth/drive.readonly',
    ]);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/oauth/google/callback');
    const [payload] = (url.searchParams.get('state') ?? '').split('.');
    const state = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    expect(state).toMatchObject({
      username: owner.username,
      returnTo: `/property/${owner.propertyId}/build3d/step1/google-drive`,
    });
  });

  it("refuses a consent link for another user's property", async () => {
    const owner = await ownerWithProperty();
    const other = await ownerWithProperty('other');
    const answer = await owner.api.query('getCloudDriveStatus', {
      cloudDriveType: 'google-drive',
      propertyId: other.propertyId,
    });
    expect(answer.status).toBe(404);
  });

  it('the callback stores the refresh token encrypted and returns to the wizard', async () => {
    const owner = await ownerWithProperty();
    const { response } = await authorise(owner);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/property/${owner.propertyId}/build3d/step1/google-drive`);

    const refreshToken = fake.issuedRefreshTokens.at(-1) ?? '';
    const stored = String((await profileItem(owner.username)).googleDriveRefreshToken);
    expect(stored).not.toContain(refreshToken);
    expect(stored).toMatch(/^v1\./);
    // It decrypts with the configured key, and only for its owner.
    expect(decryptToken(settings.tokenKey, owner.username, stored)).toBe(refreshToken);
    expect(decryptToken(settings.tokenKey, 'someone_else', stored)).toBeNull();
    expect((await status(owner.api, owner.propertyId)).authorised).toBe(true);
  });

  it('the refresh token never appears in any tRPC answer', async () => {
    const owner = await ownerWithProperty();
    await authorise(owner);
    const refreshToken = fake.issuedRefreshTokens.at(-1) ?? '';
    const stored = String((await profileItem(owner.username)).googleDriveRefreshToken);
    const answers = [
      await owner.api.query('getUserData', { username: '' }),
      await owner.api.query('getCloudDriveStatus', {
        cloudDriveType: 'google-drive',
        propertyId: owner.propertyId,
      }),
      await list(owner.api),
      await owner.api.query('listProperties', { username: '' }),
      await owner.api.query('getProperty', { propertyId: owner.propertyId }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(refreshToken);
      expect(text).not.toContain(stored);
      expect(text).not.toContain('googleDriveRefreshToken');
    }
  });

  it('consent denied returns to the wizard with drive_error=denied and stores nothing', async () => {
    const owner = await ownerWithProperty();
    const { authUrl } = await status(owner.api, owner.propertyId);
    const response = await app.request(fake.consent(authUrl ?? '', 'deny'));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/property/${owner.propertyId}/build3d/step1/google-drive?drive_error=denied`,
    );
    expect((await profileItem(owner.username)).googleDriveRefreshToken).toBeUndefined();
  });
});

describe('OAuth state', () => {
  const callbackWith = (callback: string, state: string) => {
    const url = new URL(callback);
    url.searchParams.set('state', state);
    return app.request(url.toString());
  };

  it('cannot be used twice, even with a fresh code', async () => {
    const owner = await ownerWithProperty();
    const { authUrl } = await status(owner.api, owner.propertyId);
    expect((await app.request(fake.consent(authUrl ?? ''))).status).toBe(302);
    const tokenAfterFirst = (await profileItem(owner.username)).googleDriveRefreshToken;

    const replay = await app.request(fake.consent(authUrl ?? ''));
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('already used');
    expect((await profileItem(owner.username)).googleDriveRefreshToken).toBe(tokenAfterFirst);
  });

  it('cannot be replayed for another user: a state with another username does not verify', async () => {
    const victim = await ownerWithProperty('victim');
    const attacker = await ownerWithProperty('attacker');
    const { authUrl } = await status(attacker.api, attacker.propertyId);
    const callback = fake.consent(authUrl ?? '');
    const [payload, signature] = (new URL(callback).searchParams.get('state') ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const swapped = Buffer.from(
      JSON.stringify({
        ...claims,
        username: victim.username,
        returnTo: `/property/${victim.propertyId}/build3d/step1/google-drive`,
      }),
    ).toString('base64url');

    const response = await callbackWith(callback, `${swapped}.${signature}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('not valid');
    expect((await profileItem(victim.username)).googleDriveRefreshToken).toBeUndefined();
    expect((await profileItem(attacker.username)).googleDriveRefreshToken).toBeUndefined();
  });

  it('cannot be forged with another key', async () => {
    const owner = await ownerWithProperty();
    const { authUrl } = await status(owner.api, owner.propertyId);
    const callback = fake.consent(authUrl ?? '');
    const forged = signState(Buffer.alloc(32, 7), {
      username: owner.username,
      sub: 'any',
      returnTo: `/property/${owner.propertyId}/build3d/step1/google-drive`,
    });
    const response = await callbackWith(callback, forged);
    expect(response.status).toBe(400);
    expect((await profileItem(owner.username)).googleDriveRefreshToken).toBeUndefined();
  });

  it('cannot be used after it expires', async () => {
    const owner = await ownerWithProperty();
    const { authUrl } = await status(owner.api, owner.propertyId);
    const callback = fake.consent(authUrl ?? '');
    const stale = signState(
      settings.stateKey,
      {
        username: owner.username,
        sub: 'any',
        returnTo: `/property/${owner.propertyId}/build3d/step1/google-drive`,
      },
      Date.now() - 16 * 60_000,
    );
    const response = await callbackWith(callback, stale);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('took too long');
    expect((await profileItem(owner.username)).googleDriveRefreshToken).toBeUndefined();
  });

  it('a state of a deleted account stores nothing on a new account of the same name', async () => {
    const old = await ownerWithProperty('reused');
    const { authUrl } = await status(old.api, old.propertyId);
    expect(dataOf(await old.api.mutate('deleteAccount', { confirmation: old.username }))).toEqual({
      deleted: true,
    });
    const again = await signUpAs(old.username, `again-${old.email}`);
    dataOf(await trpcAs(again.token, app).query('getUserData'));
    const response = await app.request(fake.consent(authUrl ?? ''));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toContain('drive_error=failed');
    expect((await profileItem(old.username)).email).toBe(again.email);
    expect((await profileItem(old.username)).googleDriveRefreshToken).toBeUndefined();
  });

  it('a callback without a state stores nothing', async () => {
    const response = await app.request('/oauth/google/callback?code=4/0abc');
    expect(response.status).toBe(400);
  });
});

describe('listStoreFiles', () => {
  let owner: Awaited<ReturnType<typeof ownerWithProperty>>;
  let folder: string;
  let sub: string;
  let videoIds: string[];

  beforeAll(async () => {
    owner = await ownerWithProperty();
    await authorise(owner);
    folder = fake.addFolder(`Tour ${owner.username}`);
    sub = fake.addFolder('Upstairs', folder);
    videoIds = [];
    for (let i = 0; i < 120; i++) {
      const name = `clip-${String(i).padStart(3, '0')}.${i % 2 ? 'mov' : 'mp4'}`;
      videoIds.push(fake.addFile(name, i % 2 ? 'video/quicktime' : 'video/mp4', folder, name));
    }
    fake.addFile('plan.pdf', 'application/pdf', folder);
    fake.addFile('photo.jpg', 'image/jpeg', folder);
    fake.addFile('clip.webm', 'video/webm', folder);
    fake.addFile('Shared notes', 'application/vnd.google-apps.document', folder);
    fake.trash(fake.addFile('binned.mp4', 'video/mp4', folder));
  });

  it("lists a folder's folders and mp4/mov videos, folders first, a page at a time", async () => {
    const first = dataOf<Listing>(await list(owner.api, folder));
    expect(first.statusCode).toBe(200);
    expect(first.result).toHaveLength(100);
    expect(first.result[0]).toEqual({ id: sub, name: 'Upstairs', type: 'folder', mimeType: FOLDER });
    expect(first.result[1]).toEqual({
      id: videoIds[0],
      name: 'clip-000.mp4',
      type: 'file',
      mimeType: 'video/mp4',
    });
    expect(first.result[2]).toMatchObject({
      name: 'clip-001.mov',
      type: 'file',
      mimeType: 'video/quicktime',
    });
    expect(first.nextPageToken).toEqual(expect.any(String));

    const second = dataOf<Listing>(await list(owner.api, folder, first.nextPageToken ?? ''));
    expect(second.result).toHaveLength(21);
    expect(second.nextPageToken).toBeNull();
    const names = [...first.result, ...second.result].map((node) => node.name);
    expect(names).toHaveLength(121);
    for (const refused of ['plan.pdf', 'photo.jpg', 'clip.webm', 'Shared notes', 'binned.mp4']) {
      expect(names).not.toContain(refused);
    }
  });

  it("sends Drive the folder's query: parent, not trashed, folders and videos", async () => {
    await list(owner.api, sub);
    const sent = fake.requests.filter((r) => r.path === '/drive/v3/files').at(-1);
    expect(sent?.query.get('q')).toBe(
      `'${sub}' in parents and trashed = false and (mimeType = '${FOLDER}' or mimeType = 'video/mp4' or mimeType = 'video/quicktime')`,
    );
  });

  it('lists My Drive when no parent is given', async () => {
    const mine = dataOf<Listing>(await list(owner.api));
    expect(mine.result.map((node) => node.name)).toContain(`Tour ${owner.username}`);
  });

  it('answers 404 for a folder that does not exist and 400 for what is not a Drive id', async () => {
    expect((await list(owner.api, '1doesNotExist')).status).toBe(404);
    const quoted = await list(owner.api, "x' or name contains 'a");
    expect(quoted.status).toBe(400);
  });

  it("a page token of another folder's listing is refused by Drive", async () => {
    const first = dataOf<Listing>(await list(owner.api, folder));
    const answer = await list(owner.api, sub, first.nextPageToken ?? '');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe('Error fetching data from cloud drive');
  });

  it('a Drive outage answers "Error fetching data from cloud drive"', async () => {
    // Google's client retries a 500 three times before giving up.
    fake.failNext('/drive/v3/files', 500, 500, 500, 500);
    const answer = await list(owner.api, folder);
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe('Error fetching data from cloud drive');
    expect(fake.pendingFailures).toBe(0);
  });

  it('a revoked authorisation answers 403 GOOGLE_DRIVE_NOT_AUTHORISED, is forgotten, and a new authorisation works', async () => {
    const revokedOwner = await ownerWithProperty('revoked');
    await authorise(revokedOwner);
    expect((await list(revokedOwner.api)).status).toBe(200);
    fake.revokeAll();
    const answer = await list(revokedOwner.api);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.data.appCode).toBe('GOOGLE_DRIVE_NOT_AUTHORISED');
    expect(answer.body.error?.message).toBe(
      'Your Google Drive authorisation has expired or was revoked; authorise Google Drive again',
    );
    expect((await profileItem(revokedOwner.username)).googleDriveRefreshToken).toBeUndefined();
    expect((await status(revokedOwner.api, revokedOwner.propertyId)).authorised).toBe(false);

    await authorise(revokedOwner);
    expect((await list(revokedOwner.api)).status).toBe(200);
    // The suite's shared owner authorises again too, for the tests after this one.
    await authorise(owner);
  });
});

describe('the worker downloads Drive videos', () => {
  let owner: Awaited<ReturnType<typeof ownerWithProperty>>;
  let workDir: string;
  const video = (id: string, name = 'walk.mp4'): SourceFile => ({
    source: id,
    sourceName: name,
    sourceStore: 'google-drive',
    sourceFileType: 'mp4',
  });

  beforeAll(async () => {
    owner = await ownerWithProperty('worker');
    await authorise(owner);
    workDir = mkdtempSync(join(tmpdir(), 'atrium-drive-'));
  });
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  const fetchTo = (source: SourceFile, name: string, username = owner.username) =>
    fetchDriveSource(data, settings, username, source, join(workDir, name), { retryDelayMs: 10 });

  it("streams the file to disk with the owner's token", async () => {
    const bytes = Buffer.alloc(256 * 1024, 'walkthrough');
    const id = fake.addFile('walk.mp4', 'video/mp4', 'root', bytes);
    await fetchTo(video(id), 'a.mp4');
    expect(readFileSync(join(workDir, 'a.mp4')).equals(bytes)).toBe(true);
  });

  it('tries again when a transfer breaks off or Drive answers 503', async () => {
    const bytes = Buffer.from('a walkthrough that arrives on the third try');
    const id = fake.addFile('retry.mov', 'video/quicktime', 'root', bytes);
    fake.failNextDownloads(id, 'cut', 503);
    await fetchTo(video(id, 'retry.mov'), 'b.mov');
    expect(readFileSync(join(workDir, 'b.mov')).equals(bytes)).toBe(true);
    const downloads = fake.requests.filter((r) => r.path === `/drive/v3/files/${id}` && r.query.get('alt'));
    expect(downloads.length).toBe(3);
  });

  it('fails with a readable reason when the file is gone, trashed or not a video', async () => {
    await expect(fetchTo(video('1missingFile', 'gone.mp4'), 'c.mp4')).rejects.toThrow(
      new BuildFailure('gone.mp4 no longer exists in your Google Drive.'),
    );
    const trashed = fake.addFile('old.mp4', 'video/mp4', 'root', 'x');
    fake.trash(trashed);
    await expect(fetchTo(video(trashed, 'old.mp4'), 'd.mp4')).rejects.toThrow(
      'old.mp4 no longer exists in your Google Drive.',
    );
    const pdf = fake.addFile('plan.mp4', 'application/pdf', 'root', 'x');
    await expect(fetchTo(video(pdf, 'plan.mp4'), 'e.mp4')).rejects.toThrow(
      'plan.mp4 is not an mp4 or mov video (Google Drive says application/pdf).',
    );
    expect(existsSync(join(workDir, 'c.mp4'))).toBe(false);
  });

  it("the build worker process reads the owner's Drive with the keys the local stack hands it", async () => {
    const repoRoot = resolve(import.meta.dirname, '..', '..');
    const building = createApp(
      createServices(driveConfig, (context) =>
        localBuildLauncher({ repoRoot, config: driveConfig, data: context }),
      ),
    );
    const builder = await ownerWithProperty('drivebuild', building);
    await authorise(builder);
    const gone = fake.addFile('gone.mp4', 'video/mp4', 'root', 'x');
    fake.remove(gone);
    await builder.api.mutate('createNewTask', {
      propertyId: builder.propertyId,
      sourceFiles: [
        { source: gone, sourceName: 'gone.mp4', sourceStore: 'google-drive', sourceFileType: 'mp4' },
      ],
    });
    let task: { buildState: string; failureReason?: string } | undefined;
    for (let i = 0; i < 300 && !['completed', 'failed'].includes(task?.buildState ?? ''); i++) {
      await new Promise((r) => setTimeout(r, 100));
      task = (await builder.api.query('getBuildTaskState', { propertyId: builder.propertyId })).body.result
        ?.data as typeof task;
    }
    // Not 'not authorised': the worker decrypted the token and Google answered for the missing file.
    expect(task).toMatchObject({
      buildState: 'failed',
      failureReason: 'gone.mp4 no longer exists in your Google Drive.',
    });
  });

  it('fails with a readable reason when the owner has no authorisation or it was revoked', async () => {
    const id = fake.addFile('walk.mp4', 'video/mp4', 'root', 'x');
    const stranger = await ownerWithProperty('stranger');
    await expect(fetchTo(video(id), 'f.mp4', stranger.username)).rejects.toThrow(
      'walk.mp4: your Google Drive authorisation has expired or was revoked; authorise Google Drive again and start a new build.',
    );
    fake.revokeAll();
    await expect(fetchTo(video(id), 'g.mp4')).rejects.toThrow(/authorisation has expired or was revoked/);
  });
});

describe('checkout with Drive sources', () => {
  it("takes a video the buyer's Drive can read, and refuses one it cannot before any payment", async () => {
    const buyer = await ownerWithProperty('drivebuyer');
    const walk = fake.addFile('walk.mp4', 'video/mp4', 'root', 'x');
    const trashed = fake.addFile('old.mp4', 'video/mp4', 'root', 'x');
    fake.trash(trashed);
    const pay = async (id: string, name: string) => {
      const response = await app.request('http://atrium.test/api/pay/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: buyer.token },
        body: JSON.stringify({
          productName: 'standard_3d_tour',
          quantity: 1,
          buildTaskParams: {
            propertyId: buyer.propertyId,
            sourceFileIds: [id],
            sourceFileNames: [name],
            sourceFileStores: ['google-drive'],
            sourceFileTypes: ['mp4'],
          },
        }),
      });
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };

    expect(await pay(walk, 'walk.mp4')).toEqual({
      status: 400,
      body: {
        name: 'UnusableBuildSource',
        message:
          'walk.mp4: your Google Drive authorisation has expired or was revoked; authorise Google Drive again and start a new build.',
      },
    });
    await authorise(buyer);
    expect((await pay(trashed, 'old.mp4')).body.message).toBe(
      'old.mp4 no longer exists in your Google Drive.',
    );
    expect((await pay('1noSuchFile', 'gone.mp4')).body.message).toBe(
      'gone.mp4 no longer exists in your Google Drive.',
    );
    expect(dataOf<{ data: unknown[] }>(await buyer.api.query('listReceipts')).data).toEqual([]);
    expect((await pay(walk, 'walk.mp4')).status).toBe(200);
  });
});
