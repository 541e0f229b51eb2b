/** The worker's writes to its build task: 'building' with its progress (functions/shared/build-progress.ts), its outputs, or a readable failure. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DataContext } from '#functions/data/context.ts';
import { guardedWrite } from '#functions/data/items.ts';
import { propertyKey, type TaskRef, taskKey } from '#functions/pipeline/build-task.ts';
import type { BuildProgress } from '#shared/build-progress.ts';
import { type SceneScores, sceneScoresSchema } from '#shared/build-quality.ts';

export class BuildFailure extends Error {
  override name = 'BuildFailure';
}

export async function reportProgress(data: DataContext, task: TaskRef, progress: BuildProgress) {
  await data.ddb.send(
    new UpdateCommand({
      TableName: data.tableName,
      Key: taskKey(task),
      UpdateExpression: 'SET buildState = :building, progress = :progress, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND NOT buildState IN (:completed, :failed)',
      ExpressionAttributeValues: {
        ':building': 'building',
        ':progress': progress,
        ':now': new Date().toISOString(),
        ':completed': 'completed',
        ':failed': 'failed',
      },
    }),
  );
}

/** The reason the user reads; the state machine's failure step keeps it (if_not_exists). */
export async function reportFailure(data: DataContext, task: TaskRef, reason: string) {
  await data.ddb.send(
    new UpdateCommand({
      TableName: data.tableName,
      Key: taskKey(task),
      UpdateExpression: 'SET failureReason = :reason, updatedAt = :now',
      ExpressionAttributeValues: { ':reason': reason.slice(0, 500), ':now': new Date().toISOString() },
    }),
  );
}

/**
 * The preview scene: the task shows it (quality 'preview') while the final one trains, with its
 * measured quality (`previewScores`); the property keeps its last final tour.
 */
export async function reportPreview(
  data: DataContext,
  task: TaskRef,
  splatFile: string,
  scores: SceneScores,
) {
  await data.ddb.send(
    new UpdateCommand({
      TableName: data.tableName,
      Key: taskKey(task),
      UpdateExpression:
        'SET splatFile = :splat, quality = :preview, previewScores = :scores, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND NOT buildState IN (:completed, :failed)',
      ExpressionAttributeValues: {
        ':splat': splatFile,
        ':preview': 'preview',
        ':scores': sceneScoresSchema.parse(scores),
        ':now': new Date().toISOString(),
        ':completed': 'completed',
        ':failed': 'failed',
      },
    }),
  );
}

/** The final scene's files and its measured quality (`scores`; absent when the trainer measured none). */
export async function reportOutputs(
  data: DataContext,
  task: TaskRef,
  outputs: { splatFile: string; zipKey: string; scores?: SceneScores },
) {
  await data.ddb.send(
    new UpdateCommand({
      TableName: data.tableName,
      Key: taskKey(task),
      UpdateExpression: `SET splatFile = :splat, zipKey = :zip, quality = :final, updatedAt = :now${outputs.scores ? ', scores = :scores' : ''}`,
      ExpressionAttributeValues: {
        ...(outputs.scores ? { ':scores': sceneScoresSchema.parse(outputs.scores) } : {}),
        ':splat': outputs.splatFile,
        ':final': 'final',
        ':zip': outputs.zipKey,
        ':now': new Date().toISOString(),
      },
    }),
  );
  await guardedWrite(
    data.ddb.send(
      new UpdateCommand({
        TableName: data.tableName,
        Key: propertyKey(task),
        UpdateExpression: 'SET splatFile = :splat',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':splat': outputs.splatFile },
      }),
    ),
  );
}
