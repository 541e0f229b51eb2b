/**
 * Who else is in the project (issue #28), in the bar over the 3D view: each person a round badge of
 * their initials in their colour, their name in the tooltip; a click follows their camera, a second
 * click stops. A channel the server refused says why; a channel that is down says so.
 */
import type { Peer } from '#shared/live-protocol.ts';
import type { LiveStatus } from '../../../../../venue-data/live-channel.ts';

export function initials(username: string): string {
  const words = username.split(/[\s._@-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : username.slice(0, 2);
  return letters.toUpperCase();
}

export function PresenceBar(props: {
  peers: readonly Peer[];
  status: LiveStatus;
  /** Why the server ended the channel (status 'refused'). */
  refusal?: string;
  following: string | null;
  onFollow: (connectionId: string | null) => void;
}) {
  if (props.status === 'refused')
    return (
      <span className="whitespace-nowrap text-zinc-500" title={props.refusal}>
        Live editing off
      </span>
    );
  if (props.status !== 'live')
    return (
      <span className="whitespace-nowrap text-zinc-500" role="status">
        {props.status === 'connecting' ? 'Connecting…' : 'Offline: edits sync when back'}
      </span>
    );
  if (props.peers.length === 0) return null;
  return (
    <ul aria-label="People here" className="flex items-center -space-x-1">
      {props.peers.map((peer) => {
        const followed = props.following === peer.connectionId;
        const name = `${peer.username} (${peer.role})`;
        return (
          <li key={peer.connectionId}>
            <button
              type="button"
              aria-pressed={followed}
              aria-label={followed ? `Stop following ${peer.username}` : `Follow ${peer.username}`}
              title={followed ? `${name}: following. Click to stop` : `${name}: click to follow`}
              onClick={() => props.onFollow(followed ? null : peer.connectionId)}
              className={`flex size-6 items-center justify-center rounded-full border-2 font-semibold text-[10px] text-white ${
                followed ? 'border-zinc-900' : 'border-white'
              }`}
              style={{ backgroundColor: peer.color }}
            >
              {initials(peer.username)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
