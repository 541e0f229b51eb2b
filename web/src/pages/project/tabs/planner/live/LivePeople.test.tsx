// @vitest-environment happy-dom
/** The presence bar: who else is here, following one of them, and what a channel that is down says. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Peer } from '#shared/live-protocol.ts';
import { LiveChannel } from '../../../../../venue-data/live-channel.ts';
import { LivePresence } from '../../../../../venue-data/live-presence.ts';
import { socketFactory } from '../../../../../venue-data/live-test-kit.ts';
import { renderWithPlanner } from '../session/render-with-planner.tsx';
import { LivePeople } from './LivePeople.tsx';
import { initials } from './PresenceBar.tsx';

const bob: Peer = { connectionId: 'c2', username: 'bob.stone', role: 'editor', color: 'rgb(233, 30, 99)' };
const cy: Peer = { connectionId: 'c3', username: 'cy', role: 'viewer', color: 'rgb(0, 150, 136)' };
const camera = { position: [0, 2, 5], target: [0, 0, 0], up: [0, 1, 0], fov: 50 } as const;

function setup() {
  const sockets = socketFactory();
  const channel = new LiveChannel({ url: () => 'ws://x/live', createSocket: sockets.create });
  const presence = new LivePresence(channel, () => 0, 0);
  channel.connect();
  const t = renderWithPlanner(<LivePeople live={{ channel, presence }} sceneId="s1" />, {
    camera: { ...camera, position: [...camera.position], target: [...camera.target], up: [...camera.up] },
    selection: { ids: ['t1'], type: 'planning' } as never,
  });
  const socket = () => sockets.latest();
  return { t, channel, socket };
}

afterEach(cleanup);

describe('LivePeople', () => {
  it('says the channel is connecting, then shows each other person as initials in their colour', () => {
    const { socket } = setup();
    expect(screen.getByRole('status').textContent).toBe('Connecting…');
    act(() => {
      socket().open();
      socket().receive({
        type: 'welcome',
        you: { ...cy, connectionId: 'me', username: 'ann' },
        peers: [bob, cy],
      });
    });
    const people = screen.getByRole('list', { name: 'People here' });
    const badges = [...people.querySelectorAll('button')];
    expect(badges.map((b) => b.textContent)).toEqual(['BS', 'CY']);
    expect(badges[0]?.getAttribute('title')).toBe('bob.stone (editor): click to follow');
    expect((badges[0] as HTMLElement).style.backgroundColor).toBe('rgb(233, 30, 99)');
    expect(initials('Ann Lee')).toBe('AL');
  });

  it('sends this screen’s scene, selection and camera when the channel is live', () => {
    const { socket } = setup();
    act(() => socket().open());
    act(() => socket().receive({ type: 'welcome', you: { ...cy, connectionId: 'me' }, peers: [] }));
    expect(socket().sent.at(-1)).toEqual({
      type: 'presence',
      presence: {
        sceneId: 's1',
        selection: ['t1'],
        camera: { position: [0, 2, 5], target: [0, 0, 0] },
      },
    });
  });

  it('follows a person’s camera on click, until clicked again or they leave', () => {
    const { socket, t } = setup();
    act(() => {
      socket().open();
      socket().receive({ type: 'welcome', you: { ...cy, connectionId: 'me' }, peers: [bob] });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Follow bob.stone' }));
    const moveBob = (x: number) =>
      act(() =>
        socket().receive({
          type: 'presence',
          connectionId: 'c2',
          presence: { camera: { position: [x, 1, 1], target: [x, 0, 0] } },
        }),
      );
    moveBob(3);
    expect(t.sent.find((c) => c.type === 'showPeers')).toBeDefined();
    expect(t.sent.filter((c) => c.type === 'setCameraPosition').at(-1)).toEqual({
      type: 'setCameraPosition',
      camera: { position: [3, 1, 1], target: [3, 0, 0], up: [0, 1, 0], fov: 50 },
      durationMs: 0,
    });
    expect(
      screen.getByRole('button', { name: 'Stop following bob.stone' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Stop following bob.stone' }));
    const moves = () => t.sent.filter((c) => c.type === 'setCameraPosition').length;
    const count = moves();
    moveBob(4);
    expect(moves()).toBe(count);
    fireEvent.click(screen.getByRole('button', { name: 'Follow bob.stone' }));
    act(() => socket().receive({ type: 'left', connectionId: 'c2' }));
    expect(screen.queryByRole('list', { name: 'People here' })).toBeNull();
  });

  it('shows the others where they look in the viewer: those with a camera on this scene', async () => {
    const { socket, t } = setup();
    const dan: Peer = {
      ...bob,
      connectionId: 'c4',
      username: 'dan',
      presence: { sceneId: 'other', camera: { position: [9, 9, 9], target: [0, 0, 0] } },
    };
    act(() => {
      socket().open();
      socket().receive({
        type: 'welcome',
        you: { ...cy, connectionId: 'me' },
        peers: [
          { ...bob, presence: { sceneId: 's1', camera: { position: [1, 2, 3], target: [0, 0, 0] } } },
          cy,
          dan,
        ],
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(t.sent.filter((c) => c.type === 'showPeers').at(-1)).toEqual({
      type: 'showPeers',
      peers: [
        { id: 'c2', name: 'bob.stone', color: 'rgb(233, 30, 99)', position: [1, 2, 3], target: [0, 0, 0] },
      ],
    });
  });

  it('says why the server refused the channel', () => {
    const { socket } = setup();
    act(() => socket().drop(4403, 'You were removed from this project'));
    expect(screen.getByText('Live editing off').getAttribute('title')).toBe(
      'You were removed from this project',
    );
  });
});
