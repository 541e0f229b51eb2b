/**
 * This screen's side of presence (issue #28): the planner session's selection and camera, and the
 * scene open, go to the live channel (LivePresence throttles them); the others' cameras go to the
 * viewer as markers (showPeers); and 'Follow' — this viewer's camera takes each camera a followed
 * person reports, until they leave or following stops.
 */
import type { CameraState, CommandOf } from '#protocol/index.ts';
import { DEFAULT_FOV } from '#protocol/index.ts';
import type { Peer, Presence } from '#shared/live-protocol.ts';
import type { LivePresence } from '../../../../../venue-data/live-presence.ts';
import type { PlannerSession } from '../session/planner-session.ts';

/** Sends the session's selection and camera as they change; answers the unsubscribe. */
export function linkPresence(presence: LivePresence, session: PlannerSession, sceneId: string): () => void {
  let selection: readonly string[] | undefined;
  let camera: CameraState | null | undefined;
  const send = () => {
    const s = session.get();
    if (s.selection.ids === selection && s.camera === camera) return;
    const update: Presence = { sceneId };
    if (s.selection.ids !== selection) update.selection = s.selection.ids.slice(0, 500);
    if (s.camera && s.camera !== camera)
      update.camera = { position: s.camera.position, target: s.camera.target };
    selection = s.selection.ids;
    camera = s.camera;
    presence.update(update);
  };
  send();
  return session.subscribe(send);
}

/**
 * Makes the viewer's camera follow a peer's: each camera they report is set on this viewer (with this
 * viewer's own up and field of view). Calls `stopped` when they leave. Answers the unsubscribe.
 */
export function followPeer(opts: {
  presence: LivePresence;
  connectionId: string;
  session: PlannerSession;
  setCamera: (camera: CameraState) => void;
  stopped: () => void;
}): () => void {
  let last: unknown;
  const apply = () => {
    const peer = opts.presence.peer(opts.connectionId);
    if (!peer) {
      unsubscribe();
      opts.stopped();
      return;
    }
    const camera = peer.presence?.camera;
    if (!camera || camera === last) return;
    last = camera;
    const own = opts.session.get().camera;
    opts.setCamera({
      position: camera.position,
      target: camera.target,
      up: own?.up ?? [0, 1, 0],
      fov: own?.fov ?? DEFAULT_FOV,
    });
  };
  const unsubscribe = opts.presence.subscribe(apply);
  apply();
  return unsubscribe;
}

/** The viewer's markers of the people looking at this scene (those who said where they look). */
export function peerMarkers(peers: readonly Peer[], sceneId: string): CommandOf<'showPeers'> {
  return {
    type: 'showPeers',
    peers: peers.flatMap((peer) => {
      const camera = peer.presence?.camera;
      if (!camera || (peer.presence?.sceneId && peer.presence.sceneId !== sceneId)) return [];
      return [
        {
          id: peer.connectionId,
          name: peer.username,
          color: peer.color,
          position: camera.position,
          target: camera.target,
        },
      ];
    }),
  };
}
