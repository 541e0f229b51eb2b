/**
 * The live channel's three handlers (issue #28), written once and mounted by two thin transports: the
 * WebSocket API's Lambda in AWS (functions/live/lambda.ts: $connect, $default, $disconnect) and the
 * local server's `ws` endpoint (infra/local/live-endpoint.ts). They know a connection only by its id,
 * keep every fact about it in the registry (connections.ts), and send through the transport's poster.
 *
 * The server relays, it does not merge: it checks the sender's role from the table on every message
 * (nothing cached, so a removal or a new role counts at once), stamps the sender, and fans the message
 * out to the project's other connections.
 */
import {
  type ClientMessage,
  clientMessageSchema,
  LIVE_CLOSE,
  LIVE_FRAME_LIMIT,
  type ServerMessage,
} from '#shared/live-protocol.ts';
import { type ProjectCapability, refusalFor, removedMessage, roleAllows } from '#shared/roles.ts';
import type { DataContext } from '../data/context.ts';
import { currentRole, findProjectAccess } from '../members/project-access.ts';
import { colorFor } from './colors.ts';
import {
  findConnection,
  type LiveConnection,
  markWelcomed,
  peerOf,
  projectConnections,
  registerConnection,
  removeConnection,
  savePresence,
} from './connections.ts';
import { closeReason, fanOut, type LiveChannel, shutOut } from './fan-out.ts';
import type { VerifyLiveCaller } from './live-caller.ts';

export interface LiveServices extends LiveChannel {
  /** The records: memberships and projects, read for every role check. */
  data: DataContext;
  verifyCaller: VerifyLiveCaller;
}

/** What the transport does with a new connection: keep it, or close it with this code and reason. */
export type ConnectOutcome =
  | { accepted: true; connection: LiveConnection }
  | { accepted: false; code: number; reason: string };

const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const LIVE_MESSAGES = {
  signIn: 'Sign in again to work together on this project',
  noProject: 'This project does not exist or is not shared with you',
  tooLarge: `That message is larger than ${LIVE_FRAME_LIMIT / 1024} KB: send the changes in smaller batches`,
  notUnderstood: 'That message was not understood',
  expired: 'This connection has ended: reconnect',
} as const;

const refuse = (code: number, reason: string): ConnectOutcome => ({
  accepted: false,
  code,
  reason: closeReason(reason),
});

/** The others of a connection's project. */
async function othersOf(services: LiveServices, connection: LiveConnection): Promise<LiveConnection[]> {
  const all = await projectConnections(services.live, connection.projectId);
  return all.filter((other) => other.connectionId !== connection.connectionId);
}

async function sendWelcome(services: LiveServices, connection: LiveConnection, others: LiveConnection[]) {
  await services.poster.post(connection.connectionId, {
    type: 'welcome',
    you: peerOf(connection),
    peers: others.map(peerOf),
  });
}

/**
 * $connect: the token's account and its role in the project decide; an accepted connection is
 * registered and the others are told who joined. `welcomeNow` is for a transport whose socket is open
 * already (locally); API Gateway accepts a connection only when $connect returns, so there the
 * `welcome` goes out before the answer to the connection's first message (a client pings on open).
 */
export async function connect(
  services: LiveServices,
  request: {
    connectionId: string;
    projectId: string | undefined;
    token: string | undefined;
    welcomeNow: boolean;
  },
): Promise<ConnectOutcome> {
  const caller = request.token ? await services.verifyCaller(request.token) : null;
  if (!caller) return refuse(LIVE_CLOSE.unauthorized, LIVE_MESSAGES.signIn);
  const projectId = request.projectId ?? '';
  if (!PROJECT_ID.test(projectId)) return refuse(LIVE_CLOSE.forbidden, LIVE_MESSAGES.noProject);
  const access = await findProjectAccess(services.data, caller, projectId);
  if (!access) return refuse(LIVE_CLOSE.forbidden, LIVE_MESSAGES.noProject);
  if ('removedBy' in access) return refuse(LIVE_CLOSE.forbidden, removedMessage(access.removedBy));

  const connection = await registerConnection(services.live, {
    connectionId: request.connectionId,
    projectId,
    username: caller.username,
    sub: caller.sub,
    role: access.role,
    color: colorFor(caller.username),
    welcomed: request.welcomeNow,
  });
  const others = await othersOf(services, connection);
  await Promise.all([
    request.welcomeNow ? sendWelcome(services, connection, others) : undefined,
    fanOut(services.live, services.poster, others, { type: 'joined', peer: peerOf(connection) }),
  ]);
  return { accepted: true, connection };
}

