/**
 * The API Lambda's poster on the live channel (it closes a removed member's connections): API
 * Gateway's management client is loaded on first use, as Stripe's is, so the API's cold start does not
 * read it (infra/cloud/bundle.test.ts holds the budget).
 */
import type { LivePoster } from './fan-out.ts';

export function lazyConnectionPoster(region: string, endpoint: string): LivePoster {
  let loaded: Promise<LivePoster> | undefined;
  const poster = () => {
    loaded ??= Promise.all([
      import('@aws-sdk/client-apigatewaymanagementapi'),
      import('./connection-poster.ts'),
    ]).then(([sdk, module]) =>
      module.connectionPoster(new sdk.ApiGatewayManagementApiClient({ region, endpoint })),
    );
    return loaded;
  };
  return {
    post: async (connectionId, message) => (await poster()).post(connectionId, message),
    close: async (connectionId, code, reason) => (await poster()).close(connectionId, code, reason),
  };
}
