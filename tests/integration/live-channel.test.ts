/**
 * The live channel of issue #28 end to end on this machine: the local server's WebSocket endpoint,
 * real `ws` clients, real users with real roles. Who may open the channel, what reaches whom, and a
 * removal that counts on the removed Editor's very next edit.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '#functions/live/handlers.ts';
import { freePort } from '#infra/local/ports.ts';
import { type LocalServer, startLocalServer } from '#infra/local/server.ts';
import { type EntityChange, LIVE_CLOSE, LIVE_FRAME_LIMIT } from '#shared/live-protocol.ts';
import { refusalFor, removedMessage } from '#shared/roles.ts';
import { type app, config, createProjectAs, dataOf, mailbox, signedInClient, trpcAs } from './harness.ts';
import { LiveClient } from './live-client.ts';

type User = Awaited<ReturnType<typeof signedInClient>>;

let local: LocalServer;
let port: number;
let owner: User;
let editor: User;
let commenter: User;
let viewer: User;
let outsider: User;
let projectId: string;
const open: LiveClient[] = [];

/** A member's channel to the project, opened and welcomed. */
async function enter(user: User) {
  const client = await LiveClient.open(port, { projectId, token: user.user.token });
  open.push(client);
  const welcome = await client.next('welcome');
  return { client, welcome };
}

type Channel = Awaited<ReturnType<typeof enter>>;

/** The 'left' that `watcher` is told of `leaver`'s connection (an earlier story's may still arrive first). */
const leftOf = (watcher: Channel, leaver: Channel) =>
  watcher.client.nextWhere('left', (message) => message.connectionId === leaver.welcome.you.connectionId);

const change = (id: string): EntityChange => ({
  op: 'upsert',
  module: 'planning',
  sceneId: 'scene-1',
  id,
  fields: { name: `Table ${id}` },
  clock: Date.now(),
});

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'atrium-live-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  port = await freePort();
  local = await startLocalServer({ config, mailbox, port, webRoot });
  [owner, editor, commenter, viewer, outsider] = await Promise.all([
    signedInClient('owner'),
    signedInClient('editor'),
    signedInClient('commenter'),
    signedInClient('viewer'),
    signedInClient('outsider'),
  ]);
  // Every account makes an API call first, as the app does on sign-in: it binds the account's profile.
  for (const user of [editor, commenter, viewer, outsider]) dataOf(await user.client.query('listProjects'));
  projectId = await createProjectAs(owner.client);
  for (const [member, role] of [
    [editor, 'editor'],
    [commenter, 'commenter'],
    [viewer, 'viewer'],
  ] as const)
    dataOf(await owner.client.mutate('inviteProjectMember', { projectId, who: member.user.username, role }));
}, 60_000);

afterAll(async () => {
  await Promise.all(open.map((client) => client.close()));
  await local?.stop();
});

describe('opening the channel', () => {
  it('is refused without a token, with a bad one, and for someone with no role (close codes)', async () => {
    const none = await LiveClient.open(port, { projectId });
    expect(await none.closed).toMatchObject({ code: LIVE_CLOSE.unauthorized });
    const forged = await LiveClient.open(port, { projectId, token: `${owner.user.token.slice(0, -4)}AAAA` });
    expect(await forged.closed).toMatchObject({ code: LIVE_CLOSE.unauthorized });
    const stranger = await LiveClient.open(port, { projectId, token: outsider.user.token });
    expect(await stranger.closed).toEqual({ code: LIVE_CLOSE.forbidden, reason: LIVE_MESSAGES.noProject });
    const noProject = await LiveClient.open(port, { projectId: 'no-such-project', token: owner.user.token });
    expect((await noProject.closed).code).toBe(LIVE_CLOSE.forbidden);
  });

  it("is refused to another site's page and on any other path", async () => {
    await expect(
      LiveClient.open(port, { projectId, token: owner.user.token }, 'http://evil.example'),
    ).rejects.toThrow('upgrade refused: 403');
    const plain = await fetch(`http://127.0.0.1:${port}/live`);
    expect(plain.status).toBe(426);
  });
});

