/**
 * The comment threads of the planner's scene (issue #28): read through the API, changed through it,
 * and fetched again when another screen says they changed (the live channel's 'comments' notice,
 * which this screen sends after each change of its own) or, while the channel is down, once a minute.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CommentAnchor, CommentThread } from '#shared/comments.ts';
import { useTRPC } from '../../../../../api/trpc.ts';
import type { LiveChannel } from '../../../../../venue-data/live-channel.ts';

const FALLBACK_REFRESH_MS = 60_000;
const NO_THREADS: CommentThread[] = [];

export function useCommentThreads(projectId: string, sceneId: string, channel: LiveChannel | null) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ref = { projectId, sceneId };
  const threads = useQuery({
    ...trpc.listCommentThreads.queryOptions(ref),
    refetchInterval: () => (channel?.status === 'live' ? false : FALLBACK_REFRESH_MS),
  });
  const queryKey = trpc.listCommentThreads.queryKey(ref);
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the project and scene's
  useEffect(
    () =>
      channel?.on('message', (message) => {
        if (message.type === 'comments' && message.sceneId === sceneId)
          void queryClient.invalidateQueries({ queryKey });
      }),
    [channel, sceneId, queryClient],
  );
  const changed = async () => {
    channel?.send({ type: 'comments', sceneId });
    await refresh();
  };
  const start = useMutation(trpc.startCommentThread.mutationOptions({ onSuccess: changed }));
  const reply = useMutation(trpc.replyToCommentThread.mutationOptions({ onSuccess: changed }));
  const resolve = useMutation(trpc.setCommentThreadResolved.mutationOptions({ onSuccess: changed }));
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
