/**
 * Comment threads of a project's plan (issue #28): their shape and limits, shared by the server,
 * which validates and stores them, and the web app's Comments panel. Browser-safe: no Node imports.
 */
import * as z from 'zod';
import { idSchema } from './schemas.ts';

export const COMMENT_MAX_CHARS = 2000;
/** Replies a thread holds (it is one table item, at most 400 KB). */
export const THREAD_MAX_MESSAGES = 200;
/** Threads one scene holds. */
export const SCENE_MAX_THREADS = 1000;
export const THREAD_FULL = `This thread has ${THREAD_MAX_MESSAGES} messages: start a new one`;
export const SCENE_FULL = `This scene has ${SCENE_MAX_THREADS} threads: resolve and remove old ones first`;

const sceneId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Use 1 to 64 letters, digits, underscores or hyphens');
const finite = z.number().finite();

const commentTextSchema = z
  .string()
  .trim()
  .min(1, 'Write a comment first')
  .max(COMMENT_MAX_CHARS, `A comment is at most ${COMMENT_MAX_CHARS} characters`);

/** Where a thread's pin is: a point anywhere in the scene, or on a placed item or a zone (which it follows). */
const commentAnchorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('point') }),
  z.object({ kind: z.enum(['item', 'zone']), id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) }),
]);
export type CommentAnchor = z.infer<typeof commentAnchorSchema>;

const threadRefSchema = z.object({ projectId: idSchema, threadId: z.uuid() });

export const sceneThreadsInput = z.object({ projectId: idSchema, sceneId });

export const startThreadInput = z.object({
  projectId: idSchema,
  sceneId,
  anchor: commentAnchorSchema,
  position: z.tuple([finite, finite, finite]),
  text: commentTextSchema,
});

export const replyInput = threadRefSchema.extend({ text: commentTextSchema });

export const resolveInput = threadRefSchema.extend({ resolved: z.boolean() });

export interface CommentMessage {
  messageId: string;
  author: string;
  text: string;
  at: string;
}

export interface CommentThread {
  threadId: string;
  projectId: string;
  sceneId: string;
  anchor: CommentAnchor;
  position: [number, number, number];
  status: 'open' | 'resolved';
  messages: CommentMessage[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** Who resolved it, while it is resolved. */
  resolvedBy?: string;
}
