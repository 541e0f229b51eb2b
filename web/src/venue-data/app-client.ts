/**
 * Opens a venue scene's data in the browser: checks the client configuration (strict by default),
 * opens the local database, wires the sync engine to the API's presigned URLs, and syncs every
 * module once (spec venue-planner.md §4: initialisation opens the database, then syncs all modules),
 * then keeps other screens' edits coming: over the project's live channel (issue #28), or by polling
 * the cloud while the channel is down.
 */

import type { ModuleName } from '#venue/documents.ts';
import { isForbidden, isNotFound, isUnauthorized } from '../api/errors.ts';
import { createApiClient } from '../api/trpc.ts';
import { getToken } from '../auth/session.ts';
import { type ConfigCheckMode, checkStorageConfig } from './config.ts';
import { LiveChannel } from './live-channel.ts';
import { LivePresence } from './live-presence.ts';
import { LiveSync } from './live-sync.ts';
import { liveChannelUrl } from './live-url.ts';
import { ModuleSync, type SyncResult } from './sync.ts';
import type { ModuleTransport } from './transport.ts';
import { createVenueBridge, type VenueBridge } from './venue-bridge.ts';
import { VenueStore } from './venue-store.ts';

export interface VenueData {
  bridge: VenueBridge;
  store: VenueStore;
  sync: ModuleSync;
  /** The project's live channel, and who else is on it. */
  live: { channel: LiveChannel; presence: LivePresence };
  initialSync: Promise<SyncResult[]>;
  close(): void;
}

function apiTransport(projectId: string, sceneId: string): ModuleTransport {
  const api = createApiClient();
  return {
    listModules: async () => {
      const { modules } = await api.listVenueSceneDataModules.query({ projectId, sceneId });
      return new Map(modules.map((m) => [m.module, m.etag]));
    },
    readUrls: (module: ModuleName) =>
      api.getVenueSceneDataModuleFileUrl.query({ projectId, sceneId, module }),
    uploadUrl: async (module, precondition) =>
      (await api.getVenueSceneDataModuleFileUploadUrl.mutate({ projectId, sceneId, module, ...precondition }))
        .url,
    fetch: (input, init) => fetch(input, init),
  };
}

export async function openVenueData(opts: {
  projectId: string;
  sceneId: string;
  username: string;
  checkMode?: ConfigCheckMode;
  onSyncError?: (module: ModuleName, error: unknown) => void;
}): Promise<VenueData> {
  const transport = apiTransport(opts.projectId, opts.sceneId);
  const { bucketName } = await transport.readUrls('venue_core');
  checkStorageConfig({ venueId: opts.projectId, username: opts.username, bucketName }, opts.checkMode);
  const store = await VenueStore.open({ venueId: opts.projectId, sceneId: opts.sceneId });
  const sync = new ModuleSync(store, transport, { connectivity: window, onError: opts.onSyncError });
  const bridge = createVenueBridge(store, sync, window);
  // Another screen's edits arrive while this page is open: live, or polled while the channel is down.
  const api = createApiClient();
  const channel = new LiveChannel({
    url: () => liveChannelUrl(opts.projectId, getToken()),
    // A refused upgrade looks like a dropped connection to a browser: the API says which it was.
    checkAccess: async () => {
      try {
        await api.getProject.query({ projectId: opts.projectId });
        return null;
      } catch (error) {
        if (isUnauthorized(error)) return 'Your session has ended: sign in again to see live edits.';
        if (isForbidden(error) || isNotFound(error)) return 'You no longer have access to this project.';
        return null;
      }
    },
  });
  const presence = new LivePresence(channel);
  const liveSync = new LiveSync({
    store,
    sync,
    channel,
    sceneId: opts.sceneId,
    isVisible: () => document.visibilityState !== 'hidden',
    onError: opts.onSyncError,
  });
  const reconnect = () => channel.reconnectNow();
  window.addEventListener('online', reconnect);
  const initialSync = sync.syncAllModules();
  channel.connect();
  return {
    bridge,
    store,
    sync,
    live: { channel, presence },
    initialSync,
    close() {
      window.removeEventListener('online', reconnect);
      liveSync.dispose();
      presence.dispose();
      channel.dispose();
      sync.dispose();
      store.close();
    },
  };
}
