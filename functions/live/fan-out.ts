/**
 * Sending on the live channel: one message to one connection through the transport's poster (the
 * `ws` socket locally, API Gateway's PostToConnection in AWS), or to many at once. A connection that
 * answers 'gone' (a closed socket, HTTP 410 from API Gateway) is dropped from the registry and the
 * others are told it left, so a $disconnect that never ran leaves no ghost behind.
 */
import { LIVE_CLOSE, type ServerMessage } from '#shared/live-protocol.ts';
import { type LiveConnection, type LiveContext, removeConnection } from './connections.ts';

/** The transport's side of the channel. */
export interface LivePoster {
  /** Sends one message; 'gone' when the connection no longer exists. */
  post(connectionId: string, message: ServerMessage): Promise<'ok' | 'gone'>;
  /**
   * Ends a connection. Locally the close code reaches the browser; API Gateway's DeleteConnection
   * sends none of its own, so in AWS the `refused` message sent before it is what says why.
   */
  close(connectionId: string, code: number, reason: string): Promise<void>;
}

/** What sending on the channel needs, in the live Lambda and in the API alike: registry and poster. */
export interface LiveChannel {
  live: LiveContext;
  poster: LivePoster;
}

/** A close frame's reason is at most 123 bytes of UTF-8. */
export function closeReason(text: string): string {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= 123) return text;
  return `${new TextDecoder().decode(bytes.slice(0, 120)).replace(/\uFFFD$/, '')}...`;
}

/**
 * Shuts someone out of a project's channel: each of `theirs` is told why (`refused`), dropped from the
 * registry and closed with LIVE_CLOSE.forbidden; `others` are told they left.
 */
export async function shutOut(
  channel: LiveChannel,
  theirs: LiveConnection[],
  others: LiveConnection[],
  message: string,
): Promise<void> {
  const { live, poster } = channel;
  await Promise.all(
    theirs.map(async (connection) => {
      // Told why if the socket still takes it; shut out either way.
      await poster.post(connection.connectionId, { type: 'refused', message }).catch(() => 'gone');
      await removeConnection(live, connection.projectId, connection.connectionId);
      await poster.close(connection.connectionId, LIVE_CLOSE.forbidden, closeReason(message));
    }),
  );
  for (const left of theirs)
    await fanOut(live, poster, others, { type: 'left', connectionId: left.connectionId });
}

/** Sends `message` to every connection in `to`; drops the gone ones and tells the rest they left. */
export async function fanOut(
  live: LiveContext,
  poster: LivePoster,
  to: LiveConnection[],
  message: ServerMessage,
): Promise<void> {
  // A post that fails otherwise (throttled, a network error) skips that connection this time only.
  const answers = await Promise.all(
    to.map((connection) =>
      poster.post(connection.connectionId, message).catch((error: unknown) => {
        console.error(`live: posting to ${connection.connectionId} failed`, error);
        return 'failed' as const;
      }),
    ),
  );
  const gone = to.filter((_, index) => answers[index] === 'gone');
  if (gone.length === 0) return;
  const alive = to.filter((_, index) => answers[index] === 'ok');
  await Promise.all(
    gone.map((connection) => removeConnection(live, connection.projectId, connection.connectionId)),
  );
  // One round only: a connection that is gone on this round is dropped on its own next message.
  await Promise.all(
    gone.flatMap((left) =>
      alive.map((connection) =>
        poster.post(connection.connectionId, { type: 'left', connectionId: left.connectionId }),
      ),
    ),
  );
}
