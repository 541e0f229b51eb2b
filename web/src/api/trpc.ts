/** The web app's tRPC client: one batching link to /trpc, typed by the server's AppRouter. */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '#app-router';
import { MAX_BATCH_SIZE } from '#shared/limits.ts';
import { getToken } from '../auth/session.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export function createApiClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: '/trpc',
        // The server refuses larger batches: more calls at once go out as several requests.
        maxItems: MAX_BATCH_SIZE,
        // Read per request: the token changes on login and logout without a reload.
        headers() {
          const token = getToken();
          return token ? { Authorization: token } : {};
        },
        fetch(url, options) {
          return fetch(url, { ...options, credentials: 'include' });
        },
      }),
    ],
  });
}
