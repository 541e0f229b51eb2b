/**
 * A stand-in for the local server's /live endpoint (issue #28) for the live bench, until that endpoint
 * exists on this branch: a loopback WebSocket server that relays each project's messages to its other
 * connections, as the protocol says (welcome, joined, left, edit/presence/saved with `from`, pong). It
 * checks no token and no role. TODO(issue #28): the bench's live server factory should start the real
 * local server's /live instead, and this file goes.
 */
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { clientMessageSchema, type Peer, type ServerMessage } from '#shared/live-protocol.ts';

export interface LiveServer {
  /** The WebSocket URL a browser of `projectId` signed in with `token` opens. */
  url(projectId: string, token: string): string;
  close(): Promise<void>;
}

export async function startRelayServer(): Promise<LiveServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const projects = new Map<string, Map<string, { socket: WebSocket; peer: Peer }>>();
  let next = 0;
  const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

  server.on('connection', (socket, request) => {
    const params = new URL(request.url ?? '/', 'ws://x').searchParams;
    const projectId = params.get('projectId') ?? '';
    const members = projects.get(projectId) ?? new Map();
    projects.set(projectId, members);
    const connectionId = `c${++next}`;
    const peer: Peer = { connectionId, username: `user${next}`, role: 'editor', color: '#3366ff' };
    const others = (message: ServerMessage) => {
      for (const [id, member] of members) if (id !== connectionId) send(member.socket, message);
    };
    send(socket, { type: 'welcome', you: peer, peers: [...members.values()].map((m) => m.peer) });
    members.set(connectionId, { socket, peer });
    others({ type: 'joined', peer });
    const from = { connectionId, username: peer.username };
    socket.on('message', (data) => {
      const parsed = clientMessageSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return send(socket, { type: 'refused', message: 'Not a live message' });
      const message = parsed.data;
      if (message.type === 'edit') others({ type: 'edit', from, changes: message.changes });
      else if (message.type === 'saved')
        others({ type: 'saved', from, sceneId: message.sceneId, modules: message.modules });
      else if (message.type === 'presence')
        others({ type: 'presence', connectionId, presence: message.presence });
      else send(socket, { type: 'pong' });
    });
    socket.on('close', () => {
      members.delete(connectionId);
      others({ type: 'left', connectionId });
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: (projectId, token) =>
      `ws://127.0.0.1:${port}/live?projectId=${encodeURIComponent(projectId)}&token=${encodeURIComponent(token)}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
