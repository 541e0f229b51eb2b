/**
 * The comment threads of the planner's scene (issue #28): read through the API, changed through it,
 * and fetched again when another screen says they changed (the live channel's notice) or, as a
 * fallback while no notice can come, once a minute.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentAnchor, CommentThread } from '#shared/comments.ts';
import { useTRPC } from '../../../../../api/trpc.ts';

const FALLBACK_REFRESH_MS = 60_000;
const NO_THREADS: CommentThread[] = [];

export function useCommentThreads(projectId: string, sceneId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = { projectId, sceneId };
  const threads = useQuery({
    ...trpc.listCommentThreads.queryOptions(ref),
    refetchInterval: FALLBACK_REFRESH_MS,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.listCommentThreads.queryKey(ref) });
  const start = useMutation(trpc.startCommentThread.mutationOptions({ onSuccess: refresh }));
  const reply = useMutation(trpc.replyToCommentThread.mutationOptions({ onSuccess: refresh }));
  const resolve = useMutation(trpc.setCommentThreadResolved.mutationOptions({ onSuccess: refresh }));
  return {
    threads: (threads.data ?? NO_THREADS) as CommentThread[],
    loading: threads.isPending,
    error: threads.error,
    refresh,
    start: (draft: { anchor: CommentAnchor; position: [number, number, number]; text: string }) =>
      start.mutateAsync({ ...ref, ...draft }),
    reply: (threadId: string, text: string) => reply.mutateAsync({ projectId, threadId, text }),
    setResolved: (threadId: string, resolved: boolean) =>
      resolve.mutateAsync({ projectId, threadId, resolved }),
    busy: start.isPending || reply.isPending || resolve.isPending,
  };
}

export type CommentThreads = ReturnType<typeof useCommentThreads>;
