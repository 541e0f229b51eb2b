/**
 * The browser's end of a project's live channel (issue #28): one WebSocket, its messages checked
 * against the shared protocol (#shared/live-protocol.ts), a ping while idle, and reconnection with a
 * jittered, capped backoff — except after the server's 4401 (sign in again) or 4403 (no role on the
 * project), which end the channel with the server's reason. Opening the socket again subscribes
 * again: the project is in the URL. What the messages mean is live-sync.ts's and live-presence.ts's.
 *
 * API Gateway's ways (docs/live-channel.md): the channel sends `ping` on open (its `welcome` comes
 * with the answer to the first message), and a refused upgrade reaches a browser as close 1006, so
 * after a few attempts in a row that never opened it asks the API (`checkAccess`) whether the caller
 * may still open the project; a reason means refused.
 */
import {
  type ClientMessage,
  LIVE_CLOSE,
  LIVE_PING_INTERVAL_MS,
  type ServerMessage,
  serverMessageSchema,
} from '#shared/live-protocol.ts';

export type LiveStatus = 'connecting' | 'live' | 'offline' | 'refused';

/** The part of a WebSocket the channel uses (a browser WebSocket, or a test's fake). */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface LiveChannelOptions {
  /** The URL to open, asked anew on every attempt (the token may have changed). */
  url: () => string;
  createSocket?: (url: string) => LiveSocket;
  pingIntervalMs?: number;
  /** The first reconnection delay; each failure doubles it up to maxDelayMs, then ±50 % jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  /**
   * Asked after UPGRADE_FAILURES_BEFORE_CHECK attempts in a row that never opened: why the caller may
   * not open the channel (signed out, no longer a member), or null when that is not the reason.
   */
  checkAccess?: () => Promise<string | null>;
}

interface LiveChannelEvents {
  status: LiveStatus;
  message: ServerMessage;
}

/** Attempts in a row that closed before opening, after which `checkAccess` is asked. */
const UPGRADE_FAILURES_BEFORE_CHECK = 3;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export class LiveChannel {
  private socket: LiveSocket | null = null;
  private state: LiveStatus = 'connecting';
  private reason = '';
  private attempt = 0;
  /** Attempts in a row whose socket closed without opening. */
  private unopened = 0;
  private opened = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private disposed = false;
  private readonly listeners: { [K in keyof LiveChannelEvents]: Set<(value: LiveChannelEvents[K]) => void> } =
    { status: new Set(), message: new Set() };

  constructor(private readonly options: LiveChannelOptions) {}

  get status(): LiveStatus {
    return this.state;
  }

  /** Why the server ended the channel (status 'refused'), in its words. */
  get refusal(): string {
    return this.reason;
  }

  on<K extends keyof LiveChannelEvents>(
    type: K,
    listener: (value: LiveChannelEvents[K]) => void,
  ): () => void {
    this.listeners[type].add(listener);
    return () => this.listeners[type].delete(listener);
  }

  connect(): void {
    if (this.disposed || this.state === 'refused') return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.detach();
    this.setStatus('connecting');
    let socket: LiveSocket;
    try {
      const create =
        this.options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as LiveSocket);
      socket = create(this.options.url());
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    this.opened = false;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.unopened = 0;
      this.opened = true;
      this.startPing();
      this.setStatus('live');
      // In AWS the welcome answers the first message: ask for it at once.
      this.send({ type: 'ping' });
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === LIVE_CLOSE.unauthorized || event.code === LIVE_CLOSE.forbidden) {
        this.refuse(
          event.reason ||
            (event.code === LIVE_CLOSE.unauthorized
              ? 'Your session has ended: sign in again to see live edits.'
              : 'You no longer have access to this project.'),
        );
        return;
      }
      if (!this.opened) this.unopened++;
      if (this.unopened >= UPGRADE_FAILURES_BEFORE_CHECK && this.options.checkAccess) {
        this.unopened = 0;
        void this.options.checkAccess().then(
          (reason) => {
            if (reason && !this.disposed) this.refuse(reason);
          },
          () => {},
        );
      }
      this.lost();
    };
    socket.onerror = () => {
      // A close follows every error; reconnecting is the close's business.
    };
  }

  /** Reconnects at once if the channel is waiting to (the browser came back online). */
  reconnectNow(): void {
    if (this.state === 'offline') this.connect();
  }

  /** Sends a message if the channel is live; false when it is not (nothing is queued). */
  send(message: ClientMessage): boolean {
    if (this.state !== 'live' || !this.socket) return false;
    try {
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.reconnectTimer);
    this.detach();
    this.listeners.status.clear();
    this.listeners.message.clear();
  }

  private detach(): void {
    this.stopPing();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000, 'closing');
      } catch {
        // already closed
      }
    }
  }

  /** Ends the channel for good, with why. */
  private refuse(reason: string): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.detach();
    this.reason = reason;
    this.setStatus('refused');
  }

  private lost(): void {
    this.stopPing();
    if (this.disposed) return;
    this.setStatus('offline');
    const base = this.options.baseDelayMs ?? BASE_DELAY_MS;
    const max = this.options.maxDelayMs ?? MAX_DELAY_MS;
    const capped = Math.min(max, base * 2 ** this.attempt);
    this.attempt++;
    const jitter = 0.5 + (this.options.random ?? Math.random)();
    this.reconnectTimer = setTimeout(() => this.connect(), Math.min(max, capped * jitter));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const result = serverMessageSchema.safeParse(parsed);
    if (!result.success) {
      console.warn(
        'Live channel: a message that does not follow the protocol was ignored',
        result.error.issues,
      );
      return;
    }
    for (const listener of this.listeners.message) listener(result.data);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(
      () => this.send({ type: 'ping' }),
      this.options.pingIntervalMs ?? LIVE_PING_INTERVAL_MS,
    );
  }

  private stopPing(): void {
    clearInterval(this.pingTimer);
    this.pingTimer = undefined;
  }

  private setStatus(status: LiveStatus): void {
    if (this.state === status) return;
    this.state = status;
    for (const listener of this.listeners.status) listener(status);
  }
}
