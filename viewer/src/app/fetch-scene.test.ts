/** Scene downloads report progress, name HTTP failures, and give up on a stalled connection. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchScene, isUnsharedPublication, SceneFetchError } from './fetch-scene.ts';

const body = new Uint8Array(64 * 1024).map((_, i) => i % 251);
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/scene.ply') {
      res.writeHead(200, { 'content-length': String(body.length) });
      // Two writes, so progress is reported on the way.
      res.write(body.subarray(0, body.length / 2));
      setTimeout(() => res.end(body.subarray(body.length / 2)), 20);
    } else if (req.url === '/stalls.ply') {
      res.writeHead(200, { 'content-length': '1000' });
      res.write(new Uint8Array(10)); // and then nothing more
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchScene', () => {
  it('returns the bytes and reports progress below 100 %', async () => {
    const progress: number[] = [];
    const bytes = await fetchScene(`${base}/scene.ply`, (p) => progress.push(p));
    expect(bytes).toEqual(body);
    expect(progress.length).toBeGreaterThan(0);
    expect(Math.max(...progress)).toBeLessThan(100);
  });

  it('names the HTTP status of a failed download', async () => {
    const error = await fetchScene(`${base}/missing.ply`, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SceneFetchError);
    expect((error as SceneFetchError).status).toBe(404);
    expect((error as Error).message).toBe('The scene file could not be downloaded (HTTP 404)');
  });

  it('abandons a download that stops sending data', async () => {
    const error = await fetchScene(`${base}/stalls.ply`, () => {}, 500).catch((e: unknown) => e);
    expect((error as Error).message).toBe('The scene file stopped downloading (no data for 1 s)');
  });
});

describe('isUnsharedPublication', () => {
  it('is a missing published copy, and nothing else', () => {
    expect(isUnsharedPublication(new SceneFetchError('x', 404), '/published/u/a.ply')).toBe(true);
    expect(isUnsharedPublication(new SceneFetchError('x', 403), 'https://cdn.example/published/a.ply')).toBe(
      true,
    );
    expect(isUnsharedPublication(new SceneFetchError('x', 404), '/files/a.ply')).toBe(false);
    expect(isUnsharedPublication(new SceneFetchError('x', 500), '/published/a.ply')).toBe(false);
    expect(isUnsharedPublication(new Error('x'), '/published/a.ply')).toBe(false);
  });
});
