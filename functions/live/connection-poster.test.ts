/**
 * The AWS poster against a fake of API Gateway's management API (the @connections endpoint of a
 * WebSocket stage, which does not run locally): the real SDK client posts each message as its JSON, and
 * a connection the fake no longer holds (410 GoneException) is 'gone', as is closing one.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionPoster } from './connection-poster.ts';

/** What the fake was sent: method, path and body. */
const requests: { method: string; path: string; body: string }[] = [];
const open = new Set(['conn-open']);
let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, body });
      const id = decodeURIComponent(path.split('/@connections/')[1] ?? '');
      if (open.has(id)) {
        if (request.method === 'DELETE') open.delete(id);
        response.writeHead(request.method === 'DELETE' ? 204 : 200).end();
        return;
      }
      response
        .writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' })
        .end(JSON.stringify({ message: null }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const poster = () =>
  connectionPoster(
    new ApiGatewayManagementApiClient({
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
      maxAttempts: 1,
    }),
  );

describe('connectionPoster', () => {
  it("posts the message's JSON to the stage's @connections/{id}", async () => {
    expect(await poster().post('conn-open', { type: 'pong' })).toBe('ok');
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/live/@connections/conn-open',
      body: '{"type":"pong"}',
    });
  });

  it("answers 'gone' for a connection API Gateway no longer holds (410), and closing one is quiet", async () => {
    expect(await poster().post('conn-closed', { type: 'pong' })).toBe('gone');
    await expect(poster().close('conn-closed', 4403, 'removed')).resolves.toBeUndefined();
    await poster().close('conn-open', 4403, 'removed');
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/live/@connections/conn-open' });
    expect(await poster().post('conn-open', { type: 'pong' })).toBe('gone');
  });
});
