/**
 * Opens a venue scene's data in the browser: checks the client configuration (strict by default),
 * opens the local database, wires the sync engine to the API's presigned URLs, and syncs every
 * module once (spec venue-planner.md §4: initialisation opens the database, then syncs all modules),
 * then keeps pulling other devices' edits while the page is open.
 */

import type { ModuleName } from '#venue/documents.ts';
import { createApiClient } from '../api/trpc.ts';
import { type ConfigCheckMode, checkStorageConfig } from './config.ts';
import { ModuleSync, PULL_INTERVAL_MS, type SyncResult } from './sync.ts';
import type { ModuleTransport } from './transport.ts';
import { createVenueBridge, type VenueBridge } from './venue-bridge.ts';
import { VenueStore } from './venue-store.ts';

export interface VenueData {
  bridge: VenueBridge;
  store: VenueStore;
  sync: ModuleSync;
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
  // Another device's edits arrive while this page is open, not only on the next reload.
  sync.startPulling(PULL_INTERVAL_MS, () => document.visibilityState !== 'hidden');
  return {
    bridge,
    store,
    sync,
    initialSync: sync.syncAllModules(),
    close() {
      sync.dispose();
      store.close();
    },
  };
}
