/**
 * HTTP front of the emulator, speaking Cognito's AWS JSON 1.1 protocol: `POST /` with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>`. SigV4 signatures are not checked.
 * Also serves the pool's JWKS at `GET /{userPoolId}/.well-known/jwks.json`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CognitoError } from './errors.ts';
import { type Jwk, publicJwks } from './jwt.ts';
import { OPERATIONS, type OperationContext } from './operations.ts';
import type { RequestBody } from './validation.ts';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_11 = 'application/x-amz-json-1.1';
const MAX_BODY_BYTES = 1024 * 1024;

function send(res: ServerResponse, status: number, contentType: string, body: unknown, headers = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(payload),
    'x-amzn-RequestId': randomUUID(),
    ...headers,
  });
  res.end(payload);
}

function sendError(res: ServerResponse, err: CognitoError): void {
  send(
    res,
    err.statusCode,
    JSON_11,
    { __type: err.type, message: err.message },
    { 'x-amzn-ErrorType': err.type },
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new CognitoError('InvalidParameterException', 'Request body too large', 413));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(text: string): RequestBody {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CognitoError('SerializationException', 'Start of structure or map found where not expected.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new CognitoError('SerializationException', 'Expected a JSON object as the request body.');
  }
  return parsed as RequestBody;
}

async function handleOperation(
  ctx: OperationContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const target = req.headers['x-amz-target'];
  const name =
    typeof target === 'string' && target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : '';
  const operation = OPERATIONS.get(name);
  const body = parseBody(await readBody(req));
  if (!operation) {
    throw new CognitoError(
      'UnknownOperationException',
      `Unknown operation ${String(target ?? '(missing X-Amz-Target)')}`,
    );
  }
  send(res, 200, JSON_11, await operation(ctx, body));
}

export function createRequestHandler(
  ctx: OperationContext,
): (req: IncomingMessage, res: ServerResponse) => void {
  const jwksPath = `/${ctx.userPoolId}/.well-known/jwks.json`;
  let jwks: { keys: Jwk[] } | undefined;
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const work = async () => {
      // No CORS: only the app's server calls the emulator, never a browser, so no web page may either.
      if (req.method === 'POST' && path === '/') {
        await handleOperation(ctx, req, res);
      } else if ((req.method === 'GET' || req.method === 'HEAD') && path === jwksPath) {
        jwks ??= publicJwks(ctx.tokens.key);
        send(res, 200, 'application/json', jwks, { 'cache-control': 'public, max-age=3600' });
      } else {
        send(res, 404, 'application/json', { message: `Not found: ${req.method} ${path}` });
      }
    };
    work().catch((err: unknown) => {
      if (err instanceof CognitoError) {
        if (!res.headersSent) sendError(res, err);
        return;
      }
      // Never log request bodies: they carry passwords.
      console.error('[cognito-emulator] internal error:', err instanceof Error ? err.message : err);
      if (!res.headersSent) sendError(res, new CognitoError('InternalErrorException', 'Internal error', 500));
    });
  };
}
