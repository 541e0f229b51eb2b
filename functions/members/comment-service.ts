/**
 * Comments on a project's plan (issue #28): anyone with a role reads them; Commenters, Editors and the
 * owner start threads, reply, resolve and reopen. A new thread is e-mailed to everyone else in the
 * project.
 */
import type { z } from 'zod';
import {
  type CommentThread,
  SCENE_FULL,
  SCENE_MAX_THREADS,
  type startThreadInput,
  THREAD_FULL,
} from '#shared/comments.ts';
import { AppError } from '../app-error.ts';
import {
  appendMessage,
  createThread,
  listThreads,
  newMessage,
  setThreadStatus,
} from '../data/comment-threads.ts';
import type { DataContext } from '../data/context.ts';
import { listMembers } from '../data/memberships.ts';
import { getProfile } from '../data/users.ts';
import type { MailServices } from '../trpc/context.ts';
import { type Asker, projectAccess } from './project-access.ts';

const THREAD_NOT_FOUND = 'Comment thread not found';

export async function sceneThreads(
  ctx: DataContext,
  asker: Asker,
  ref: { projectId: string; sceneId: string },
) {
  const { owner } = await projectAccess(ctx, asker, ref.projectId, 'read');
  return (await listThreads(ctx, owner, ref.projectId)).filter((thread) => thread.sceneId === ref.sceneId);
}

export async function startThread(
  ctx: DataContext,
  asker: Asker,
  input: z.infer<typeof startThreadInput>,
  mail?: MailServices,
): Promise<CommentThread> {
  const { owner, project } = await projectAccess(ctx, asker, input.projectId, 'comment');
  const existing = await listThreads(ctx, owner, input.projectId);
  if (existing.filter((thread) => thread.sceneId === input.sceneId).length >= SCENE_MAX_THREADS)
    throw new AppError('BAD_REQUEST', SCENE_FULL);
  const { text, ...where } = input;
  const thread = await createThread(ctx, owner, where, newMessage(asker.username, text));
  if (mail) {
    const members = await listMembers(ctx, owner, input.projectId);
    const ownerEmail = (await getProfile(ctx, owner))?.email;
    const recipients = [
      ...(ownerEmail ? [{ username: owner, email: ownerEmail }] : []),
      ...members.map(({ username, email }) => ({ username, email })),
    ].filter((person) => person.username !== asker.username);
    for (const person of recipients) {
      await mail.send({
        to: person.email,
        subject: `${asker.username} commented on “${project.name}”`,
        text: [
          `${asker.username} started a comment thread in “${project.name}”:`,
          '',
          text,
          '',
          `Open the plan: ${mail.origin}/project/${input.projectId}/venue-planner`,
        ].join('\n'),
      });
    }
  }
  return thread;
}

export async function replyToThread(
  ctx: DataContext,
  asker: Asker,
  input: { projectId: string; threadId: string; text: string },
) {
  const { owner } = await projectAccess(ctx, asker, input.projectId, 'comment');
  const message = newMessage(asker.username, input.text);
  if (await appendMessage(ctx, owner, input.projectId, input.threadId, message)) return message;
  const thread = (await listThreads(ctx, owner, input.projectId)).find((t) => t.threadId === input.threadId);
  throw thread ? new AppError('BAD_REQUEST', THREAD_FULL) : new AppError('NOT_FOUND', THREAD_NOT_FOUND);
}

export async function resolveThread(
  ctx: DataContext,
  asker: Asker,
  input: { projectId: string; threadId: string; resolved: boolean },
) {
  const { owner } = await projectAccess(ctx, asker, input.projectId, 'comment');
  const change = { resolved: input.resolved, by: asker.username };
  if (!(await setThreadStatus(ctx, owner, input.projectId, input.threadId, change)))
    throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
  return { threadId: input.threadId, status: input.resolved ? 'resolved' : 'open' };
}
