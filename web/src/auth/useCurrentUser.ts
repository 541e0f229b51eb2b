import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../api/trpc.ts';

/** The signed-in user (spec §4): refreshed when the window regains focus, never retried. */
export function useCurrentUser() {
  const trpc = useTRPC();
  // The original client sends an empty username; the server acts for the token's user anyway.
  return useQuery(
    trpc.getUserData.queryOptions({ username: '' }, { refetchOnWindowFocus: true, retry: false }),
  );
}
