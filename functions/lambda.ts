/** AWS Lambda entry point: the same HTTP app, configured from the Lambda's environment. */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { handle } from 'hono/aws-lambda';
import { createApp, createServices } from './app.ts';
import { stepFunctionsLauncher } from './builds/sfn-launcher.ts';
import { loadConfig } from './config.ts';
import { lazyConnectionPoster } from './live/lazy-poster.ts';

// Structured JSON logs with the request id; POWERTOOLS_SERVICE_NAME and POWERTOOLS_LOG_LEVEL come from the stack.
const logger = new Logger();
const config = loadConfig();
const stateMachineArn = config.buildStateMachineArn;
const services = createServices(
  config,
  stateMachineArn ? (data) => stepFunctionsLauncher(data, config.region, stateMachineArn) : undefined,
);
// The live channel's registry and stage: removing a member closes their open channels at once.
const { liveTableName, liveCallbackUrl } = config;
const app = handle(
  createApp(
    liveTableName && liveCallbackUrl
      ? {
          ...services,
          live: {
            live: { ddb: services.clients.ddb, liveTableName },
            poster: lazyConnectionPoster(config.region, liveCallbackUrl),
          },
        }
      : services,
  ),
);

export const handler = async (event: Parameters<typeof app>[0], context: Context) => {
  logger.addContext(context);
  try {
    return await app(event, context);
  } catch (error) {
    logger.error('request failed', error as Error);
    throw error;
  }
};
