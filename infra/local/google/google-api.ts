/**
 * A small fake of Google's OAuth 2.0 endpoints and the Drive v3 API for tests: the real
 * google-auth-library and @googleapis/drive reach it through their endpoint and `rootUrl` options.
 * It answers as Google documents, errors included:
 *
 * - GET  /o/oauth2/v2/auth      the consent page (Allow / Cancel), redirecting to redirect_uri with
 *                               `code` and `state` (or `error=access_denied`); `autoApprove` skips the page
 * - POST /token                 authorization_code and refresh_token grants; invalid_client 401,
 *                               invalid_grant 400 (a used, expired or unknown code; a revoked refresh token),
 *                               redirect_uri_mismatch 400, unsupported_grant_type 400
 * - GET  /drive/v3/files        `q` (`'<id>' in parents`, `trashed`, `mimeType`/`name` with = != contains,
 *                               and/or/not, parentheses), `pageSize`, `pageToken`/`nextPageToken`, `orderBy`,
 *                               `fields`; a query naming a missing parent answers 404 notFound
 * - GET  /drive/v3/files/{id}   metadata (`fields`), or the bytes with `alt=media`; 404 notFound,
 *                               403 fileNotDownloadable for Google Docs
 * Drive calls need a live access token with a Drive scope (401 authError, 403 insufficientPermissions).
 * POST /__fake/revoke-all stands in for the user removing Atrium's access in their Google account
 * (for tests that drive a server running the fake in another process).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { type FakeDriveFile, type Predicate, parseQuery, selectFields } from './drive-query.ts';

export const FOLDER = 'application/vnd.google-apps.folder';
const DRIVE_SCOPES = [
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/drive',
];

interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
  offline: boolean;
  expiresAt: number;
  used: boolean;
}

interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
}

type Answer = {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
  /** Send only the first bytes, then cut the connection (a transfer that breaks off). */
  cutAfter?: number;
};

const json = (status: number, body: unknown): Answer => ({ status, body });

function driveError(status: number, reason: string, message: string, location?: string): Answer {
  const error = {
    message,
    domain: 'global',
    reason,
    ...(location ? { location, locationType: location === 'Authorization' ? 'header' : 'parameter' } : {}),
  };
  return json(status, { error: { code: status, message, errors: [error] } });
}

const oauthError = (status: number, error: string, description: string) =>
  json(status, { error, error_description: description });

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  /** Redirect straight back with a code instead of showing the consent page. */
  autoApprove?: boolean;
  /** Access tokens live this long (Google: 3599 s). */
  accessTokenSeconds?: number;
}

export class FakeGoogleApi {
  readonly files = new Map<string, FakeDriveFile>();
  readonly requests: FakeRequest[] = [];
  /** The id behind the `root` alias (Drive gives My Drive a real id). */
  readonly rootId = `0A${randomBytes(8).toString('hex')}PVA`;
  private readonly codes = new Map<string, Grant>();
  private readonly refreshTokens = new Map<string, { clientId: string; scope: string; revoked: boolean }>();
  private readonly accessTokens = new Map<string, { scope: string; expiresAt: number }>();
  /** Failures to answer before the real answers: status codes, or 'cut' for a broken transfer. */
  private readonly failures: { matches: (request: FakeRequest) => boolean; kind: number | 'cut' }[] = [];
  private server: Server | undefined;
  rootUrl = '';

  constructor(readonly options: FakeGoogleOptions) {
    this.files.set(this.rootId, {
      id: this.rootId,
      name: 'My Drive',
      mimeType: FOLDER,
      parents: [],
      trashed: false,
      content: Buffer.alloc(0),
      createdTime: new Date(0).toISOString(),
    });
  }

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.rootUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  // ---- the Drive's content ---------------------------------------------------------------------

  private newId(): string {
    return `1${randomBytes(16).toString('base64url')}`;
  }

  addFolder(name: string, parentId = 'root'): string {
    return this.addFile(name, FOLDER, parentId, Buffer.alloc(0));
  }

  addFile(name: string, mimeType: string, parentId = 'root', content: Buffer | string = ''): string {
    const id = this.newId();
    this.files.set(id, {
      id,
      name,
      mimeType,
      parents: [this.resolveId(parentId)],
      trashed: false,
      content: Buffer.from(content),
      createdTime: new Date(Date.now() + this.files.size).toISOString(),
    });
    return id;
  }

