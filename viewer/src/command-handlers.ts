/**
 * A viewer command's handler, and records of them keyed by command type: a command is one entry, named
 * once. The planner's commands are planner/planner-commands.ts, the rest app/app-commands.ts; the
 * message handler gives each command to the entry of its type.
 */
import type { CommandOf, ViewerCommand } from '../protocol/index.ts';

export type ViewerCommandType = ViewerCommand['type'];

export interface CommandHandler<T extends ViewerCommandType, Context> {
  /** It edits the plan, so a read-only plan refuses it (a function: only some commands of the type do). */
  readonly editing: boolean | ((command: CommandOf<T>) => boolean);
  /** Does it; a promise is awaited. */
  run(context: Context, command: CommandOf<T>): unknown;
}

/** One handler for each of the command types `T`. */
export type CommandHandlers<Context, T extends ViewerCommandType = ViewerCommandType> = {
  readonly [K in T]: CommandHandler<K, Context>;
};

/** The entry for a command's type in a record, if it has one. */
export function handlerFor<Context>(
  handlers: Partial<CommandHandlers<Context>>,
  command: ViewerCommand,
): CommandHandler<ViewerCommandType, Context> | undefined {
  // The entry of a type takes that type's commands: the record's mapped type guarantees it.
  return Object.hasOwn(handlers, command.type)
    ? (handlers[command.type] as unknown as CommandHandler<ViewerCommandType, Context>)
    : undefined;
}

/** Whether a command edits the plan (a read-only plan refuses it). */
export function isEditing<Context>(
  handler: CommandHandler<ViewerCommandType, Context>,
  command: ViewerCommand,
): boolean {
  return typeof handler.editing === 'function' ? handler.editing(command) : handler.editing;
}
