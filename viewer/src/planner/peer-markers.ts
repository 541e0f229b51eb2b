/**
 * Where the other people on the project are looking (issue #28, showPeers): each one's camera as a
 * small sphere in their colour with a line to the point they look at, kept in one group of a layer
 * (userData.keep: the overlay's redraws leave it). Sized in metres when the scene's scale is known.
 */
import {
  BufferGeometry,
  Color,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  SphereGeometry,
  Vector3,
} from 'three';
import type { CommandOf } from '../../protocol/index.ts';

type PeerMarker = CommandOf<'showPeers'>['peers'][number];

/** The marker's radius: 15 cm, or this many scene units in an uncalibrated scene. */
const RADIUS_M = 0.15;
const RADIUS_UNCALIBRATED = 0.1;

export class PeerMarkers {
  readonly group = Object.assign(new Group(), { name: 'peers' });

  constructor(
    parent: Group | undefined,
    private readonly requestRender: () => void,
  ) {
    this.group.userData.keep = true;
    parent?.add(this.group);
  }

  show(peers: readonly PeerMarker[], metersPerUnit: number | null): void {
    this.clear();
    const radius = metersPerUnit ? RADIUS_M / metersPerUnit : RADIUS_UNCALIBRATED;
    for (const peer of peers) {
      const color = new Color();
      try {
        color.setStyle(peer.color);
      } catch {
        color.set('#888888');
      }
      const at = new Vector3(...peer.position);
      const sphere = new Mesh(new SphereGeometry(radius, 16, 12), new MeshBasicMaterial({ color }));
      sphere.position.copy(at);
      sphere.name = peer.name;
      sphere.userData.peerId = peer.id;
      const sight = new Line(
        new BufferGeometry().setFromPoints([at, new Vector3(...peer.target)]),
        new LineBasicMaterial({ color, transparent: true, opacity: 0.6 }),
      );
      sight.userData.peerId = peer.id;
      this.group.add(sphere, sight);
    }
    this.requestRender();
  }

  private clear(): void {
    for (const child of [...this.group.children]) {
      this.group.remove(child);
      const drawn = child as Mesh | Line;
      drawn.geometry.dispose();
      (drawn.material as MeshBasicMaterial | LineBasicMaterial).dispose();
    }
  }
}
