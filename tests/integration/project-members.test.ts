/**
 * Members and roles of a project through the real API (issue #28): invitations by username and
 * e-mail (mailed to the local mailbox), the shared project in the member's list, and every procedure
 * and route that touches a project called by each role — the owner, an Editor, a Commenter, a Viewer
 * and a stranger. A refusal says why; a stranger learns nothing (404, as for a missing project); a
 * removed member is refused on their very next call.
 */
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp, createServices } from '#functions/app.ts';
import { type MemberRole, refusalFor, removedMessage } from '#shared/roles.ts';
import {
  config,
  createProjectAs,
  dataOf,
  mailbox,
  postJson,
  services,
  signedInClient,
  signUpAs,
  type TrpcBody,
  trpcAs,
  uploadFile,
} from './harness.ts';

// Annotation images are behind a flag: this app has it on, so their procedures are checked too.
const app = createApp(createServices({ ...config, annotationImages: true }));
type Client = ReturnType<typeof trpcAs>;
type Person = { username: string; email: string; token: string; client: Client };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function person(prefix: string): Promise<Person> {
  const { user, client } = await signedInClient(prefix, app);
  // The first call binds the account (its profile is what an invitation finds).
  dataOf(await client.query('getUserData', {}));
  return { ...user, client };
}

const invite = (owner: Person, projectId: string, who: string, role: MemberRole) =>
  owner.client.mutate('inviteProjectMember', { projectId, who, role });

type Call = (as: Client) => Promise<{ status: number; body: TrpcBody }>;