  trash(id: string): void {
    const file = this.files.get(id);
    if (file) file.trashed = true;
  }

  remove(id: string): void {
    this.files.delete(id);
  }

  // ---- authorisations ----------------------------------------------------------------------------

  /** Every refresh token issued, newest last. */
  get issuedRefreshTokens(): string[] {
    return [...this.refreshTokens.keys()];
  }

  /** The user revokes Atrium's access in their Google account: its refresh tokens stop working. */
  revokeAll(): void {
    for (const grant of this.refreshTokens.values()) grant.revoked = true;
    this.accessTokens.clear();
  }

  /** Access tokens expire; clients must refresh. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** The next requests whose path starts with prefix fail: with a status, or cut off mid-body. */
  failNext(prefix: string, ...kinds: (number | 'cut')[]): void {
    for (const kind of kinds) this.failures.push({ matches: (r) => r.path.startsWith(prefix), kind });
  }

  /** Failures set up but not yet answered. */
  get pendingFailures(): number {
    return this.failures.length;
  }

  /** The next downloads (`alt=media`) of one file fail, in this order. */
  failNextDownloads(fileId: string, ...kinds: (number | 'cut')[]): void {
    const matches = (r: FakeRequest) =>
      r.path === `/drive/v3/files/${fileId}` && r.query.get('alt') === 'media';
    for (const kind of kinds) this.failures.push({ matches, kind });
  }

  /** What the consent page's Allow (or Cancel) button does, for tests without a browser. */
  consent(authUrl: string, decision: 'allow' | 'deny' = 'allow'): string {
    const answer = this.authorize(new URL(authUrl).searchParams, decision);
    const location = answer.headers?.location;
    if (!location) throw new Error(`consent refused: ${JSON.stringify(answer.body)}`);
    return location;
  }

  // ---- HTTP --------------------------------------------------------------------------------------

