/**
 * Opens the venue data of a project's scene for as long as the component lives, and re-renders on
 * every change and sync event, so what is on screen is what the local store holds.
 */
import { useEffect, useState } from 'react';
import { openVenueData, type VenueData } from '../../../../venue-data/app-client.ts';

export type VenueDataState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: VenueData; revision: number; lastError: string; unsynced: ReadonlySet<string> };

export function useVenueData(projectId: string, sceneId: string, username: string | undefined) {
  const [state, setState] = useState<VenueDataState>({ status: 'loading' });

  useEffect(() => {
    if (!username) return;
    let closed = false;
    let opened: VenueData | undefined;
    // Modules with local changes not yet in the cloud (edits wait 500 ms for the debounced sync).
    const unsynced = new Set<string>();
    const bump = (lastError?: string) =>
      setState((s) =>
        s.status === 'ready'
          ? {
              ...s,
              revision: s.revision + 1,
              lastError: lastError ?? s.lastError,
              unsynced: new Set(unsynced),
            }
          : s,
      );
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ module?: string; local?: boolean } | undefined>).detail;
      if (detail?.local && detail.module) unsynced.add(detail.module);
      bump();
    };
    const onSyncEnd = (event: Event) => {
      const { module, error, result } = (
        event as CustomEvent<{ module: string; error?: unknown; result?: { status: string } }>
      ).detail;
      if (!error && result?.status !== 'queued') unsynced.delete(module);
      bump(error ? (error as Error).message : '');
    };
    openVenueData({ projectId, sceneId, username })
      .then((data) => {
        opened = data;
        if (closed) return data.close();
        data.store.events.addEventListener('change', onChange);
        data.sync.events.addEventListener('syncstart', onChange);
        data.sync.events.addEventListener('syncend', onSyncEnd);
        window.addEventListener('online', onChange);
        window.addEventListener('offline', onChange);
        setState({ status: 'ready', data, revision: 0, lastError: '', unsynced: new Set() });
        data.initialSync.catch(() => {});
      })
      .catch((error: Error) => setState({ status: 'error', message: error.message }));
    return () => {
      closed = true;
      window.removeEventListener('online', onChange);
      window.removeEventListener('offline', onChange);
      opened?.store.events.removeEventListener('change', onChange);
      opened?.sync.events.removeEventListener('syncstart', onChange);
      opened?.sync.events.removeEventListener('syncend', onSyncEnd);
      opened?.close();
    };
  }, [projectId, sceneId, username]);

  return state;
}
