/**
 * Helpers for integration tests: the real HTTP app against the shared local stack, and real users
 * signed up and confirmed through the auth routes with the code taken from the local mailbox.
 */
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { createApp, createServices } from '#functions/app.ts';
import { Mailbox } from '#functions/mail/mailbox.ts';

export const config = inject('localConfig');
export const services = createServices(config);
export const app = createApp(services);
export const mailbox = new Mailbox(inject('mailboxFile'));

export const PASSWORD = 'Str0ng!Passw0rd';

export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The newest code mailed to this address. */
export function latestCode(email: string): string {
  const message = new Mailbox(inject('mailboxFile')).list().find((m) => m.to === email);
  if (!message?.code) throw new Error(`No code was mailed to ${email}`);
  return message.code;
}

export async function signUpAndLogin(prefix = 'user') {
  const username = uniqueUsername(prefix);
  return signUpAs(username, `${username}@example.com`);
}

/** A new signed-in user and their tRPC caller (against the shared app unless another is given). */
export async function signedInClient(prefix = 'user', target: { request: typeof app.request } = app) {
  const user = await signUpAndLogin(prefix);
  return { user, client: trpcAs(user.token, target) };
}

/** Signs up, confirms and signs in a user with this exact name (a name can be taken again once free). */
export async function signUpAs(username: string, email: string) {
  const signup = await postJson('/api/auth/signup', { email, username, password: PASSWORD });
  if (signup.status !== 200) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const confirm = await postJson('/api/auth/code', { username, code: latestCode(email) });
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  const login = await postJson('/api/auth/login', { username, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { username, email, token: String(login.body.Authorization) };
}

/** A tRPC client-shaped caller over HTTP: GET for queries, POST for mutations, as the web app does. */
export function trpcAs(token: string | null, target: { request: typeof app.request } = app) {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  return {
    async query(name: string, input?: unknown) {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const response = await target.request(`/trpc/${name}${query}`, { headers });
      return { status: response.status, body: (await response.json()) as TrpcBody };
    },
    async mutate(name: string, input: unknown) {
      const response = await target.request(`/trpc/${name}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: response.status, body: (await response.json()) as TrpcBody };
    },
  };
}

export interface TrpcBody {
  result?: { data: unknown };
  error?: {
    message: string;
    code: number;
    data: { code: string; httpStatus: number; appCode?: string | null };
  };
}

/** The procedure's result, or a failure that shows the error the server answered instead. */
export function dataOf<T>(response: { status: number; body: TrpcBody }): T {
  if (!response.body.result)
    throw new Error(`expected a result, got ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.data as T;
}

/** A valid address and project, for tests that need a record to exist. */
export const sampleAddress = { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
export const sampleProject = { name: 'Summer Gala', about: 'Venue planning for the summer gala' };

/** Creates a property through the API and answers its id. */
export async function createPropertyAs(
  client: ReturnType<typeof trpcAs>,
  input = sampleAddress,
): Promise<string> {
  return dataOf<{ propertyId: string }>(await client.mutate('createProperty', input)).propertyId;
}

/** Creates a project through the API and answers its id. */
export async function createProjectAs(
  client: ReturnType<typeof trpcAs>,
  input: typeof sampleProject & { venueId?: string; eventDate?: string } = sampleProject,
): Promise<string> {
  return dataOf<{ projectId: string }>(await client.mutate('createProject', input)).projectId;
}

/** An upload ticket: the presigned PUT address, the object key and the content type to send. */
export interface UploadTicket {
  body: string;
  key: string;
  contentType: string;
}

/** Asks for an upload URL and PUTs the bytes to it, as the browser does. */
export async function uploadFile(
  client: ReturnType<typeof trpcAs>,
  procedure: 'getProjectFileUploadUrl' | 'getUploadUrl',
  input: Record<string, unknown>,
  bytes: Uint8Array,
): Promise<UploadTicket> {
  const fileName = String(input.fileName);
  const ticket = dataOf<UploadTicket>(
    await client.mutate(procedure, {
      fileType: '',
      fileExtension: fileName.split('.').pop(),
      createdAt: new Date().toISOString(),
      fileSize: bytes.byteLength,
      ...input,
    }),
  );
  const put = await fetch(ticket.body, {
    method: 'PUT',
    headers: { 'content-type': ticket.contentType },
    body: Buffer.from(bytes),
  });
  expect(put.status).toBe(200);
  return ticket;
}
