/**
 * The live channel on this machine: what API Gateway's WebSocket API does in AWS, as a `ws` endpoint
 * at LIVE_PATH on the local server (same port and origin as the app, loopback only). It runs the same
 * handlers as the Lambda (functions/live/handlers.ts) and posts on the sockets it holds; a socket that
 * is closed answers 'gone', as API Gateway answers 410.
 *
 * Browsers cannot set headers on a WebSocket, so the token and the project come in the query string
 * (`?projectId=…&token=…`), as in AWS. The Origin must be the app's own: another site's page cannot
 * open a channel with a token it stole. A frame up to twice the protocol's limit is read and refused
 * politely by the handler; a larger one is cut off by `ws` (close 1009), as API Gateway cuts off one
 * over 32 KB.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { createTokenVerifier } from '#functions/auth/verify.ts';
import { createAwsClients } from '#functions/aws/clients.ts';
import type { AppConfig } from '#functions/config.ts';
import { dataContextOf } from '#functions/data/context.ts';
import type { LivePoster } from '#functions/live/fan-out.ts';
import { connect, disconnect, type LiveServices, message } from '#functions/live/handlers.ts';
import { liveCallerVerifier } from '#functions/live/live-caller.ts';
import { LIVE_FRAME_LIMIT, LIVE_PATH, type ServerMessage } from '#shared/live-protocol.ts';

/** The open sockets by connection id, and the poster that sends on them (shared with the API). */
export interface LiveSockets {
  sockets: Map<string, WebSocket>;
  poster: LivePoster;
}

export function liveSockets(): LiveSockets {
  const sockets = new Map<string, WebSocket>();
  return {
    sockets,
    poster: {
      post: (connectionId, sent: ServerMessage) =>
        new Promise((resolve) => {
          const socket = sockets.get(connectionId);
          if (!socket || socket.readyState !== socket.OPEN) return resolve('gone');
          socket.send(JSON.stringify(sent), (error) => resolve(error ? 'gone' : 'ok'));
        }),
      close: async (connectionId, code, reason) => {
        sockets.get(connectionId)?.close(code, reason);
      },
    },
  };
}

export interface LiveEndpoint {
  /** Closes every open channel (code 1001, going away) and stops taking new ones. */
  close(): Promise<void>;
}

function refuseUpgrade(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * Serves the live channel on `server`'s upgrade requests to LIVE_PATH from one of `origins` (the app's
 * own, e.g. http://localhost:3000); every other upgrade is refused.
 */
export function attachLiveEndpoint(
  server: Server,
  config: AppConfig,
  origins: string[],
  { sockets, poster }: LiveSockets,
): LiveEndpoint {
  const liveTableName = config.liveTableName;
  if (!liveTableName) throw new Error('The live channel needs config.liveTableName');
  const clients = createAwsClients(config);
  const data = dataContextOf({ config, clients });
  const services: LiveServices = {
    live: { ddb: clients.ddb, liveTableName },
    data,
    verifyCaller: liveCallerVerifier(createTokenVerifier(config), data),
    poster,
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * LIVE_FRAME_LIMIT });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== LIVE_PATH) return refuseUpgrade(socket, 404, 'Not Found');
    if (!origins.includes(request.headers.origin ?? '')) return refuseUpgrade(socket, 403, 'Forbidden');
    wss.handleUpgrade(request, socket, head, (ws) => open(ws, url.searchParams));
  };

  function open(ws: WebSocket, params: URLSearchParams) {
    const connectionId = randomUUID();
    sockets.set(connectionId, ws);
    // One connection's frames are handled in order, the first only once $connect is done, as API
    // Gateway routes nothing to $default before $connect has answered.
    let turn: Promise<unknown> = connect(services, {
      connectionId,
      projectId: params.get('projectId') ?? undefined,
      token: params.get('token') ?? undefined,
      welcomeNow: true,
    }).then(
      (outcome) => {
        if (!outcome.accepted) ws.close(outcome.code, outcome.reason);
      },
      (error) => {
        console.error('live: $connect failed', error);
        ws.close(1011, 'The server could not open the channel');
      },
    );
    const next = (step: () => Promise<unknown>, what: string) => {
      turn = turn.then(step).catch((error) => console.error(`live: ${what} failed`, error));
    };
    ws.on('message', (frame) => next(() => message(services, connectionId, frame.toString()), '$default'));
    // A broken frame (one over maxPayload, bad UTF-8): `ws` closes the socket itself (1009, 1007).
    ws.on('error', (error) => console.warn(`live: connection ${connectionId}: ${error.message}`));
    ws.on('close', () => {
      next(async () => {
        sockets.delete(connectionId);
        await disconnect(services, connectionId);
      }, '$disconnect');
    });
  }

  server.on('upgrade', onUpgrade);
  return {
    async close() {
      server.off('upgrade', onUpgrade);
      for (const ws of sockets.values()) ws.close(1001, 'The server is stopping');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
