/**
 * What a confirmed payment starts: the build task of its order, keyed by the order (its id is the
 * task's id, its creation time the task's), so every delivery of the event records it once.
 * Launching the pipeline run for a new task belongs to the build pipeline (`launch`).
 */
import { type BuildTask, recordBuildTask } from '../builds/tasks.ts';
import type { DataContext } from '../data/context.ts';
import type { Order } from './orders.ts';
import type { OnOrderPaid } from './webhook.ts';

export type LaunchBuild = (task: BuildTask) => Promise<void>;

export function startPaidBuild(ctx: DataContext, launch?: LaunchBuild): OnOrderPaid {
  return async (order: Order) => {
    const { task, created } = await recordBuildTask(ctx, order.username, order.build, {
      uniqueId: order.orderId,
      createdAt: order.createdAt,
      orderId: order.orderId,
    });
    if (created && launch) await launch(task);
  };
}
