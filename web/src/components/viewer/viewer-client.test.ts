import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ViewerClient } from './viewer-client.ts';

const ORIGIN = 'https://atrium.example';
const camera = { position: [1, 2, 3], target: [0, 0, 0], up: [0, -1, 0], fov: 60 };

/** A window and an iframe just real enough for the client: messages are events, posts are recorded. */
function setUp() {
  const win = new EventTarget();
  vi.stubGlobal('window', win);
  const posted: unknown[] = [];
  const contentWindow = { postMessage: (message: unknown) => posted.push(message) };
  const frame = Object.assign(new EventTarget(), { contentWindow }) as unknown as HTMLIFrameElement;
  const fromViewer = (data: unknown, source: unknown = contentWindow, origin = ORIGIN) =>
    win.dispatchEvent(Object.assign(new Event('message'), { data, source, origin }));
  return { frame, posted, fromViewer };
}

/** A client attached to the stubbed frame, whose viewer has said it is ready. */
function readyClient(renderer: 'webgl' | 'webgpu') {
  const stub = setUp();
  const client = new ViewerClient({ origin: ORIGIN });
  client.attach(stub.frame);
  stub.fromViewer({ type: 'viewerReady', renderer });
  return { ...stub, client };
}

/** The question the client asked last, once it has gone out. */
async function lastAsked<T>(posted: unknown[]): Promise<T> {
  await vi.advanceTimersByTimeAsync(0);
  return posted.at(-1) as T;
}

describe('ViewerClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is ready on viewerReady from its own frame only, and pushes then', async () => {
    const { frame, posted, fromViewer } = setUp();
    const statuses: string[] = [];
    const client = new ViewerClient({ origin: ORIGIN, onStatus: (s) => statuses.push(s) });
    client.attach(frame);
    fromViewer({ type: 'viewerReady', renderer: 'webgl' }, {}); // another window
    fromViewer({ type: 'viewerReady', renderer: 'webgl' }, undefined, 'https://evil.example');
    expect(client.status).toBe('loading');
    fromViewer({ type: 'viewerReady', renderer: 'webgl' });
    expect(statuses).toEqual(['ready']);
    await expect(client.push({ type: 'setMode', mode: 'view' })).resolves.toBe(true);
    expect(posted).toContainEqual({ type: 'setMode', mode: 'view' });
    client.dispose();
  });

  it('gives the keyboard to the frame it is attached to, and to nothing before', () => {
    setUp();
    const focused: string[] = [];
    const frameOf = (name: string) =>
      Object.assign(new EventTarget(), {
        contentWindow: { postMessage: () => {}, focus: () => focused.push(name) },
      }) as unknown as HTMLIFrameElement;
    const client = new ViewerClient({ origin: ORIGIN });
    client.focus();
    client.attach(frameOf('first'));
    client.attach(frameOf('second'));
    client.focus();
    expect(focused).toEqual(['second']);
    client.dispose();
  });

  it('retries a push 3 times with 300 ms × attempt, then gives up', async () => {
    const { frame, posted } = setUp();
    const client = new ViewerClient({ origin: ORIGIN });
    client.attach(frame);
    const result = client.push({ type: 'cancelCreation' });
    await vi.advanceTimersByTimeAsync(300 + 600 + 900 - 1);
    expect(posted.filter((m) => (m as { type: string }).type === 'cancelCreation')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
    client.dispose();
  });

  it('polls every second and reports the viewer missing when the loaded frame never answers', async () => {
    const { frame, posted } = setUp();
    const onStatus = vi.fn();
    const client = new ViewerClient({ origin: ORIGIN, onStatus, maxPolls: 3 });
    client.attach(frame);
    frame.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(posted.filter((m) => (m as { type: string }).type === 'getCurrentCamera')).toHaveLength(3);
    expect(onStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onStatus).toHaveBeenCalledWith('missing');
    client.dispose();
  });

  it('answers getCurrentCamera by requestId, or null after 5 s', async () => {
    const { client, posted, fromViewer } = readyClient('webgpu');
    const answered = client.getCurrentCamera();
    const ask = await lastAsked<{ requestId: string }>(posted);
    fromViewer({ type: 'currentCamera', requestId: 'someone-else', camera: { ...camera, fov: 10 } });
    fromViewer({ type: 'currentCamera', requestId: ask.requestId, camera });
    await expect(answered).resolves.toEqual(camera);
    const unanswered = client.getCurrentCamera();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(unanswered).resolves.toBeNull();
    client.dispose();
  });

  it('answers getPlannerTools with the tools the viewer describes', async () => {
    const { client, posted, fromViewer } = readyClient('webgl');
    const answered = client.getPlannerTools();
    const ask = await lastAsked<{ type: string; requestId: string }>(posted);
    expect(ask.type).toBe('getPlannerTools');
    const tools = [{ name: 'point', label: 'Point', modes: ['annotate', 'draw'], key: 1 }];
    // An answer to another question does not settle it.
    fromViewer({ type: 'currentCamera', requestId: ask.requestId, camera });
    fromViewer({ type: 'plannerTools', requestId: ask.requestId, tools });
    await expect(answered).resolves.toEqual(tools);
    client.dispose();
  });

  it('answers renderThumbnail with the picture the viewer rendered', async () => {
    const { client, posted, fromViewer } = readyClient('webgl');
    const answered = client.renderThumbnail(256);
    const ask = await lastAsked<{ type: string; requestId: string; width: number; height: number }>(posted);
    expect(ask).toMatchObject({ type: 'renderThumbnail', width: 256, height: 256 });
    const dataUrl = 'data:image/png;base64,AAAA';
    fromViewer({ type: 'thumbnailReady', requestId: ask.requestId, dataUrl, width: 256, height: 256 });
    await expect(answered).resolves.toBe(dataUrl);
    client.dispose();
  });

  it('refuses a scene load while one is in progress', async () => {
    // The first scene is loading from the frame's address.
    const { client, fromViewer } = readyClient('webgl');
    await expect(client.loadScene('/b.splat')).resolves.toBe(false);
    fromViewer({ type: 'sceneLoaded', splatCount: 10 });
    await expect(client.loadScene('/b.splat')).resolves.toBe(true);
    await expect(client.loadScene('/c.splat')).resolves.toBe(false);
    fromViewer({ type: 'sceneLoadFailed', message: 'x' });
    await expect(client.loadScene('/c.splat')).resolves.toBe(true);
    client.dispose();
  });
});
