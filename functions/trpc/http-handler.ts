/**
 * The tRPC endpoint's HTTP handler. The calls every client sends — JSON queries by GET and mutations
 * by POST, one or a batch, as httpLink and httpBatchLink send them — are answered here without tRPC's
 * fetch adapter, whose general machinery (two URL parses, two Headers, two AbortControllers and two
 * AbortSignal.any, content-type dispatch, a streaming check) cost about 130 µs of CPU per request
 * against about 15 µs here: more than the app's own work around a DynamoDB Query
 * (`npm run bench api-layers`, docs/performance.md).
 *
 * Everything else goes to tRPC's own fetchRequestHandler unchanged: another method or content type,
 * streaming or subscriptions, an unknown path, a procedure of the wrong type, a batch over the limit,
 * input that is not JSON. So every refusal of a malformed request is tRPC's own, and what this file
 * answers is only ever what tRPC would. Only tRPC's public API is used: procedures are called with
 * `callTRPCProcedure` (which runs them exactly as the adapter does), error shapes and statuses come
 * from `getTRPCErrorShape` and `getHTTPStatusCode`. Which paths are queries and which mutations — what
 * must be known before any call of a batch runs — is the `procedureTypes` table the app passes, which
 * the compiler checks against the router (`ProcedureTypes`). tests/integration/trpc-http.test.ts sends
 * the same requests through both, hand-written and 1,200 generated, and compares them byte for byte.
 */
import {
  type AnyTRPCMutationProcedure,
  type AnyTRPCQueryProcedure,
  type AnyTRPCRouter,
  callTRPCProcedure,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  type inferRouterContext,
  type inferRouterInputs,
  TRPCError,
} from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { getHTTPStatusCode } from '@trpc/server/http';

type ProcedureType = 'query' | 'mutation' | 'subscription';

/**
 * Every procedure of the router and its type, as a plain table: tRPC has no public way to ask a
 * procedure its type, and it must be known before a batch runs any of its calls. The compiler holds
 * the table to the router: a missing procedure or a wrong type does not compile.
 */
export type ProcedureTypes<TRouter extends AnyTRPCRouter> = {
  readonly [Path in keyof inferRouterInputs<TRouter> &
    keyof TRouter]: TRouter[Path] extends AnyTRPCQueryProcedure
    ? 'query'
    : TRouter[Path] extends AnyTRPCMutationProcedure
      ? 'mutation'
      : 'subscription';
};

export interface TrpcHandlerOptions<TRouter extends AnyTRPCRouter> {
  router: TRouter;
  procedureTypes: ProcedureTypes<TRouter>;
  /** Where the router is mounted, e.g. '/trpc'. */
  endpoint: string;
  maxBatchSize: number;
  createContext: (req: Request) => Promise<inferRouterContext<TRouter>>;
  onError: (opts: { error: TRPCError; path: string | undefined }) => void;
}

interface PlannedCall {
  path: string;
  input: unknown;
}

const JSON_HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' } as const;

/** tRPC's test for a JSON body: the media type before any parameter, case-insensitive. */
const isJson = (contentType: string | null) =>
  contentType?.toLowerCase().split(';', 1)[0]?.trim() === 'application/json';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAsyncIterable = (value: unknown) => isObject(value) && Symbol.asyncIterator in value;
const isPromise = (value: unknown) => isObject(value) && typeof value.then === 'function';

/** A result tRPC would only send through a streaming link (it refuses it on a plain JSON call). */
const isDataStream = (value: unknown) =>
  isObject(value) &&
  (isAsyncIterable(value) ||
    Object.values(value).some((field) => isPromise(field) || isAsyncIterable(field)));

/** tRPC's own fetch adapter with the same options: the fallback, and the reference in the tests. */
export function trpcFetchHandler<TRouter extends AnyTRPCRouter>(
  opts: TrpcHandlerOptions<TRouter>,
): (req: Request) => Promise<Response> {
  return (req) =>
    fetchRequestHandler({
      endpoint: opts.endpoint,
      req,
      router: opts.router,
      maxBatchSize: opts.maxBatchSize,
      createContext: ({ req }) => opts.createContext(req),
      onError: ({ error, path }) => opts.onError({ error, path }),
    });
}

