import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Peer } from '#shared/live-protocol.ts';
import { LiveChannel } from './live-channel.ts';
import { LivePresence } from './live-presence.ts';
import { socketFactory } from './live-test-kit.ts';

const peer = (connectionId: string, username: string): Peer => ({
  connectionId,
  username,
  role: 'editor',
  color: '#e91e63',
});

function setup() {
  const sockets = socketFactory();
  const channel = new LiveChannel({ url: () => 'ws://x/live', createSocket: sockets.create });
  let t = 0;
  const clock = {
    advance(ms: number) {
      t += ms;
      vi.advanceTimersByTime(ms);
    },
  };
  const presence = new LivePresence(channel, () => t, 100);
  channel.connect();
  sockets.latest().open();
  return { sockets, channel, presence, clock };
}

describe('LivePresence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps the peers from welcome, joined, left and presence messages, without this connection', () => {
    const { sockets, presence } = setup();
    const changes = vi.fn();
    presence.subscribe(changes);
    const socket = sockets.latest();
    socket.receive({
      type: 'welcome',
      you: peer('me', 'ann'),
      peers: [peer('me', 'ann'), peer('c2', 'bob')],
    });
    socket.receive({ type: 'joined', peer: peer('c3', 'cy') });
    socket.receive({ type: 'presence', connectionId: 'c2', presence: { selection: ['t1'] } });
    socket.receive({ type: 'left', connectionId: 'c3' });
    expect(presence.you?.username).toBe('ann');
    expect(presence.peers()).toEqual([{ ...peer('c2', 'bob'), presence: { selection: ['t1'] } }]);
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('sends its own presence at most ten times a second, always ending on the latest', () => {
    const { sockets, presence, clock } = setup();
    const sent = () => sockets.latest().sent.filter((m) => m.type === 'presence');
    presence.update({ selection: ['a'] });
    expect(sent()).toHaveLength(1);
    for (let i = 0; i < 10; i++) {
      presence.update({ camera: { position: [i, 1, 0], target: [0, 0, 0] } });
      clock.advance(20);
    }
    // 200 ms of updates: the first at once, then one per 100 ms
    expect(sent().length).toBeLessThanOrEqual(3);
    clock.advance(100);
    expect(sent().at(-1)).toEqual({
      type: 'presence',
      presence: { selection: ['a'], camera: { position: [9, 1, 0], target: [0, 0, 0] } },
    });
  });

  it('forgets the peers while the channel is down, and tells the server its presence again when welcomed', () => {
    const { sockets, presence, channel } = setup();
    sockets.latest().receive({ type: 'welcome', you: peer('me', 'ann'), peers: [peer('c2', 'bob')] });
    presence.update({ selection: ['a'] });
    sockets.latest().drop();
    expect(presence.peers()).toEqual([]);
    channel.reconnectNow();
    sockets.latest().open();
    sockets.latest().receive({ type: 'welcome', you: peer('me2', 'ann'), peers: [] });
    expect(sockets.latest().sent).toEqual([
      { type: 'ping' },
      { type: 'presence', presence: { selection: ['a'] } },
    ]);
  });
});