describe('working together', () => {
  it('welcomes each member with the peers already there, and tells those who joined, moved and left', async () => {
    const first = await enter(owner);
    expect(first.welcome.you).toMatchObject({ username: owner.user.username, role: 'owner' });
    expect(first.welcome.you.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(first.welcome.peers).toEqual([]);

    const second = await enter(viewer);
    expect(second.welcome.you.role).toBe('viewer');
    expect(second.welcome.peers.map((peer) => peer.username)).toEqual([owner.user.username]);
    const joined = await first.client.next('joined');
    expect(joined.peer).toEqual(second.welcome.you);

    // Read-only roles get presence: theirs goes to the others, with its place, and later arrivals see it.
    const presence = { sceneId: 'scene-1', selection: ['t1'], cursor: [1, 0, 2] as [number, number, number] };
    second.client.send({ type: 'presence', presence });
    expect(await first.client.next('presence')).toEqual({
      type: 'presence',
      connectionId: second.welcome.you.connectionId,
      presence,
    });
    const third = await enter(commenter);
    expect(third.welcome.peers.find((peer) => peer.username === viewer.user.username)?.presence).toEqual(
      presence,
    );
    await first.client.next('joined');
    await second.client.next('joined');

    await third.client.close();
    expect(await first.client.next('left')).toEqual({
      type: 'left',
      connectionId: third.welcome.you.connectionId,
    });
    await second.client.next('left');
    await first.client.close();
    await second.client.close();
  });

  it("relays an Editor's edits and saved notices to the others, never back to the Editor", async () => {
    const ownerChannel = await enter(owner);
    const viewerChannel = await enter(viewer);
    const editorChannel = await enter(editor);
    const from = { connectionId: editorChannel.welcome.you.connectionId, username: editor.user.username };

    const changes = [
      change('t1'),
      { op: 'delete', module: 'planning', sceneId: 'scene-1', id: 't2', clock: 7 },
    ];
    editorChannel.client.send({ type: 'edit', changes: changes as EntityChange[] });
    for (const channel of [ownerChannel, viewerChannel])
      expect(await channel.client.next('edit')).toEqual({ type: 'edit', from, changes });

    editorChannel.client.send({ type: 'saved', sceneId: 'scene-1', modules: ['planning'] });
    expect(await ownerChannel.client.next('saved')).toEqual({
      type: 'saved',
      from,
      sceneId: 'scene-1',
      modules: ['planning'],
    });
    // The Editor's own frames are answered in order: nothing of its own came back before the pong.
    expect((await editorChannel.client.settle()).filter((m) => m.type !== 'joined')).toEqual([]);
    for (const channel of [ownerChannel, viewerChannel, editorChannel]) await channel.client.close();
  });

  it("refuses a Viewer's and a Commenter's edit with the role's reason, and relays it to nobody", async () => {
    const ownerChannel = await enter(owner);
    for (const [user, role] of [
      [viewer, 'viewer'],
      [commenter, 'commenter'],
    ] as const) {
      const { client } = await enter(user);
      client.send({ type: 'edit', changes: [change('t9')] });
      expect(await client.next('refused')).toEqual({ type: 'refused', message: refusalFor(role, 'edit') });
      client.send({ type: 'saved', sceneId: 'scene-1', modules: ['planning'] });
      expect((await client.next('refused')).message).toBe(refusalFor(role, 'edit'));
      await client.close();
    }
    const seen = await ownerChannel.client.settle();
    expect(seen.filter((message) => message.type === 'edit' || message.type === 'saved')).toEqual([]);
    await ownerChannel.client.close();
  });

  it("relays a Commenter's comments notice, and refuses a Viewer's with the role's reason", async () => {
    const ownerChannel = await enter(owner);
    const { client: viewerChannel } = await enter(viewer);
    viewerChannel.send({ type: 'comments', sceneId: 'scene-1' });
    expect((await viewerChannel.next('refused')).message).toBe(refusalFor('viewer', 'comment'));
    const { client: commenterChannel } = await enter(commenter);
    commenterChannel.send({ type: 'comments', sceneId: 'scene-1' });
    expect(await ownerChannel.client.next('comments')).toMatchObject({
      type: 'comments',
      sceneId: 'scene-1',
      from: { username: commenter.user.username },
    });
    const seen = await ownerChannel.client.settle();
    expect(seen.filter((message) => message.type === 'comments')).toHaveLength(0);
    // Both leave before the owner does, so no late 'left' reaches the next test's channels.
    await Promise.all([viewerChannel.close(), commenterChannel.close()]);
    await ownerChannel.client.next('left');
    await ownerChannel.client.next('left');
    await ownerChannel.client.close();
  });

  it('refuses a frame over the limit and a message it does not understand, and answers a ping', async () => {
    const { client } = await enter(editor);
    client.send(
      JSON.stringify({ type: 'edit', changes: [change('big')], pad: 'x'.repeat(LIVE_FRAME_LIMIT) }),
    );
    expect(await client.next('refused')).toEqual({ type: 'refused', message: LIVE_MESSAGES.tooLarge });
    client.send('{"type":"shout"}');
    expect((await client.next('refused')).message).toBe(LIVE_MESSAGES.notUnderstood);
    client.send({ type: 'ping' });
    await client.next('pong');
    await client.close();

    // One past what the endpoint reads at all is cut off (1009), as API Gateway cuts one over 32 KB;
    // the server goes on serving.
    const cut = await enter(editor);
    cut.client.send('x'.repeat(2 * LIVE_FRAME_LIMIT + 1));
    expect((await cut.client.closed).code).toBe(1009);
    const after = await enter(editor);
    after.client.send({ type: 'ping' });
    await after.client.next('pong');
    await after.client.close();
  });
});

describe('a removed member', () => {
  it('loses the channel the moment the owner removes them: told why, closed with 4403, gone for the others', async () => {
    const ownerChannel = await enter(owner);
    const commenterChannel = await enter(commenter);
    await ownerChannel.client.next('joined');
    // The removal goes through this server's own API, which closes the member's open channels.
    const overHttp = {
      request: ((path: string, init?: RequestInit) =>
        fetch(`http://127.0.0.1:${port}${path}`, init)) as unknown as typeof app.request,
    };
    const ownerHere = trpcAs(owner.user.token, overHttp);
    dataOf(await ownerHere.mutate('removeProjectMember', { projectId, member: commenter.user.username }));

    const why = removedMessage(owner.user.username);
    expect(await commenterChannel.client.closed).toEqual({ code: LIVE_CLOSE.forbidden, reason: why });
    expect(commenterChannel.client.received).toContainEqual({ type: 'refused', message: why });
    expect(await leftOf(ownerChannel, commenterChannel)).toEqual({
      type: 'left',
      connectionId: commenterChannel.welcome.you.connectionId,
    });
    await ownerChannel.client.close();
  });

  it('that the API could not close is refused on its next edit, with why, and the socket closes', async () => {
    const ownerChannel = await enter(owner);
    const editorChannel = await enter(editor);
    await ownerChannel.client.next('joined');
    // Removed through an API that does not reach this channel: the channel's own check on the next
    // message is what shuts the member out.
    dataOf(await owner.client.mutate('removeProjectMember', { projectId, member: editor.user.username }));

    editorChannel.client.send({ type: 'edit', changes: [change('t3')] });
    const why = removedMessage(owner.user.username);
    expect(await editorChannel.client.next('refused')).toEqual({ type: 'refused', message: why });
    expect(await editorChannel.client.closed).toEqual({ code: LIVE_CLOSE.forbidden, reason: why });
    expect(await leftOf(ownerChannel, editorChannel)).toEqual({
      type: 'left',
      connectionId: editorChannel.welcome.you.connectionId,
    });
    expect((await ownerChannel.client.settle()).filter((m) => m.type === 'edit')).toEqual([]);

    // Reconnecting does not help: the channel is refused with the same reason.
    const again = await LiveClient.open(port, { projectId, token: editor.user.token });
    expect(await again.closed).toEqual({ code: LIVE_CLOSE.forbidden, reason: why });
    await ownerChannel.client.close();
  });
});