describe('project members and roles', () => {
  let owner: Person;
  let editor: Person;
  let commenter: Person;
  let viewer: Person;
  let stranger: Person;
  let projectId: string;
  let fileKey: string;
  const scene = () => ({ projectId, sceneId: 'scene-1' });

  beforeAll(async () => {
    [owner, editor, commenter, viewer, stranger] = await Promise.all([
      person('owner'),
      person('editor'),
      person('commenter'),
      person('viewer'),
      person('stranger'),
    ]);
    projectId = await createProjectAs(owner.client, { name: 'Harbour Gala', about: 'A shared plan' });
    fileKey = (
      await uploadFile(owner.client, 'getProjectFileUploadUrl', { projectId, fileName: 'plan.png' }, PNG)
    ).key;
    expect((await invite(owner, projectId, editor.username, 'editor')).status).toBe(200);
    // By e-mail, in any case.
    expect((await invite(owner, projectId, commenter.email.toUpperCase(), 'commenter')).status).toBe(200);
    expect((await invite(owner, projectId, viewer.username, 'viewer')).status).toBe(200);
  });

  it('mails the invitation and lists the project as shared by its owner', async () => {
    const mail = mailbox.list().find((m) => m.to === commenter.email);
    expect(mail?.subject).toBe(`${owner.username} shared “Harbour Gala” with you on Atrium`);
    expect(mail?.text).toContain('as Commenter');
    expect(mail?.text).toContain(`/project/${projectId}/files`);

    const listed = dataOf<{ data: { projectId: string; sharedBy?: string; role: string }[] }>(
      await commenter.client.query('listProjects'),
    ).data;
    expect(listed).toEqual([
      expect.objectContaining({ projectId, sharedBy: owner.username, role: 'commenter' }),
    ]);
    const own = dataOf<{ data: { projectId: string; sharedBy?: string; role: string }[] }>(
      await owner.client.query('listProjects'),
    ).data;
    expect(own).toEqual([expect.objectContaining({ projectId, role: 'owner' })]);
    expect(own[0]?.sharedBy).toBeUndefined();
    expect(dataOf<{ data: unknown[] }>(await stranger.client.query('listProjects')).data).toEqual([]);

    const members = dataOf<{ owner: string; members: { username: string; role: string }[] }>(
      await viewer.client.query('listProjectMembers', { projectId }),
    );
    expect(members.owner).toBe(owner.username);
    expect(members.members.map((m) => [m.username, m.role])).toEqual([
      [editor.username, 'editor'],
      [commenter.username, 'commenter'],
      [viewer.username, 'viewer'],
    ]);
    expect(JSON.stringify(members)).not.toContain('sub');
  });

  it('finds by e-mail an account bound before profiles were indexed by e-mail, from its next call on', async () => {
    const older = await person('older');
    const key = { PK: `USER#${older.username}`, SK: 'PROFILE' };
    // As such a profile was written: no e-mail index.
    await services.clients.ddb.send(
      new UpdateCommand({ TableName: config.tableName, Key: key, UpdateExpression: 'REMOVE GSI1PK, GSI1SK' }),
    );
    const other = await createProjectAs(owner.client, { name: 'Older', about: 'Indexed late' });
    expect((await invite(owner, other, older.email, 'viewer')).status).toBe(400);
    // Its next binding indexes it: here, its first call through an app that has not bound it yet.
    dataOf(await trpcAs(older.token, createApp(createServices(config))).query('listProjects'));
    expect((await invite(owner, other, older.email, 'viewer')).status).toBe(200);
  });

  it('refuses invitations of unknown people, of the owner and of members, saying why', async () => {
    const unknownName = await invite(owner, projectId, `nobody_${randomUUID().slice(0, 6)}`, 'viewer');
    expect(unknownName.status).toBe(400);
    expect(unknownName.body.error?.message).toMatch(
      /^No Atrium account is called .*Ask them to sign up first/,
    );
    const unknownMail = await invite(owner, projectId, 'nobody@example.com', 'viewer');
    expect(unknownMail.body.error?.message).toBe(
      'No Atrium account uses nobody@example.com. Ask them to sign up first, then invite them',
    );
    const self = await invite(owner, projectId, owner.username, 'editor');
    expect(self.body.error?.message).toBe('You own this project already');
    const again = await invite(owner, projectId, editor.username, 'viewer');
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(`${editor.username} is already a member of this project`);
    const badRole = await owner.client.mutate('inviteProjectMember', { projectId, who: 'x', role: 'admin' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error?.message).toContain('Choose Editor, Commenter or Viewer');
  });

  it('lets each role do exactly what it may, on every procedure that touches a project', async () => {
    const reads: [string, Call][] = [
      ['getProject', (as) => as.query('getProject', { projectId })],
      ['listUserProjectFiles', (as) => as.query('listUserProjectFiles', { projectId })],
      ['getFileUrl', (as) => as.query('getFileUrl', { key: fileKey })],
      ['listProjectMembers', (as) => as.query('listProjectMembers', { projectId })],
      ['listVenueSceneDataModules', (as) => as.query('listVenueSceneDataModules', scene())],
      [
        'getVenueSceneDataModuleFileUrl',
        (as) => as.query('getVenueSceneDataModuleFileUrl', { ...scene(), module: 'planning' }),
      ],
      ['getAssetThumbnailUrl', (as) => as.query('getAssetThumbnailUrl', { projectId, thumbnailId: 'abc' })],
      [
        'getAnnotationImageUrls',
        (as) => as.query('getAnnotationImageUrls', { ...scene(), annotationId: 'a1' }),
      ],
    ];
    const edits: [string, Call][] = [
      [
        'getProjectFileUploadUrl',
        (as) =>
          as.mutate('getProjectFileUploadUrl', {
            projectId,
            fileName: 'more.png',
            fileType: '',
            fileExtension: 'png',
            createdAt: new Date().toISOString(),
            fileSize: PNG.length,
          }),
      ],
      [
        'getVenueSceneDataModuleFileUploadUrl',
        (as) => as.mutate('getVenueSceneDataModuleFileUploadUrl', { ...scene(), module: 'planning' }),
      ],
      [
        'getAssetThumbnailUploadUrl',
        (as) => as.mutate('getAssetThumbnailUploadUrl', { projectId, thumbnailId: 'abc', size: 10 }),
      ],
      [
        'getAnnotationImageUploadUrls',
        (as) =>
          as.mutate('getAnnotationImageUploadUrls', {
            ...scene(),
            annotationId: 'a1',
            fileName: 'a.png',
            size: 10,
            thumbnailSize: 10,
          }),
      ],
      [
        'deleteAnnotationImage',
        (as) => as.mutate('deleteAnnotationImage', { ...scene(), annotationId: 'a1', imageId: randomUUID() }),
      ],
      ['setAsThumbnail', (as) => as.mutate('setAsThumbnail', { mediaFileId: fileKey, projectId })],
    ];
    const owned: [string, Call][] = [
      [
        'updateProjectAbout',
        (as) => as.mutate('updateProjectAbout', { projectId, name: 'Harbour Gala', about: 'Mine' }),
      ],
      ['publishFile', (as) => as.mutate('publishFile', { projectId, fileKey })],
      ['getPublication', (as) => as.query('getPublication', { projectId, fileKey })],
      [
        'inviteProjectMember',
        (as) => as.mutate('inviteProjectMember', { projectId, who: stranger.username, role: 'viewer' }),
      ],
      [
        'changeProjectMemberRole',
        (as) => as.mutate('changeProjectMemberRole', { projectId, member: viewer.username, role: 'viewer' }),
      ],
      ['removeProjectMember', (as) => as.mutate('removeProjectMember', { projectId, member: 'nobody' })],
      ['deleteProject', (as) => as.mutate('deleteProject', { projectId })],
    ];
    const roles = { editor, commenter, viewer } as const;
    const allowed = { read: ['editor', 'commenter', 'viewer'], edit: ['editor'], own: [] as string[] };

    for (const [capability, calls] of [
      ['read', reads],
      ['edit', edits],
      ['own', owned],
    ] as const) {
      for (const [name, call] of calls) {
        for (const [role, member] of Object.entries(roles)) {
          const answer = await call(member.client);
          if (allowed[capability].includes(role)) {
            expect(answer.status, `${role} ${name}`).toBe(200);
          } else {
            expect(answer.status, `${role} ${name}`).toBe(403);
            expect(answer.body.error?.message, `${role} ${name}`).toBe(
              refusalFor(role as MemberRole, capability),
            );
          }
        }
        // A stranger learns nothing: exactly a missing project's (or file's) answer.
        const foreign = await call(stranger.client);
        expect(foreign.status, `stranger ${name}`).toBe(404);
      }
    }

    // The file deletion route and procedure: a Viewer is refused, an Editor deletes the owner's file.
    const del = (as: Person) => postJson('/api/s3/delete', { fileKey }, { authorization: as.token });
    expect((await del(viewer)).status).toBe(403);
    expect((await del(stranger)).status).toBe(404);
    expect((await commenter.client.mutate('deleteMediaFile', { mediaFileId: fileKey })).status).toBe(403);
    expect((await del(editor)).status).toBe(200);
    const files = dataOf<{ body: { Contents: unknown[] } }>(
      await owner.client.query('listUserProjectFiles', { projectId }),
    );
    expect(files.body.Contents).toEqual([]);

    // The owner's own calls all pass; the file is gone by now, and the project is deleted in the last test.
    const skipped = [
      'getFileUrl',
      'setAsThumbnail',
      'publishFile',
      'getPublication',
      'removeProjectMember',
      'deleteProject',
    ];
    for (const [name, call] of [...reads, ...edits, ...owned]) {
      if (skipped.includes(name)) continue;
      expect((await call(owner.client)).status, `owner ${name}`).toBe(200);
    }
  });

  it('counts a new role and a removal on the very next call', async () => {
    const other = await createProjectAs(owner.client, { name: 'Second', about: 'Another plan' });
    expect((await invite(owner, other, editor.username, 'viewer')).status).toBe(200);
    const upload = { ...scene(), projectId: other, module: 'planning' };
    expect((await editor.client.mutate('getVenueSceneDataModuleFileUploadUrl', upload)).status).toBe(403);
    await owner.client.mutate('changeProjectMemberRole', {
      projectId: other,
      member: editor.username,
      role: 'editor',
    });
    expect((await editor.client.mutate('getVenueSceneDataModuleFileUploadUrl', upload)).status).toBe(200);

    dataOf(await owner.client.mutate('removeProjectMember', { projectId: other, member: editor.username }));
    const refused = await editor.client.mutate('getVenueSceneDataModuleFileUploadUrl', upload);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(removedMessage(owner.username));
    expect((await editor.client.query('getProject', { projectId: other })).body.error?.message).toBe(
      removedMessage(owner.username),
    );
    const listed = dataOf<{ data: { projectId: string }[] }>(await editor.client.query('listProjects')).data;
    expect(listed.map((p) => p.projectId)).not.toContain(other);
    // Leaving forgets the project: then it answers as a missing one.
    dataOf(await editor.client.mutate('leaveProject', { projectId: other }));
    expect((await editor.client.query('getProject', { projectId: other })).status).toBe(404);
    // Invited again, they are back.
    expect((await invite(owner, other, editor.username, 'commenter')).status).toBe(200);
    expect((await editor.client.query('getProject', { projectId: other })).status).toBe(200);
  });

  it('lets a member leave, not the owner, and deleting a project removes it from its members', async () => {
    const other = await createProjectAs(owner.client, { name: 'Third', about: 'Another plan' });
    await invite(owner, other, viewer.username, 'viewer');
    await invite(owner, other, commenter.username, 'commenter');
    const ownerLeaves = await owner.client.mutate('leaveProject', { projectId: other });
    expect(ownerLeaves.body.error?.message).toBe('You own this project: delete it instead of leaving it');
    dataOf(await viewer.client.mutate('leaveProject', { projectId: other }));
    const members = dataOf<{ members: { username: string }[] }>(
      await owner.client.query('listProjectMembers', { projectId: other }),
    );
    expect(members.members.map((m) => m.username)).toEqual([commenter.username]);

    dataOf(await owner.client.mutate('deleteProject', { projectId: other }));
    const listed = dataOf<{ data: { projectId: string }[] }>(
      await commenter.client.query('listProjects'),
    ).data;
    expect(listed.map((p) => p.projectId)).not.toContain(other);
    expect((await commenter.client.query('getProject', { projectId: other })).status).toBe(404);
  });

  it('refuses a member whose account was deleted and whose name was taken again', async () => {
    const other = await createProjectAs(owner.client, { name: 'Fourth', about: 'Another plan' });
    const leaving = await person('leaving');
    await invite(owner, other, leaving.username, 'editor');
    dataOf(await leaving.client.mutate('deleteAccount', { confirmation: leaving.username }));
    // Their membership went with their account.
    const members = dataOf<{ members: unknown[] }>(
      await owner.client.query('listProjectMembers', { projectId: other }),
    );
    expect(members.members).toEqual([]);
    // A new account with the same name is nobody's member.
    const again = await signUpAs(leaving.username, `again.${leaving.email}`);
    const newcomer = trpcAs(again.token, app);
    expect((await newcomer.query('getProject', { projectId: other })).status).toBe(404);
    expect(dataOf<{ data: unknown[] }>(await newcomer.query('listProjects')).data).toEqual([]);
  });
});

describe('comment threads', () => {
  it('lets Commenters and Editors comment, everyone read, and mails a new thread to the others', async () => {
    const [owner, editor, commenter, viewer, stranger] = await Promise.all([
      person('cowner'),
      person('ceditor'),
      person('ccommenter'),
      person('cviewer'),
      person('cstranger'),
    ]);
    const projectId = await createProjectAs(owner.client, { name: 'Garden Party', about: 'Comments' });
    await invite(owner, projectId, editor.username, 'editor');
    await invite(owner, projectId, commenter.username, 'commenter');
    await invite(owner, projectId, viewer.username, 'viewer');
    const start = (as: Person, text: string, anchor: object = { kind: 'point' }) =>
      as.client.mutate('startCommentThread', {
        projectId,
        sceneId: 'scene-1',
        anchor,
        position: [1, 0, 2],
        text,
      });

    const refused = await start(viewer, 'May I?');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(refusalFor('viewer', 'comment'));
    expect((await start(stranger, 'Hello')).status).toBe(404);
    expect((await start(commenter, '   ')).body.error?.message).toContain('Write a comment first');

    const thread = dataOf<{ threadId: string; status: string }>(
      await start(commenter, 'Move the bar nearer the door?', { kind: 'zone', id: 'zone-1' }),
    );
    expect(thread.status).toBe('open');
    // Everyone else in the project is told; the author is not.
    const mailed = (address: string) =>
      mailbox
        .list()
        .filter((m) => m.to === address && m.subject === `${commenter.username} commented on “Garden Party”`);
    for (const other of [owner, editor, viewer]) expect(mailed(other.email), other.username).toHaveLength(1);
    expect(mailed(commenter.email)).toHaveLength(0);
    expect(mailed(owner.email)[0]?.text).toContain('Move the bar nearer the door?');

    const ref = { projectId, threadId: thread.threadId };
    dataOf(await editor.client.mutate('replyToCommentThread', { ...ref, text: 'Done, moved 2 m.' }));
    expect((await viewer.client.mutate('replyToCommentThread', { ...ref, text: 'Nice' })).status).toBe(403);
    dataOf(await commenter.client.mutate('setCommentThreadResolved', { ...ref, resolved: true }));
    expect((await viewer.client.mutate('setCommentThreadResolved', { ...ref, resolved: false })).status).toBe(
      403,
    );

    const threads = dataOf<
      {
        threadId: string;
        status: string;
        resolvedBy?: string;
        anchor: object;
        messages: { author: string; text: string }[];
      }[]
    >(await viewer.client.query('listCommentThreads', { projectId, sceneId: 'scene-1' }));
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      status: 'resolved',
      resolvedBy: commenter.username,
      anchor: { kind: 'zone', id: 'zone-1' },
    });
    expect(threads[0]?.messages.map((m) => [m.author, m.text])).toEqual([
      [commenter.username, 'Move the bar nearer the door?'],
      [editor.username, 'Done, moved 2 m.'],
    ]);
    dataOf(await owner.client.mutate('setCommentThreadResolved', { ...ref, resolved: false }));
    const reopened = dataOf<{ status: string; resolvedBy?: string }[]>(
      await owner.client.query('listCommentThreads', { projectId, sceneId: 'scene-1' }),
    );
    expect(reopened[0]?.status).toBe('open');
    expect(reopened[0]?.resolvedBy).toBeUndefined();
    // Another scene's threads are its own; a missing thread answers as missing.
    expect(
      dataOf<unknown[]>(await owner.client.query('listCommentThreads', { projectId, sceneId: 'scene-2' })),
    ).toEqual([]);
    const missing = await owner.client.mutate('replyToCommentThread', {
      projectId,
      threadId: randomUUID(),
      text: 'x',
    });
    expect(missing.body.error?.message).toBe('Comment thread not found');
    expect(
      (await stranger.client.query('listCommentThreads', { projectId, sceneId: 'scene-1' })).status,
    ).toBe(404);

    // The project's threads go with it.
    dataOf(await owner.client.mutate('deleteProject', { projectId }));
    expect((await owner.client.query('listCommentThreads', { projectId, sceneId: 'scene-1' })).status).toBe(
      404,
    );
  });
});