  private resolveId(id: string): string {
    return id === 'root' ? this.rootId : id;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake.google');
    const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams };
    this.requests.push(request);
    const failure = this.failures.findIndex((f) => f.matches(request));
    let answer: Answer;
    if (failure >= 0) {
      const kind = this.failures.splice(failure, 1)[0]?.kind;
      answer =
        kind === 'cut'
          ? { ...this.answer(request, req.headers, Buffer.concat(chunks).toString('utf8')), cutAfter: 7 }
          : driveError(kind ?? 500, 'backendError', 'Backend Error');
    } else {
      answer = this.answer(request, req.headers, Buffer.concat(chunks).toString('utf8'));
    }
    const isBytes = Buffer.isBuffer(answer.body);
    const isHtml = typeof answer.body === 'string';
    const body = isBytes
      ? (answer.body as Buffer)
      : Buffer.from(isHtml ? (answer.body as string) : JSON.stringify(answer.body));
    res.writeHead(answer.status, {
      'content-type': isBytes
        ? 'application/octet-stream'
        : isHtml
          ? 'text/html; charset=utf-8'
          : 'application/json; charset=UTF-8',
      'content-length': String(body.length),
      ...answer.headers,
    });
    if (answer.cutAfter !== undefined) {
      res.write(body.subarray(0, answer.cutAfter));
      setTimeout(() => res.destroy(), 20);
      return;
    }
    res.end(body);
  }

  private answer(request: FakeRequest, headers: IncomingMessage['headers'], body: string): Answer {
    const { method, path, query } = request;
    if (method === 'GET' && path === '/o/oauth2/v2/auth') {
      return this.options.autoApprove ? this.authorize(query, 'allow') : this.consentPage(query);
    }
    if (method === 'GET' && path === '/o/oauth2/v2/auth/decision') {
      return this.authorize(query, query.get('decision') === 'allow' ? 'allow' : 'deny');
    }
    if (method === 'POST' && path === '/token') return this.token(new URLSearchParams(body), headers);
    if (method === 'POST' && path === '/__fake/revoke-all') {
      this.revokeAll();
      return json(200, {});
    }
    if (path.startsWith('/drive/v3/')) {
      if (method !== 'GET') return driveError(405, 'methodNotAllowed', 'Method not allowed');
      const scope = this.accessScope(headers.authorization);
      if (scope === null) {
        return driveError(401, 'authError', 'Invalid Credentials', 'Authorization');
      }
      if (!DRIVE_SCOPES.some((s) => scope.split(' ').includes(s))) {
        return driveError(
          403,
          'insufficientPermissions',
          'Insufficient Permission: Request had insufficient authentication scopes.',
        );
      }
      if (path === '/drive/v3/files') return this.list(query);
      const id = /^\/drive\/v3\/files\/([^/]+)$/.exec(path)?.[1];
      if (id) return this.get(decodeURIComponent(id), query);
    }
    return json(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
  }

  private accessScope(authorization: string | undefined): string | null {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const access = token ? this.accessTokens.get(token) : undefined;
    if (!access || access.expiresAt <= Date.now()) return null;
    return access.scope;
  }

  /** The consent decision as Google's authorization endpoint takes it. */
  private authorize(query: URLSearchParams, decision: 'allow' | 'deny'): Answer {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== this.options.clientId) {
      return {
        status: 401,
        body: '<h1>Error 401: invalid_client</h1><p>The OAuth client was not found.</p>',
      };
    }
    if (!/^https?:\/\//.test(redirectUri)) {
      return { status: 400, body: '<h1>Error 400: redirect_uri_mismatch</h1>' };
    }
    if (query.get('response_type') !== 'code' || !query.get('scope')) {
      return { status: 400, body: '<h1>Error 400: invalid_request</h1>' };
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/0${randomBytes(24).toString('base64url')}`;
      const scope = (query.get('scope') ?? '')
        .split(' ')
        .map((s) => (s === 'email' || s === 'profile' ? `https://www.googleapis.com/auth/userinfo.${s}` : s))
        .join(' ');
      this.codes.set(code, {
        clientId: this.options.clientId,
        redirectUri,
        scope,
        offline: query.get('access_type') === 'offline',
        expiresAt: Date.now() + 10 * 60_000,
        used: false,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scope);
    }
    if (state !== null) back.searchParams.set('state', state);
    return { status: 302, headers: { location: back.toString() }, body: '' };
  }

  private consentPage(query: URLSearchParams): Answer {
    if (query.get('client_id') !== this.options.clientId) return this.authorize(query, 'allow');
    const decision = (value: 'allow' | 'deny') => {
      const params = new URLSearchParams(query);
      params.set('decision', value);
      return `/o/oauth2/v2/auth/decision?${params.toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;')}`;
    };
    const scopes = (query.get('scope') ?? '').split(' ').map((s) => `<li>${s.replace(/[<>&"]/g, '')}</li>`);
    return {
      status: 200,
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (fake)</title></head>
<body style="font-family: sans-serif; max-width: 30rem; margin: 3rem auto">
<h1>Atrium wants to access your Google Account</h1><ul>${scopes.join('')}</ul>
<a href="${decision('deny')}">Cancel</a> <a href="${decision('allow')}">Allow</a></body></html>`,
    };
  }

  private token(params: URLSearchParams, headers: IncomingMessage['headers']): Answer {
    // Client authentication: in the body (client_secret_post) or HTTP Basic.
    const basic = /^Basic (.+)$/.exec(headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const clientId = params.get('client_id') ?? basicId;
    const clientSecret = params.get('client_secret') ?? basicSecret;
    if (clientId !== this.options.clientId || clientSecret !== this.options.clientSecret) {
      return oauthError(401, 'invalid_client', 'Unauthorized');
    }
    const grantType = params.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = params.get('code') ?? '';
      const grant = this.codes.get(code);
      if (!grant || grant.used || grant.expiresAt <= Date.now()) {
        // A reused code also revokes what it issued, as Google does.
        return oauthError(400, 'invalid_grant', 'Bad Request');
      }
      if (params.get('redirect_uri') !== grant.redirectUri) {
        return oauthError(400, 'redirect_uri_mismatch', 'Bad Request');
      }
      grant.used = true;
      const refresh = grant.offline ? `1//0${randomBytes(32).toString('base64url')}` : undefined;
      if (refresh) this.refreshTokens.set(refresh, { clientId, scope: grant.scope, revoked: false });
      return json(200, {
        ...this.issueAccess(grant.scope),
        ...(refresh ? { refresh_token: refresh } : {}),
        id_token: `fake.${createHash('sha256').update(code).digest('base64url')}.sig`,
      });
    }
    if (grantType === 'refresh_token') {
      const grant = this.refreshTokens.get(params.get('refresh_token') ?? '');
      if (!grant || grant.revoked || grant.clientId !== clientId) {
        return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.');
      }
      return json(200, this.issueAccess(grant.scope));
    }
    return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  private issueAccess(scope: string) {
    const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
    const seconds = this.options.accessTokenSeconds ?? 3599;
    this.accessTokens.set(accessToken, { scope, expiresAt: Date.now() + seconds * 1000 });
    return { access_token: accessToken, expires_in: seconds, scope, token_type: 'Bearer' };
  }

  private resource(file: FakeDriveFile): Record<string, unknown> {
    return {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      parents: file.parents,
      trashed: file.trashed,
      createdTime: file.createdTime,
      modifiedTime: file.createdTime,
      ...(file.mimeType.startsWith('application/vnd.google-apps.')
        ? {}
        : { size: String(file.content.length) }),
    };
  }

  private list(query: URLSearchParams): Answer {
    const pageSize = Number(query.get('pageSize') ?? 100);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
      return driveError(
        400,
        'invalid',
        `Invalid value '${query.get('pageSize')}'. Values must be within the range: [1, 1000]`,
        'pageSize',
      );
    }
    const q = query.get('q') ?? '';
    let test: Predicate = () => true;
    if (q) {
      try {
        const parsed = parseQuery(q, (id) => this.resolveId(id));
        const missing = parsed.parents.find((id) => this.files.get(id)?.mimeType !== FOLDER);
        if (missing !== undefined)
          return driveError(404, 'notFound', `File not found: ${missing}.`, 'fileId');
        test = parsed.test;
      } catch {
        return driveError(400, 'invalid', 'Invalid Value', 'q');
      }
    }
    const order = (query.get('orderBy') ?? '').split(',').filter(Boolean);
    const keys = order.map((entry) => {
      const [key = '', direction] = entry.trim().split(/\s+/);
      return { key, descending: direction === 'desc' };
    });
    if (keys.some(({ key }) => !['folder', 'name', 'createdTime', 'modifiedTime'].includes(key))) {
      return driveError(400, 'invalid', 'Invalid Value', 'orderBy');
    }
    const matches = [...this.files.values()]
      .filter((file) => file.id !== this.rootId && test(file))
      .sort((a, b) => {
        for (const { key, descending } of keys) {
          const [x, y] =
            key === 'folder'
              ? [a.mimeType === FOLDER ? 0 : 1, b.mimeType === FOLDER ? 0 : 1]
              : key === 'name'
                ? [a.name.toLowerCase(), b.name.toLowerCase()]
                : [a.createdTime, b.createdTime];
          if (x !== y) return (x < y ? -1 : 1) * (descending ? -1 : 1);
        }
        return a.createdTime < b.createdTime ? -1 : 1;
      });
    // The page token is opaque to clients; here it carries the offset and the query it belongs to.
    const fingerprint = createHash('sha256')
      .update(`${q}|${query.get('orderBy')}|${pageSize}`)
      .digest('hex')
      .slice(0, 12);
    let offset = 0;
    const pageToken = query.get('pageToken');
    if (pageToken) {
      const [print, start] = Buffer.from(pageToken, 'base64url').toString().split(':');
      if (print !== fingerprint || !/^\d+$/.test(start ?? '')) {
        return driveError(400, 'invalid', 'Invalid Value', 'pageToken');
      }
      offset = Number(start);
    }
    const page = matches.slice(offset, offset + pageSize);
    const more = offset + pageSize < matches.length;
    const record: Record<string, unknown> = {
      kind: 'drive#fileList',
      incompleteSearch: false,
      files: page.map((file) => this.resource(file)),
      ...(more
        ? { nextPageToken: Buffer.from(`${fingerprint}:${offset + pageSize}`).toString('base64url') }
        : {}),
    };
    const fields =
      query.get('fields') ?? 'kind, nextPageToken, incompleteSearch, files(kind, id, name, mimeType)';
    return json(200, selectFields(record, fields));
  }

  private get(id: string, query: URLSearchParams): Answer {
    const file = this.files.get(this.resolveId(id));
    if (!file) return driveError(404, 'notFound', `File not found: ${id}.`, 'fileId');
    if (query.get('alt') === 'media') {
      if (file.mimeType.startsWith('application/vnd.google-apps.')) {
        return driveError(
          403,
          'fileNotDownloadable',
          'Only files with binary content can be downloaded. Use Export with Docs Editors files.',
          'alt',
        );
      }
      return { status: 200, body: file.content };
    }
    return json(200, selectFields(this.resource(file), query.get('fields') ?? 'kind, id, name, mimeType'));
  }
}
