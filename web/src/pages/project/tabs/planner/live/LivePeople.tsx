/**
 * The presence bar wired to the planner (issue #28): this screen's selection and camera go out, the
 * others come in (and show in the viewer where they look, at most ten times a second), and 'Follow'
 * sets this viewer's camera to the followed person's as they move.
 */
import { useEffect, useState } from 'react';
import type { LiveChannel } from '../../../../../venue-data/live-channel.ts';
import type { LivePresence } from '../../../../../venue-data/live-presence.ts';
import { usePlanner } from '../session/planner-context.tsx';
import { followPeer, linkPresence, peerMarkers } from './live-presence-link.ts';
import { PresenceBar } from './PresenceBar.tsx';
import { useLiveStatus, usePeers } from './usePeers.ts';

/** The shortest time between two updates of the viewer's markers of the others. */
const MARKER_INTERVAL_MS = 100;

export function LivePeople(props: {
  live: { channel: LiveChannel; presence: LivePresence };
  sceneId: string;
}) {
  const { channel, presence } = props.live;
  const { controller } = usePlanner();
  const { session } = controller;
  const peers = usePeers(presence);
  const status = useLiveStatus(channel);
  const [following, setFollowing] = useState<string | null>(null);

  useEffect(() => linkPresence(presence, session, props.sceneId), [presence, session, props.sceneId]);
  useEffect(() => {
    if (!following) return;
    return followPeer({
      presence,
      connectionId: following,
      session,
      setCamera: (camera) => controller.send({ type: 'setCameraPosition', camera, durationMs: 0 }),
      stopped: () => setFollowing(null),
    });
  }, [following, presence, session, controller]);

  useEffect(() => {
    let at = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      timer = undefined;
      at = performance.now();
      controller.send(peerMarkers(presence.peers(), props.sceneId));
    };
    const changed = () => {
      if (timer !== undefined) return;
      const wait = at + MARKER_INTERVAL_MS - performance.now();
      if (wait <= 0) push();
      else timer = setTimeout(push, wait);
    };
    const stop = presence.subscribe(changed);
    changed();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [presence, controller, props.sceneId]);

  return (
    <PresenceBar
      peers={peers}
      status={status}
      refusal={channel.refusal}
      following={following}
      onFollow={setFollowing}
    />
  );
}
