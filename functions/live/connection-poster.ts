/**
 * The live channel's poster in AWS: API Gateway's management API (PostToConnection, DeleteConnection)
 * on the WebSocket stage's callback URL. A connection API Gateway no longer holds answers 410
 * (GoneException): that is 'gone', and the fan-out drops it from the registry.
 */
import {
  type ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { ServerMessage } from '#shared/live-protocol.ts';
import type { LivePoster } from './fan-out.ts';

function isGone(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.name === 'GoneException' || failure?.$metadata?.httpStatusCode === 410;
}

export function connectionPoster(client: ApiGatewayManagementApiClient): LivePoster {
  return {
    async post(connectionId, message: ServerMessage) {
      try {
        await client.send(
          new PostToConnectionCommand({
            ConnectionId: connectionId,
            Data: new TextEncoder().encode(JSON.stringify(message)),
          }),
        );
        return 'ok';
      } catch (error) {
        if (isGone(error)) return 'gone';
        throw error;
      }
    },
    async close(connectionId) {
      try {
        await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
      } catch (error) {
        if (!isGone(error)) throw error;
      }
    },
  };
}
