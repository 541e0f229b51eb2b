/**
 * The live channel's handlers as the AWS Lambda runs them, against the real registry and records of
 * the shared local stack, with a poster that records what API Gateway would be asked to send (the
 * WebSocket API itself does not run locally; its wiring is asserted in infra/cloud/stacks.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataContextOf } from '#functions/data/context.ts';
import { findConnection, projectConnections } from '#functions/live/connections.ts';
import type { LivePoster } from '#functions/live/fan-out.ts';
import { connect, disconnect, LIVE_MESSAGES, type LiveServices, message } from '#functions/live/handlers.ts';
import { liveCallerVerifier } from '#functions/live/live-caller.ts';
import type { ServerMessage } from '#shared/live-protocol.ts';
import { refusalFor } from '#shared/roles.ts';
import { config, createProjectAs, dataOf, services, signedInClient } from './harness.ts';

type User = Awaited<ReturnType<typeof signedInClient>>;

/** Everything the handlers asked the transport to do; connections in `gone` answer as 410 does. */
function recordingPoster() {
  const sent: { to: string; message: ServerMessage }[] = [];
  const closed: { connectionId: string; code: number; reason: string }[] = [];
  const gone = new Set<string>();
  const poster: LivePoster = {
    async post(to, sentMessage) {
      if (gone.has(to)) return 'gone';
      sent.push({ to, message: sentMessage });
      return 'ok';
    },
    async close(connectionId, code, reason) {
      closed.push({ connectionId, code, reason });
    },
  };
  /** What one connection was sent, taken out of the record. */
  const take = (to: string) => {
    const mine = sent.filter((entry) => entry.to === to).map((entry) => entry.message);
    for (let i = sent.length - 1; i >= 0; i--) if (sent[i]?.to === to) sent.splice(i, 1);
    return mine;
  };
  return { poster, sent, closed, gone, take };
}

const data = dataContextOf({ config, clients: services.clients });
const liveTableName = config.liveTableName ?? '';
let recorded: ReturnType<typeof recordingPoster>;
let live: LiveServices;
let owner: User;
let editor: User;
let viewer: User;
let projectId: string;

/** $connect as API Gateway runs it: the socket is not open yet, so no welcome now. */
async function connectAs(user: User) {
  const connectionId = randomUUID();
  const outcome = await connect(live, { connectionId, projectId, token: user.user.token, welcomeNow: false });
  expect(outcome.accepted).toBe(true);
  return connectionId;
}

beforeAll(async () => {
  [owner, editor, viewer] = await Promise.all([
    signedInClient('owner'),
    signedInClient('editor'),
    signedInClient('viewer'),
  ]);
  for (const user of [editor, viewer]) dataOf(await user.client.query('listProjects'));
  projectId = await createProjectAs(owner.client);
  for (const [member, role] of [
    [editor, 'editor'],
    [viewer, 'viewer'],
  ] as const)
    dataOf(await owner.client.mutate('inviteProjectMember', { projectId, who: member.user.username, role }));
}, 60_000);

describe('the live handlers (AWS transport)', () => {
  beforeAll(() => {
    recorded = recordingPoster();
    live = {
      live: { ddb: services.clients.ddb, liveTableName },
      data,
      verifyCaller: liveCallerVerifier(services.verifyToken, data),
      poster: recorded.poster,
    };
  });

  it("sends the welcome before the answer to the connection's first message, and only once", async () => {
    const ownerId = await connectAs(owner);
    expect(recorded.take(ownerId)).toEqual([]);
    await message(live, ownerId, '{"type":"ping"}');
    const [welcome, pong] = recorded.take(ownerId);
    expect(welcome).toMatchObject({
      type: 'welcome',
      you: { connectionId: ownerId, role: 'owner' },
      peers: [],
    });
    expect(pong).toEqual({ type: 'pong' });
    await message(live, ownerId, '{"type":"ping"}');
    expect(recorded.take(ownerId)).toEqual([{ type: 'pong' }]);

    const editorId = await connectAs(editor);
    expect(recorded.take(ownerId)).toEqual([
      { type: 'joined', peer: expect.objectContaining({ connectionId: editorId, role: 'editor' }) },
    ]);
    await disconnect(live, editorId);
    await disconnect(live, ownerId);
    expect(recorded.take(ownerId)).toEqual([{ type: 'left', connectionId: editorId }]);
    expect(await projectConnections(live.live, projectId)).toEqual([]);
  });

  it('drops a connection that answers gone (410) from the registry and tells the others it left', async () => {
    const [ownerId, editorId, viewerId] = [
      await connectAs(owner),
      await connectAs(editor),
      await connectAs(viewer),
    ];
    recorded.sent.splice(0);
    recorded.gone.add(ownerId);
    await message(live, viewerId, JSON.stringify({ type: 'presence', presence: { sceneId: 'scene-1' } }));
    expect(await findConnection(live.live, ownerId)).toBeNull();
    expect((await projectConnections(live.live, projectId)).map((c) => c.connectionId).sort()).toEqual(
      [editorId, viewerId].sort(),
    );
    expect(recorded.take(editorId)).toEqual([
      { type: 'presence', connectionId: viewerId, presence: { sceneId: 'scene-1' } },
      { type: 'left', connectionId: ownerId },
    ]);
    await disconnect(live, editorId);
    await disconnect(live, viewerId);
  });

  it('counts a role changed mid-session on the very next edit: nothing cached, the socket kept', async () => {
    const ownerId = await connectAs(owner);
    const editorId = await connectAs(editor);
    dataOf(
      await owner.client.mutate('changeProjectMemberRole', {
        projectId,
        member: editor.user.username,
        role: 'viewer',
      }),
    );
    recorded.sent.splice(0);
    await message(
      live,
      editorId,
      JSON.stringify({
        type: 'edit',
        changes: [{ op: 'delete', module: 'planning', sceneId: 'scene-1', id: 't1', clock: 1 }],
      }),
    );
    expect(recorded.take(editorId).filter((m) => m.type !== 'welcome')).toEqual([
      { type: 'refused', message: refusalFor('viewer', 'edit') },
    ]);
    expect(recorded.take(ownerId)).toEqual([]);
    expect(recorded.closed.filter((c) => c.connectionId === editorId)).toEqual([]);
    await disconnect(live, editorId);
    await disconnect(live, ownerId);
  });

  it('tells a connection the registry no longer knows to reconnect, and closes it', async () => {
    const unknown = randomUUID();
    await message(live, unknown, '{"type":"ping"}');
    expect(recorded.take(unknown)).toEqual([{ type: 'refused', message: LIVE_MESSAGES.expired }]);
    expect(recorded.closed.at(-1)).toEqual({
      connectionId: unknown,
      code: 1001,
      reason: LIVE_MESSAGES.expired,
    });
    await expect(disconnect(live, unknown)).resolves.toBeUndefined();
  });
});
