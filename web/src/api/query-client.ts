import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './errors.ts';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Cache and retry policy of spec §9: 5 min retention, 3 retries with capped exponential back-off. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Lists change only through this client, which invalidates them; 30 s avoids refetch storms.
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < MAX_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
      },
      mutations: { retry: false },
    },
  });
}
