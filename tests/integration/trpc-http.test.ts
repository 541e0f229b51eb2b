/**
 * The tRPC endpoint's own handler (functions/trpc/http-handler.ts) against tRPC's fetch adapter: the
 * same requests, with the same router, context and tokens, must get the same status, headers and body
 * from both. Each case also says which of the two answered it in the app — the handler itself, or
 * tRPC behind it — so a handler that passed everything to tRPC would fail here.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accountBinder } from '#functions/account/binding.ts';
import type { AppConfig } from '#functions/config.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { createContext } from '#functions/trpc/context.ts';
import { type TrpcHandlerOptions, trpcFetchHandler, trpcHttpHandler } from '#functions/trpc/http-handler.ts';
import { type AppRouter, appProcedureTypes, appRouter } from '#functions/trpc/router.ts';
import { MAX_BATCH_SIZE } from '#shared/limits.ts';
import {
  config,
  createProjectAs,
  createPropertyAs,
  sampleAddress,
  services,
  signUpAndLogin,
  trpcAs,
} from './harness.ts';
import { generateRequests } from './trpc-requests.ts';

// Counts the requests that reach tRPC's adapter, to tell the handler's own answers from tRPC's.
vi.mock('@trpc/server/adapters/fetch', async (importOriginal) => {
  const adapter = await importOriginal<typeof import('@trpc/server/adapters/fetch')>();
  return { ...adapter, fetchRequestHandler: vi.fn(adapter.fetchRequestHandler) };
});

function handlersFor(appConfig: AppConfig) {
  const data = dataContextOf({ config: appConfig, clients: services.clients });
  const accounts = { directory: services.accounts, binder: accountBinder(data, services.accounts) };
  const logged: string[] = [];
  const options: TrpcHandlerOptions<AppRouter> = {
    endpoint: '/trpc',
    router: appRouter,
    procedureTypes: appProcedureTypes,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: async (req) =>
      createContext({ data, accounts }, await services.verifyToken(req.headers.get('authorization'))),
    onError: ({ error, path }) => logged.push(`${path} ${error.code}`),
  };
  return { direct: trpcHttpHandler(options), reference: trpcFetchHandler(options), logged };
}

interface Case {
  name: string;
  /** Who answers in the handler: itself, or tRPC's adapter behind it. */
  answeredBy: 'handler' | 'tRPC';
  status: number;
  request: () => Request;
}

const base = 'http://localhost';
const get =
  (path: string, token: string | null, headers: Record<string, string> = {}) =>
  () =>
    new Request(`${base}${path}`, { headers: { ...(token ? { authorization: token } : {}), ...headers } });
const post =
  (path: string, token: string | null, body: string, contentType = 'application/json') =>
  () =>
    new Request(`${base}${path}`, {
      method: 'POST',
      headers: { ...(token ? { authorization: token } : {}), 'content-type': contentType },
      body,
    });
const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function answer(handler: (req: Request) => Promise<Response>, request: Request) {
  const response = await handler(request);
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    vary: response.headers.get('vary'),
    body: await response.text(),
  };
}

/** Runs each case through both handlers and compares; answers what the handler logged. */
async function compare(cases: Case[], appConfig: AppConfig = config) {
  const { direct, reference, logged } = handlersFor(appConfig);
  const adapter = vi.mocked(fetchRequestHandler);
  const directLog: string[] = [];
  for (const c of cases) {
    adapter.mockClear();
    const mine = await answer(direct, c.request());
    expect(adapter.mock.calls.length, `${c.name}: answered by`).toBe(c.answeredBy === 'tRPC' ? 1 : 0);
    const mineLogged = logged.splice(0);
    const theirs = await answer(reference, c.request());
    expect(mine, c.name).toEqual(theirs);
    expect(mineLogged, `${c.name}: errors logged`).toEqual(logged.splice(0));
    expect(mine.status, c.name).toBe(c.status);
    directLog.push(...mineLogged);
  }
  return directLog;
}

