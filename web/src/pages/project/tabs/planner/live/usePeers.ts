/**
 * The planner's view of the live channel (issue #28): who else is on the project and whether the
 * channel is up, read from the venue data's LiveChannel/LivePresence through useSyncExternalStore.
 */
import { useSyncExternalStore } from 'react';
import type { Peer } from '#shared/live-protocol.ts';
import type { LiveChannel, LiveStatus } from '../../../../../venue-data/live-channel.ts';
import type { LivePresence } from '../../../../../venue-data/live-presence.ts';

const NO_PEERS: readonly Peer[] = [];
const noSubscription = () => () => {};

/** The other people (connections) on the project; none while the data opens or the channel is down. */
export function usePeers(presence: LivePresence | null): readonly Peer[] {
  return useSyncExternalStore(presence?.subscribe ?? noSubscription, presence?.peers ?? (() => NO_PEERS));
}

/** The channel's status ('offline' while the data opens). */
export function useLiveStatus(channel: LiveChannel | null): LiveStatus {
  return useSyncExternalStore(
    (listener) => channel?.on('status', listener) ?? (() => {}),
    () => channel?.status ?? 'offline',
  );
}
