/**
 * Lambda entry of the build pipeline's steps: `index.recordState` and `index.recordFailure` (one
 * bundle, two functions). Configured from the environment like the API; only the table is needed.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { loadPipelineConfig } from '../config.ts';
import { type PipelineContext, recordTaskFailure, recordTaskState } from './record-state.ts';

const logger = new Logger();
const config = loadPipelineConfig();
const ctx: PipelineContext = {
  tableName: config.tableName,
  ddb: DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: config.region,
      ...(config.localCredentials ? { credentials: config.localCredentials } : {}),
      ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  ),
};

function logged(step: (ctx: PipelineContext, event: unknown) => Promise<unknown>) {
  return async (event: unknown, context: Context) => {
    logger.addContext(context);
    const result = await step(ctx, event);
    logger.info('recorded', {
      event: event as Record<string, unknown>,
      result: result as Record<string, unknown>,
    });
    return result;
  };
}

export const recordState = logged(recordTaskState);
export const recordFailure = logged(recordTaskFailure);