/** $disconnect: the connection leaves the registry and the others are told. */
export async function disconnect(services: LiveServices, connectionId: string): Promise<void> {
  const connection = await findConnection(services.live, connectionId, { expired: true });
  if (!connection) return;
  await removeConnection(services.live, connection.projectId, connectionId);
  const others = await othersOf(services, connection);
  await fanOut(services.live, services.poster, others, { type: 'left', connectionId });
}

/**
 * The sender's role now, from the table: null when it allows `capability`; otherwise the sender was
 * told why, and a sender with no role left (removed, or the project gone) was disconnected.
 */
async function refusedFor(
  services: LiveServices,
  connection: LiveConnection,
  capability: ProjectCapability,
  others: Promise<LiveConnection[]>,
): Promise<'refused' | null> {
  // One read: the role a connection had at $connect says which item holds its role now.
  const role = await currentRole(services.data, connection, connection.projectId, {
    owned: connection.role === 'owner',
  });
  if (typeof role === 'string') {
    if (roleAllows(role, capability)) return null;
    await services.poster.post(connection.connectionId, {
      type: 'refused',
      message: refusalFor(role, capability),
    });
    return 'refused';
  }
  const message = role ? removedMessage(role.removedBy) : LIVE_MESSAGES.noProject;
  await shutOut(services, [connection], await others, message);
  return 'refused';
}

/** The message a frame carries, or why it is refused. */
function parseFrame(frame: string): ClientMessage | { refused: string } {
  if (new TextEncoder().encode(frame).length > LIVE_FRAME_LIMIT) return { refused: LIVE_MESSAGES.tooLarge };
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return { refused: LIVE_MESSAGES.notUnderstood };
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : { refused: LIVE_MESSAGES.notUnderstood };
}

/** $default: one frame from a connection. */
export async function message(services: LiveServices, connectionId: string, frame: string): Promise<void> {
  const { poster } = services;
  const connection = await findConnection(services.live, connectionId);
  if (!connection) {
    // Past its life, or dropped as gone meanwhile: the client reconnects and resubscribes.
    await poster.post(connectionId, { type: 'refused', message: LIVE_MESSAGES.expired });
    return poster.close(connectionId, 1001, LIVE_MESSAGES.expired);
  }
  if (!connection.welcomed && (await markWelcomed(services.live, connectionId)))
    await sendWelcome(services, connection, await othersOf(services, connection));

  const parsed = parseFrame(frame);
  if ('refused' in parsed) {
    await poster.post(connectionId, { type: 'refused', message: parsed.refused });
    return;
  }
  if (parsed.type === 'ping') {
    await poster.post(connectionId, { type: 'pong' });
    return;
  }
  const from = { connectionId, username: connection.username };
  // Who to relay to is read while the role is checked: a message costs two rounds of reads, not three.
  const others = othersOf(services, connection);
  others.catch(() => {}); // awaited below, or dropped with the refusal
  const relay = async (capability: ProjectCapability, relayed: ServerMessage) => {
    if (await refusedFor(services, connection, capability, others)) return;
    if (parsed.type === 'presence') await savePresence(services.live, connection, parsed.presence);
    await fanOut(services.live, poster, await others, relayed);
  };
  if (parsed.type === 'presence')
    return relay('read', { type: 'presence', connectionId, presence: parsed.presence });
  // Comments changed: the others fetch the scene's threads again. Only a role that may comment sends it.
  if (parsed.type === 'comments')
    return relay('comment', { type: 'comments', from, sceneId: parsed.sceneId });
  // An edit, or a module saved: both change the plan, so both need a role that may change it.
  return relay(
    'edit',
    parsed.type === 'edit'
      ? { type: 'edit', from, changes: parsed.changes }
      : { type: 'saved', from, sceneId: parsed.sceneId, modules: parsed.modules },
  );
}
