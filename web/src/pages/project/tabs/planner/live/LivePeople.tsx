/**
 * The presence bar wired to the planner (issue #28): this screen's selection and camera go out, the
 * others come in, and 'Follow' sets this viewer's camera to the followed person's as they move.
 */
import { useEffect, useState } from 'react';
import type { LiveChannel } from '../../../../../venue-data/live-channel.ts';
import type { LivePresence } from '../../../../../venue-data/live-presence.ts';
import { usePlanner } from '../session/planner-context.tsx';
import { followPeer, linkPresence } from './live-presence-link.ts';
import { PresenceBar } from './PresenceBar.tsx';
import { useLiveStatus, usePeers } from './usePeers.ts';

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
