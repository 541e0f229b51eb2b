/**
 * Short-lived links to the caller's own files, asked for (getFileUrl) when a file is shown, previewed
 * or downloaded: listings carry none. TanStack Query keeps each link until shortly before it expires,
 * so opening the same file again signs nothing new.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTRPC } from './trpc.ts';

/** A link is asked for anew this long before it expires, so one in use never runs out mid-load. */
const LINK_RENEW_MARGIN_MS = 5 * 60_000;

/** How long a link that expires at `expiresAt` may still be handed out from the cache. */
function linkFreshForMs(expiresAt: number | undefined, now = Date.now()): number {
  if (!expiresAt) return 0;
  return Math.max(0, expiresAt - now - LINK_RENEW_MARGIN_MS);
}

type Trpc = ReturnType<typeof useTRPC>;

function fileUrlOptions(trpc: Trpc, key: string) {
  return trpc.getFileUrl.queryOptions(
    { key },
    {
      staleTime: (query) => linkFreshForMs(query.state.data?.expiresAt),
      // A new link would restart a video or reload a scene: renew only when a file is opened again.
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  );
}

/** The link to one file; nothing is signed while `key` is empty or `enabled` is false. */
export function useFileUrl(key: string | null | undefined, options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...fileUrlOptions(trpc, key ?? ''), enabled: Boolean(key) && (options.enabled ?? true) });
}

/**
 * The first link signed for `key`, kept while the key stays the same: for a scene in the viewer,
 * where a renewed link would reload the scene.
 */
export function usePinnedFileUrl(key: string) {
  const link = useFileUrl(key);
  const pinned = useRef<{ key: string; url: string } | null>(null);
  if (link.data?.url && pinned.current?.key !== key) pinned.current = { key, url: link.data.url };
  return { ...link, url: pinned.current?.key === key ? pinned.current.url : undefined };
}

/** The link to one file, from the cache when it is still fresh (for downloads). */
export async function fetchFileUrl(queryClient: QueryClient, trpc: Trpc, key: string): Promise<string> {
  return (await queryClient.fetchQuery(fileUrlOptions(trpc, key))).url;
}