export function trpcHttpHandler<TRouter extends AnyTRPCRouter>(
  opts: TrpcHandlerOptions<TRouter>,
): (req: Request) => Promise<Response> {
  const { router, endpoint, maxBatchSize } = opts;
  // tRPC's root config (transformer, error formatter): what its exported getTRPCErrorShape takes. The
  // router carries it; tRPC's own adapters read it from there too. No procedure is reached this way.
  const config = router._def._config;
  const procedureTypes: Readonly<Record<string, ProcedureType>> = opts.procedureTypes;
  // A data transformer (superjson…) would change both the inputs and the answers: with one, every
  // request goes to tRPC. The default transformer hands back the very object it is given.
  const probe = {};
  const plainJson =
    config.transformer.input.deserialize(probe) === probe &&
    config.transformer.output.serialize(probe) === probe;

  const viaTrpc = trpcFetchHandler(opts);

  /** The calls of a request this handler answers itself, or null: tRPC answers it. */
  function plan(
    req: Request,
    url: URL,
    body: string | null,
  ): { calls: PlannedCall[]; batch: boolean; type: 'query' | 'mutation' } | null {
    const type = req.method === 'GET' ? 'query' : 'mutation';
    const pathname = url.pathname;
    if (!pathname.startsWith(`${endpoint}/`)) return null;
    const path = pathname.slice(endpoint.length + 1);
    // Percent-encoded paths, trailing slashes and the like are left to tRPC's own parsing.
    if (path.includes('%') || path.includes('/') || path === '') return null;
    const batch = url.searchParams.get('batch') === '1';
    const paths = batch ? path.split(',') : [path];
    if (paths.length > maxBatchSize) return null;

    // A GET without `input` (or with an empty one) carries no input; an empty body is not JSON.
    const text = body ?? (url.searchParams.get('input') || null);
    let inputs: unknown;
    if (text !== null) {
      try {
        inputs = JSON.parse(text);
      } catch {
        return null;
      }
    }
    if (batch && inputs !== undefined && !isObject(inputs)) return null;

    const calls: PlannedCall[] = [];
    for (const [index, callPath] of paths.entries()) {
      // Own keys only: a path named `constructor` or `__proto__` is not a procedure.
      const known = Object.hasOwn(procedureTypes, callPath) ? procedureTypes[callPath] : undefined;
      if (known !== type) return null;
      const input = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
      calls.push({ path: callPath, input });
    }
    return { calls, batch, type };
  }

  return async (req) => {
    if (!plainJson || (req.method !== 'GET' && req.method !== 'POST')) return viaTrpc(req);
    const headers = req.headers;
    // Streaming answers (httpBatchStreamLink, subscriptions) and connection parameters are tRPC's.
    if (headers.get('trpc-accept') !== null || headers.get('accept')?.includes('application/jsonl'))
      return viaTrpc(req);
    // tRPC picks its body parser by content type, a GET's too (and refuses a GET that sends a form).
    const contentType = headers.get('content-type');
    if ((req.method === 'POST' || contentType !== null) && !isJson(contentType)) return viaTrpc(req);
    const url = new URL(req.url);
    if (url.searchParams.has('connectionParams')) return viaTrpc(req);

    const body = req.method === 'POST' ? await req.text() : null;
    const planned = plan(req, url, body);
    if (!planned) {
      // The body is read: tRPC gets the same request with the same bytes.
      return viaTrpc(body === null ? req : new Request(req.url, { method: req.method, headers, body }));
    }

    const { calls, batch, type } = planned;
    // As in tRPC: a context that cannot be built fails every call of the request with its error.
    let ctx: inferRouterContext<TRouter> | undefined;
    let contextError: TRPCError | undefined;
    try {
      ctx = await opts.createContext(req);
    } catch (cause) {
      contextError = getTRPCErrorFromUnknown(cause);
    }
    const answers = await Promise.all(
      calls.map(async ({ path, input }, batchIndex) => {
        try {
          if (contextError) throw contextError;
          const data = await callTRPCProcedure({
            router,
            path,
            getRawInput: async () => input,
            ctx,
            type,
            signal: req.signal,
            batchIndex,
          });
          if (isDataStream(data))
            throw new TRPCError({
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: 'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink',
            });
          return { result: { data } };
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          opts.onError({ error, path });
          return { error: getTRPCErrorShape({ config, ctx, error, input, path, type }) };
        }
      }),
    );
    const text = JSON.stringify(batch ? answers : answers[0]);
    return new Response(text, { status: getHTTPStatusCode(answers), headers: JSON_HEADERS });
  };
}
