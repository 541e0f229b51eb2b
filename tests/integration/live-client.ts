/**
 * A test's browser on the live channel: a real `ws` client of the local server's endpoint that keeps
 * every message it is sent, so a test can wait for one, or prove that none came (a ping's pong comes
 * after everything sent before it, since the server handles a connection's frames in order).
 */
import { WebSocket } from 'ws';
import {
  type ClientMessage,
  LIVE_PATH,
  type ServerMessage,
  serverMessageSchema,
} from '#shared/live-protocol.ts';

type Of<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;

export class LiveClient {
  readonly received: ServerMessage[] = [];
  /** The close code and reason, once the server (or the client) closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private wake: (() => void) | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(serverMessageSchema.parse(JSON.parse(data.toString())));
      this.wake?.();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a socket to the endpoint with the page's origin; answers it once it is open (or closed at once). */
  static async open(
    port: number,
    query: { projectId?: string; token?: string },
    origin = `http://localhost:${port}`,
  ): Promise<LiveClient> {
    const params = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}?${params}`, { origin });
    const client = new LiveClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade refused: ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
    return client;
  }

  send(message: ClientMessage | string) {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message of this type not taken yet (waiting for it), taken out of `received`. */
  next<T extends ServerMessage['type']>(type: T, timeoutMs = 5000): Promise<Of<T>> {
    return this.nextWhere(type, () => true, timeoutMs);
  }

  /**
   * The first message of this type that `matches` (waiting for it), taken out of `received`; others
   * stay. E.g. one connection's 'left', when an earlier story's connections may still be leaving.
   */
  async nextWhere<T extends ServerMessage['type']>(
    type: T,
    matches: (message: Of<T>) => boolean,
    timeoutMs = 5000,
  ): Promise<Of<T>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((message) => message.type === type && matches(message as Of<T>));
      if (index >= 0) return this.received.splice(index, 1)[0] as Of<T>;
      if (Date.now() > deadline)
        throw new Error(`no ${type} message; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Everything received until the answer to a ping (and so everything the server sent before it). */
  async settle(): Promise<ServerMessage[]> {
    this.send({ type: 'ping' });
    await this.next('pong');
    return this.received.splice(0);
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}
