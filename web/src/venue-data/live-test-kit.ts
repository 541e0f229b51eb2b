/**
 * Test doubles of the live channel's edge (issue #28): a fake WebSocket the tests drive by hand, and a
 * relay that plays the server's part for several in-process clients (welcome, fan-out to the others).
 * Used by the live tests and the live bench; never by the app.
 */
import type { ClientMessage, Peer, ServerMessage } from '#shared/live-protocol.ts';
import type { LiveSocket } from './live-channel.ts';

class FakeSocket implements LiveSocket {
  readonly sent: ClientMessage[] = [];
  closed: { code?: number; reason?: string } | undefined;
  onopen: LiveSocket['onopen'] = null;
  onmessage: LiveSocket['onmessage'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }

  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
  }

  open(): void {
    this.onopen?.({});
  }

  receive(message: ServerMessage | string): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  drop(code = 1006, reason = ''): void {
    this.onclose?.({ code, reason });
  }
}

/** Sockets a channel opened, newest last. */
export function socketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    create: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    latest: () => sockets[sockets.length - 1] as FakeSocket,
  };
}

/**
 * The server's relay in memory: every client's socket joins one project; edits, presence and saved
 * notices go to the others with `from`, as the real server does. Delivery is asynchronous (a macrotask),
 * like a network.
 */
export class MemoryRelay {
  private readonly members = new Map<string, { socket: LiveSocket; peer: Peer }>();
  private next = 0;

  createSocket = (username: string) => (): LiveSocket => {
    const connectionId = `c${++this.next}`;
    const peer: Peer = { connectionId, username, role: 'editor', color: '#3366ff' };
    const relay = this;
    const socket: LiveSocket = {
      onopen: null,
      onmessage: null,
      onclose: null,
      onerror: null,
      send(data: string) {
        relay.fromClient(connectionId, JSON.parse(data) as ClientMessage);
      },
      close() {
        relay.members.delete(connectionId);
        relay.broadcast(connectionId, { type: 'left', connectionId });
      },
    };
    setTimeout(() => {
      const peers = [...this.members.values()].map((m) => m.peer);
      this.members.set(connectionId, { socket, peer });
      socket.onopen?.({});
      this.deliver(socket, { type: 'welcome', you: peer, peers });
      this.broadcast(connectionId, { type: 'joined', peer });
    }, 0);
    return socket;
  };

  private fromClient(connectionId: string, message: ClientMessage): void {
    const member = this.members.get(connectionId);
    if (!member) return;
    const from = { connectionId, username: member.peer.username };
    if (message.type === 'edit')
      this.broadcast(connectionId, { type: 'edit', from, changes: message.changes });
    else if (message.type === 'saved')
      this.broadcast(connectionId, {
        type: 'saved',
        from,
        sceneId: message.sceneId,
        modules: message.modules,
      });
    else if (message.type === 'presence')
      this.broadcast(connectionId, { type: 'presence', connectionId, presence: message.presence });
    else this.deliver(member.socket, { type: 'pong' });
  }

  private broadcast(except: string, message: ServerMessage): void {
    for (const [id, member] of this.members) if (id !== except) this.deliver(member.socket, message);
  }

  private deliver(socket: LiveSocket, message: ServerMessage): void {
    const data = JSON.stringify(message);
    setTimeout(() => socket.onmessage?.({ data }), 0);
  }
}
