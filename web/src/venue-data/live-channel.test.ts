import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_CLOSE, type ServerMessage } from '#shared/live-protocol.ts';
import { LiveChannel, type LiveStatus } from './live-channel.ts';
import { socketFactory } from './live-test-kit.ts';
import { liveChannelUrl } from './live-url.ts';

function openChannel(random = () => 0.5) {
  const sockets = socketFactory();
  let token = 'tok-1';
  const channel = new LiveChannel({
    url: () => liveChannelUrl('p1', token, 'https://atrium.test'),
    createSocket: sockets.create,
    pingIntervalMs: 1000,
    baseDelayMs: 100,
    maxDelayMs: 1000,
    random,
  });
  const statuses: LiveStatus[] = [];
  const messages: ServerMessage[] = [];
  channel.on('status', (s) => statuses.push(s));
  channel.on('message', (m) => messages.push(m));
  channel.connect();
  return { channel, sockets, statuses, messages, setToken: (t: string) => (token = t) };
}

describe('LiveChannel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the same-origin /live URL with the project and token, and goes live on open', () => {
    const { channel, sockets, statuses } = openChannel();
    expect(sockets.latest().url).toBe('wss://atrium.test/live?projectId=p1&token=tok-1');
    expect(liveChannelUrl('p1', null, 'http://localhost:5173')).toBe('ws://localhost:5173/live?projectId=p1');
    expect(channel.status).toBe('connecting');
    sockets.latest().open();
    expect(statuses).toEqual(['live']);
    expect(channel.send({ type: 'ping' })).toBe(true);
  });

  it('passes on messages that follow the protocol and ignores the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sockets, messages } = openChannel();
    sockets.latest().open();
    sockets.latest().receive({ type: 'left', connectionId: 'c2' });
    sockets.latest().receive('not json');
    sockets.latest().receive(JSON.stringify({ type: 'edit', changes: 'all of them' }));
    expect(messages).toEqual([{ type: 'left', connectionId: 'c2' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('pings on open (API Gateway welcomes on the first message) and while live, and sends nothing while not', () => {
    const { channel, sockets } = openChannel();
    expect(channel.send({ type: 'ping' })).toBe(false);
    sockets.latest().open();
    expect(sockets.latest().sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(2500);
    expect(sockets.latest().sent).toHaveLength(3);
  });

  it('asks the API after upgrades that keep failing, and stops with its reason', async () => {
    const sockets = socketFactory();
    const reasons = [null, 'You were removed from this project'];
    const checkAccess = vi.fn(async () => reasons.shift() ?? null);
    const channel = new LiveChannel({
      url: () => 'ws://x/live',
      createSocket: sockets.create,
      baseDelayMs: 10,
      maxDelayMs: 10,
      checkAccess,
    });
    channel.connect();
    for (let i = 0; i < 3; i++) {
      sockets.latest().drop(); // a refused upgrade: 1006, never opened
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(checkAccess).toHaveBeenCalledTimes(1); // network trouble: keeps trying
    expect(channel.status).not.toBe('refused');
    for (let i = 0; i < 3; i++) {
      sockets.latest().drop();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(checkAccess).toHaveBeenCalledTimes(2);
    expect(channel.status).toBe('refused');
    expect(channel.refusal).toBe('You were removed from this project');
    const count = sockets.sockets.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets.sockets).toHaveLength(count);
  });

  it('reconnects after a drop with a growing, capped, jittered delay, and asks for the URL again', () => {
    const { channel, sockets, statuses, setToken } = openChannel(() => 0.5);
    sockets.latest().open();
    sockets.latest().drop();
    expect(channel.status).toBe('offline');
    vi.advanceTimersByTime(99);
    expect(sockets.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1); // 100 ms × (0.5 + 0.5)
    expect(sockets.sockets).toHaveLength(2);
    sockets.latest().drop(); // failed again before opening: 200 ms
    setToken('tok-2');
    vi.advanceTimersByTime(200);
    expect(sockets.sockets).toHaveLength(3);
    expect(sockets.latest().url).toContain('token=tok-2');
    for (let i = 0; i < 6; i++) {
      sockets.latest().drop();
      vi.advanceTimersByTime(1000); // capped at maxDelayMs
    }
    expect(sockets.sockets).toHaveLength(9);
    sockets.latest().open(); // success resets the backoff
    sockets.latest().drop();
    vi.advanceTimersByTime(100);
    expect(sockets.sockets).toHaveLength(10);
    expect(statuses.slice(0, 4)).toEqual(['live', 'offline', 'connecting', 'offline']);
  });

  it('jitters the delay between half and one and a half times', () => {
    const low = openChannel(() => 0);
    low.sockets.latest().drop();
    vi.advanceTimersByTime(50);
    expect(low.sockets.sockets).toHaveLength(2);
    const high = openChannel(() => 0.999);
    high.sockets.latest().drop();
    vi.advanceTimersByTime(149);
    expect(high.sockets.sockets).toHaveLength(2);
  });

  it('stops after 4401 and 4403 with the server’s reason, and never reconnects', () => {
    for (const code of [LIVE_CLOSE.unauthorized, LIVE_CLOSE.forbidden]) {
      const { channel, sockets } = openChannel();
      sockets.latest().open();
      sockets.latest().drop(code, code === LIVE_CLOSE.forbidden ? 'You were removed from this project' : '');
      expect(channel.status).toBe('refused');
      expect(channel.refusal).toMatch(code === LIVE_CLOSE.forbidden ? /removed/ : /sign in again/);
      vi.advanceTimersByTime(60_000);
      channel.reconnectNow();
      expect(sockets.sockets).toHaveLength(1);
    }
  });

  it('reconnects at once when told the browser is back online, and closes its socket on dispose', () => {
    const { channel, sockets } = openChannel();
    sockets.latest().drop();
    channel.reconnectNow();
    expect(sockets.sockets).toHaveLength(2);
    channel.dispose();
    expect(sockets.latest().closed).toEqual({ code: 1000, reason: 'closing' });
    vi.advanceTimersByTime(60_000);
    expect(sockets.sockets).toHaveLength(2);
  });
});
