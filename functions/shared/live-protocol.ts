/**
 * The live channel of an open project (issue #28): the messages a browser and the server exchange
 * over one WebSocket, as zod schemas both sides validate with. The server only relays: it checks the
 * sender's role on every edit, stamps the sender, and fans the message out to the project's other
 * connections. The S3 modules stay the record; the channel only makes other screens fast.
 *
 * Frames stay under API Gateway's 32 KB (LIVE_FRAME_LIMIT): a client splits a large batch of changes
 * into several `edit` messages. Browser-safe: no Node imports.
 */
import * as z from 'zod';
import { MODULE_NAMES } from '#venue/module-names.ts';
import { MEMBER_ROLES } from './roles.ts';

/** The largest frame either side sends, in bytes of JSON: API Gateway's WebSocket frame limit is 32 KB. */
export const LIVE_FRAME_LIMIT = 32 * 1024;
/** How often a client pings an idle channel: API Gateway closes one idle for 10 minutes. */
export const LIVE_PING_INTERVAL_MS = 5 * 60 * 1000;
/** The path of the local server's WebSocket endpoint (in AWS: the WebSocket API's own URL). */
export const LIVE_PATH = '/live';
/** Close codes the server uses; a client reconnects after any other close. */
export const LIVE_CLOSE = {
  /** The token is missing or no longer valid: sign in again. */
  unauthorized: 4401,
  /** The caller holds no role on the project, or was removed from it: do not reconnect. */
  forbidden: 4403,
} as const;

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const vec3 = z.tuple([z.number(), z.number(), z.number()]);

/**
 * A logical timestamp: a hybrid logical clock packed into one number, never behind the wall clock in
 * ms and always past every timestamp its client has seen. Ties are broken by `author`.
 */
const clock = z.number().int().nonnegative();

/** One entity's change: the fields that changed (JSON of the protobuf entity's fields), or its deletion. */
const entityChangeSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('upsert'),
    module: z.enum(MODULE_NAMES),
    sceneId: id,
    id,
    fields: z.record(z.string().max(64), z.unknown()),
    clock,
  }),
  z.object({ op: z.literal('delete'), module: z.enum(MODULE_NAMES), sceneId: id, id, clock }),
]);
export type EntityChange = z.infer<typeof entityChangeSchema>;

/** Where a person is and what they have selected; every field is optional (a page without a scene). */
const presenceSchema = z.object({
  sceneId: id.optional(),
  selection: z.array(id).max(500).optional(),
  camera: z.object({ position: vec3, target: vec3 }).optional(),
  /** Where their pointer meets the floor, or null when it is off the scene. */
  cursor: vec3.nullable().optional(),
});
export type Presence = z.infer<typeof presenceSchema>;

/** What a browser sends. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('edit'), changes: z.array(entityChangeSchema).min(1).max(200) }),
  z.object({ type: z.literal('presence'), presence: presenceSchema }),
  /** A module was uploaded: the others fetch it (this replaces polling while the channel is up). */
  z.object({ type: z.literal('saved'), sceneId: id, modules: z.array(z.enum(MODULE_NAMES)).min(1) }),
  /** The scene's comment threads changed (a new thread, a reply, resolved or reopened): the others fetch them. */
  z.object({ type: z.literal('comments'), sceneId: id }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Someone on the channel: one connection (a person with two tabs is two peers). */
const peerSchema = z.object({
  connectionId: z.string(),
  username: z.string(),
  role: z.enum(['owner', ...MEMBER_ROLES]),
  /** A CSS colour of their cursor and selection, the same for a name on every screen. */
  color: z.string(),
  presence: presenceSchema.optional(),
});
export type Peer = z.infer<typeof peerSchema>;

const author = z.object({ connectionId: z.string(), username: z.string() });

/** What the server sends. */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), you: peerSchema, peers: z.array(peerSchema) }),
  z.object({ type: z.literal('joined'), peer: peerSchema }),
  z.object({ type: z.literal('left'), connectionId: z.string() }),
  z.object({ type: z.literal('edit'), from: author, changes: z.array(entityChangeSchema) }),
  z.object({ type: z.literal('presence'), connectionId: z.string(), presence: presenceSchema }),
  z.object({
    type: z.literal('saved'),
    from: author,
    sceneId: id,
    modules: z.array(z.enum(MODULE_NAMES)),
  }),
  z.object({ type: z.literal('comments'), from: author, sceneId: id }),
  /** An edit that was not relayed, and why (a read-only role, a removed member, a bad message). */
  z.object({ type: z.literal('refused'), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
