/**
 * A removed member loses the live channel at once (issue #28): when the owner removes them, the API
 * shuts their open connections to the project (told why, closed with 4403), instead of letting them
 * receive the others' edits until they next send something.
 */
import { projectConnections } from './connections.ts';
import { type LiveChannel, shutOut } from './fan-out.ts';

export async function evictFromChannel(
  channel: LiveChannel,
  projectId: string,
  username: string,
  message: string,
): Promise<void> {
  const connections = await projectConnections(channel.live, projectId);
  const theirs = connections.filter((connection) => connection.username === username);
  if (theirs.length === 0) return;
  await shutOut(
    channel,
    theirs,
    connections.filter((connection) => connection.username !== username),
    message,
  );
}