describe('the tRPC endpoint answers as tRPC does', () => {
  let token: string;
  let propertyId: string;
  beforeAll(async () => {
    const user = await signUpAndLogin('trpchttp');
    token = user.token;
    const client = trpcAs(token);
    propertyId = await createPropertyAs(client);
    await createPropertyAs(client, { ...sampleAddress, street: '2 Main St' });
  });

  it('answers the calls clients send itself: queries, mutations, batches, refusals', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const logged = await compare([
      { name: 'query', answeredBy: 'handler', status: 200, request: get('/trpc/listProperties', token) },
      {
        name: 'query with input',
        answeredBy: 'handler',
        status: 200,
        request: get(`/trpc/getProperty?input=${input({ propertyId })}`, token),
      },
      {
        name: 'batch of queries',
        answeredBy: 'handler',
        status: 200,
        request: get(
          `/trpc/getUserData,listProperties?batch=1&input=${input({ 0: { username: '' } })}`,
          token,
        ),
      },
      {
        name: "batch of one (httpBatchLink's usual request)",
        answeredBy: 'handler',
        status: 200,
        request: get(`/trpc/getProperty?batch=1&input=${input({ 0: { propertyId } })}`, token),
      },
      {
        name: 'invalid input',
        answeredBy: 'handler',
        status: 400,
        request: get(`/trpc/getProperty?input=${input({ propertyId: 'not-a-uuid' })}`, token),
      },
      {
        name: "another user's or a missing record",
        answeredBy: 'handler',
        status: 404,
        request: get(`/trpc/getProperty?input=${input({ propertyId: missing })}`, token),
      },
      {
        name: 'query that names JSON as its content type',
        answeredBy: 'handler',
        status: 200,
        request: get('/trpc/listProperties', token, { 'content-type': 'application/json' }),
      },
      { name: 'no token', answeredBy: 'handler', status: 401, request: get('/trpc/listProperties', null) },
      {
        name: 'a forged token',
        answeredBy: 'handler',
        status: 401,
        request: get('/trpc/listProperties', `${token.slice(0, -4)}AAAA`),
      },
      {
        name: 'mutation',
        answeredBy: 'handler',
        status: 200,
        request: post('/trpc/updatePropertyAbout', token, JSON.stringify({ propertyId, about: 'A loft' })),
      },
      {
        name: 'content type with parameters',
        answeredBy: 'handler',
        status: 200,
        request: post(
          '/trpc/updatePropertyAbout',
          token,
          JSON.stringify({ propertyId, about: 'A loft' }),
          'Application/JSON; charset=utf-8',
        ),
      },
      {
        name: 'batch of mutations, one refused',
        answeredBy: 'handler',
        status: 207,
        request: post(
          '/trpc/updatePropertyAbout,createProperty?batch=1',
          token,
          JSON.stringify({ 0: { propertyId, about: 'Bright' }, 1: { ...sampleAddress, state: 'ZZ' } }),
        ),
      },
      {
        name: 'mutation with invalid input',
        answeredBy: 'handler',
        status: 400,
        request: post('/trpc/createProperty', token, JSON.stringify({ street: '1 Main St' })),
      },
      {
        name: 'mutation on a missing record',
        answeredBy: 'handler',
        status: 404,
        request: post('/trpc/deleteProperty', token, JSON.stringify({ propertyId: missing })),
      },
    ]);
    // Every refusal reaches onError, as in tRPC (the app logs only the unexpected ones).
    expect(logged).toEqual([
      'getProperty BAD_REQUEST',
      'getProperty NOT_FOUND',
      'listProperties UNAUTHORIZED',
      'listProperties UNAUTHORIZED',
      'createProperty BAD_REQUEST',
      'createProperty BAD_REQUEST',
      'deleteProperty NOT_FOUND',
    ]);
  });

  it('leaves every other request to tRPC', async () => {
    await compare([
      {
        name: 'unknown procedure',
        answeredBy: 'tRPC',
        status: 404,
        request: get('/trpc/noSuchThing', token),
      },
      {
        name: 'unknown procedure in a batch',
        answeredBy: 'tRPC',
        status: 207,
        request: get('/trpc/listProperties,noSuchThing?batch=1', token),
      },
      {
        name: 'query by POST',
        answeredBy: 'tRPC',
        status: 405,
        request: post('/trpc/listProperties', token, '{}'),
      },
      {
        name: 'mutation by GET',
        answeredBy: 'tRPC',
        status: 405,
        request: get('/trpc/createProperty', token),
      },
      {
        name: 'input that is not JSON',
        answeredBy: 'tRPC',
        status: 400,
        request: get('/trpc/getProperty?input=%7Bnot-json', token),
      },
      {
        name: 'body that is not JSON',
        answeredBy: 'tRPC',
        status: 400,
        request: post('/trpc/createProperty', token, '{not json'),
      },
      {
        name: 'empty body',
        answeredBy: 'tRPC',
        status: 400,
        request: post('/trpc/createProperty', token, ''),
      },
      {
        name: 'batch input that is not an object',
        answeredBy: 'tRPC',
        status: 400,
        request: get(`/trpc/listProperties?batch=1&input=${input([1])}`, token),
      },
      {
        name: 'batch over the limit',
        answeredBy: 'tRPC',
        status: 400,
        request: get(
          `/trpc/${Array(MAX_BATCH_SIZE + 1)
            .fill('listProperties')
            .join(',')}?batch=1`,
          token,
        ),
      },
      {
        name: 'another content type',
        answeredBy: 'tRPC',
        status: 415,
        request: post('/trpc/createProperty', token, JSON.stringify(sampleAddress), 'text/plain'),
      },
      {
        name: 'query that sends a form',
        answeredBy: 'tRPC',
        status: 405,
        request: get('/trpc/listProperties', token, { 'content-type': 'multipart/form-data; boundary=x' }),
      },
      {
        name: 'percent-encoded path',
        answeredBy: 'tRPC',
        status: 200,
        request: get('/trpc/list%50roperties', token),
      },
      {
        name: 'a streaming client',
        answeredBy: 'tRPC',
        status: 200,
        request: get('/trpc/listProperties?batch=1', token, { 'trpc-accept': 'application/jsonl' }),
      },
    ]);
  });

  it('answers 1,200 generated requests byte for byte as tRPC does, most of them itself', async () => {
    const other = await signUpAndLogin('trpcother');
    const otherClient = trpcAs(other.token);
    const requests = generateRequests(1200, 30, {
      owner: token,
      other: other.token,
      forged: `${token.slice(0, -4)}AAAA`,
      ownProperty: propertyId,
      ownProject: await createProjectAs(trpcAs(token)),
      otherProperty: await createPropertyAs(otherClient),
      otherProject: await createProjectAs(otherClient),
      missing: '00000000-0000-4000-8000-000000000000',
    });
    const { direct, reference, logged } = handlersFor(config);
    const adapter = vi.mocked(fetchRequestHandler);
    adapter.mockClear();
    /** Everything a client can see of an answer: status, every header, the body's bytes. */
    const seen = async (response: Response) => ({
      status: response.status,
      headers: [...response.headers].sort(),
      body: Buffer.from(await response.arrayBuffer()).toString('base64'),
    });
    let byHandler = 0;
    const statuses = new Set<number>();
    for (const { name, request } of requests) {
      const before = adapter.mock.calls.length;
      const mine = await seen(await direct(request()));
      if (adapter.mock.calls.length === before) byHandler++;
      const mineLogged = logged.splice(0);
      const theirs = await seen(await reference(request()));
      expect(mine, name).toEqual(theirs);
      // A batch's calls run side by side: which one fails first is the database's race.
      expect(mineLogged.sort(), `${name}: errors logged`).toEqual(logged.splice(0).sort());
      statuses.add(mine.status);
    }
    // The run reaches both sides and the answers tRPC gives: results, refusals, batches' mixed ones.
    expect(byHandler).toBeGreaterThan(500);
    expect(requests.length - byHandler).toBeGreaterThan(200);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 204, 207, 400, 401, 404, 405, 415]));
  }, 240_000);

  it('fails every call with the same 500 when the context cannot be built', async () => {
    const broken = { ...config, tableName: 'atrium-no-such-table' };
    const logged = await compare(
      [
        { name: 'query', answeredBy: 'handler', status: 500, request: get('/trpc/listProperties', token) },
        {
          name: 'batch',
          answeredBy: 'handler',
          status: 500,
          request: get('/trpc/getUserData,listProperties?batch=1', token),
        },
      ],
      broken,
    );
    expect(logged).toEqual([
      'listProperties INTERNAL_SERVER_ERROR',
      'getUserData INTERNAL_SERVER_ERROR',
      'listProperties INTERNAL_SERVER_ERROR',
    ]);
  });
});
