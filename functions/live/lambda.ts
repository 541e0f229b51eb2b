/**
 * AWS Lambda entry point of the live channel: the WebSocket API's $connect, $disconnect and $default
 * routes, each mapped onto the transport-agnostic handlers (handlers.ts). A refused $connect answers
 * 401 or 403, which API Gateway turns into a refused upgrade (browsers see close 1006, not the code).
 */

import { Logger } from '@aws-lambda-powertools/logger';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import type { Context } from 'aws-lambda';
import { LIVE_CLOSE } from '#shared/live-protocol.ts';
import { createTokenVerifier } from '../auth/verify.ts';
import { createAwsClients } from '../aws/clients.ts';
import { loadConfig } from '../config.ts';
import { dataContextOf } from '../data/context.ts';
import { connectionPoster } from './connection-poster.ts';
import { connect, disconnect, type LiveServices, message } from './handlers.ts';
import { liveCallerVerifier } from './live-caller.ts';

/** What API Gateway sends for a WebSocket route (the parts read here). */
export interface LiveEvent {
  requestContext: { routeKey: string; connectionId: string };
  queryStringParameters?: Record<string, string | undefined> | null;
  body?: string | null;
  isBase64Encoded?: boolean;
}

const logger = new Logger();
const config = loadConfig();
if (!config.liveTableName || !config.liveCallbackUrl)
  throw new Error('Missing configuration: ATRIUM_LIVE_TABLE_NAME and ATRIUM_LIVE_CALLBACK_URL');
const clients = createAwsClients(config);
const data = dataContextOf({ config, clients });
const services: LiveServices = {
  live: { ddb: clients.ddb, liveTableName: config.liveTableName },
  data,
  verifyCaller: liveCallerVerifier(createTokenVerifier(config), data),
  poster: connectionPoster(
    new ApiGatewayManagementApiClient({ region: config.region, endpoint: config.liveCallbackUrl }),
  ),
};

export const handler = async (event: LiveEvent, context: Context) => {
  logger.addContext(context);
  const { routeKey, connectionId } = event.requestContext;
  try {
    if (routeKey === '$connect') {
      const query = event.queryStringParameters ?? {};
      const outcome = await connect(services, {
        connectionId,
        projectId: query.projectId,
        token: query.token,
        welcomeNow: false,
      });
      if (outcome.accepted) return { statusCode: 200 };
      return { statusCode: outcome.code === LIVE_CLOSE.unauthorized ? 401 : 403, body: outcome.reason };
    }
    if (routeKey === '$disconnect') {
      await disconnect(services, connectionId);
      return { statusCode: 200 };
    }
    const body = event.body ?? '';
    await message(
      services,
      connectionId,
      event.isBase64Encoded ? Buffer.from(body, 'base64').toString() : body,
    );
    return { statusCode: 200 };
  } catch (error) {
    logger.error(`live ${routeKey} failed`, error as Error);
    return { statusCode: 500 };
  }
};
