/**
 * Who else has the project open (issue #28), from the live channel's welcome/joined/left/presence
 * messages, and this screen's own presence (selection, camera, cursor) sent at most ten times a
 * second: the latest state always goes out, intermediate ones are dropped. Read by React through
 * `subscribe`/`peers` (useSyncExternalStore); the list is replaced, never mutated, on each change.
 */
import type { Peer, Presence } from '#shared/live-protocol.ts';
import type { LiveChannel } from './live-channel.ts';

/** The shortest time between two presence messages (≤ 10 a second). */
const PRESENCE_INTERVAL_MS = 100;

export class LivePresence {
  private list: readonly Peer[] = [];
  private self: Peer | undefined;
  private own: Presence = {};
  private lastSent = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly channel: LiveChannel,
    private readonly now: () => number = () => performance.now(),
    private readonly intervalMs = PRESENCE_INTERVAL_MS,
  ) {
    this.stops.push(
      channel.on('message', (message) => {
        switch (message.type) {
          case 'welcome':
            this.self = message.you;
            this.set(message.peers.filter((peer) => peer.connectionId !== message.you.connectionId));
            // The server knows nothing of this connection's presence yet (a reconnect included).
            if (Object.keys(this.own).length) this.flush();
            break;
          case 'joined':
            if (message.peer.connectionId !== this.self?.connectionId)
              this.set([
                ...this.list.filter((p) => p.connectionId !== message.peer.connectionId),
                message.peer,
              ]);
            break;
          case 'left':
            this.set(this.list.filter((p) => p.connectionId !== message.connectionId));
            break;
          case 'presence':
            if (this.list.some((p) => p.connectionId === message.connectionId))
              this.set(
                this.list.map((p) =>
                  p.connectionId === message.connectionId ? { ...p, presence: message.presence } : p,
                ),
              );
            break;
        }
      }),
    );
    this.stops.push(
      channel.on('status', (status) => {
        // Off the channel, who is there is unknown: show nobody rather than stale faces.
        if (status !== 'live') this.set([]);
      }),
    );
  }

  /** The other connections on the project (this one left out). */
  peers = (): readonly Peer[] => this.list;

  /** This connection as the server described it (name, colour), once welcomed. */
  get you(): Peer | undefined {
    return this.self;
  }

  peer(connectionId: string): Peer | undefined {
    return this.list.find((p) => p.connectionId === connectionId);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes this screen's presence (the given fields; the rest stay) and sends it, throttled. */
  update(presence: Presence): void {
    this.own = { ...this.own, ...presence };
    if (this.timer !== undefined) return;
    const wait = this.lastSent + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.lastSent = this.now();
    this.channel.send({ type: 'presence', presence: this.own });
  }

  private set(list: readonly Peer[]): void {
    if (list.length === 0 && this.list.length === 0) return;
    this.list = list;
    for (const listener of this.listeners) listener();
  }
}
