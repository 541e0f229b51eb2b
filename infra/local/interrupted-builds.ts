/**
 * On `npm start`: build tasks that a previous run of the stack had started and never finished. Their
 * worker ran as a child of that run and is gone (stopping the stack stops its workers), so nothing will
 * ever finish them: they end `failed` with a reason the user can read, instead of building forever.
 * Their work folders go too: a run killed outright (SIGKILL, a power cut) could not remove them.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '#functions/data/context.ts';
import { keys } from '#functions/data/table.ts';
import { FINAL_STATES, type TaskRef } from '#functions/pipeline/build-task.ts';
import { recordTaskFailure } from '#functions/pipeline/record-state.ts';

const INTERRUPTED_REASON = 'The build was interrupted.';

function taskRefOf(item: Record<string, unknown>): TaskRef | null {
  const pk = String(item.PK ?? '');
  const match = /^TASK#([^#]+)#(.+)$/.exec(String(item.SK ?? ''));
  if (!pk.startsWith('USER#') || !match?.[1] || !match[2]) return null;
  return { username: pk.slice('USER#'.length), propertyId: match[1], createdAt: match[2] };
}

/** Marks every launched, unfinished task failed; answers how many. Local table only: a Scan is fine. */
export async function failInterruptedBuilds(data: DataContext): Promise<number> {
  const stuck: TaskRef[] = [];
  const pages = paginateScan(
    { client: data.ddb },
    {
      TableName: data.tableName,
      // A task with an execution id was launched; one without is still waiting to be (e.g. paid for).
      FilterExpression:
        'begins_with(SK, :task) AND attribute_exists(executionId) AND NOT buildState IN (:completed, :failed)',
      ExpressionAttributeValues: {
        ':task': keys.taskPrefix,
        ':completed': FINAL_STATES[0],
        ':failed': FINAL_STATES[1],
      },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const ref = taskRefOf(item);
      if (ref) stuck.push(ref);
    }
  }

  // A reason the worker already wrote is more precise, and stays.
  for (const task of stuck)
    await recordTaskFailure(
      { ddb: data.ddb, tableName: data.tableName },
      { task, reason: INTERRUPTED_REASON },
    );
  return stuck.length;
}

/**
 * Empties the folder the workers' work folders live in (pipeline-runner.ts `workRoot`); answers how many
 * it removed. Only at start, before any worker runs: every folder there belongs to an earlier run.
 */
export function removeInterruptedWork(workRoot: string): number {
  let entries: string[];
  try {
    entries = readdirSync(workRoot);
  } catch {
    return 0;
  }
  for (const entry of entries) rmSync(join(workRoot, entry), { recursive: true, force: true });
  return entries.length;
}
