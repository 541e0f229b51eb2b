/**
 * Build tasks as the build pipeline sees them (spec product.md §3 Build task, §4 build states).
 *
 * Key choice: a task lives in its owner's partition like every other record,
 *   PK = USER#{username}   SK = TASK#{propertyId}#{createdAt}   (createdAt: ISO 8601, UTC)
 * so "the newest task of this property" (getBuildTaskState) is one Query on
 * begins_with(SK, 'TASK#{propertyId}#') read backwards with Limit 1, a caller can only ever reach
 * their own tasks, and the state machine addresses a task by the three values in its input. The keys
 * themselves are built in functions/data/table.ts with every other key.
 */
import * as z from 'zod';
import { keys } from '../data/table.ts';

const BUILD_STATES = ['new', 'waiting', 'starting', 'building', 'completed', 'failed'] as const;
export type BuildState = (typeof BUILD_STATES)[number];
/** States after which nothing may change a task any more. */
export const FINAL_STATES = ['completed', 'failed'] as const satisfies readonly BuildState[];

/** What identifies a task: the state machine's input carries it as `$.task`. */
export const taskRefSchema = z.object({
  username: z.string().trim().min(1),
  propertyId: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type TaskRef = z.infer<typeof taskRefSchema>;

/** The input of one execution of infra/pipeline/build-tour.asl.json. */
const buildExecutionInputSchema = z.object({ task: taskRefSchema });
export type BuildExecutionInput = z.infer<typeof buildExecutionInputSchema>;

export function taskKey(task: TaskRef) {
  return { PK: keys.user(task.username), SK: keys.task(task.propertyId, task.createdAt) };
}

export function propertyKey(task: TaskRef) {
  return { PK: keys.user(task.username), SK: keys.property(task.propertyId) };
}
