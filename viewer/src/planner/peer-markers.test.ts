import { Group, type Line, type Mesh, type MeshBasicMaterial, type SphereGeometry } from 'three';
import { describe, expect, it, vi } from 'vitest';
import { PeerMarkers } from './peer-markers.ts';

describe('PeerMarkers', () => {
  it('draws each peer as a sphere in their colour with a line to their target, and redraws on change', () => {
    const layer = new Group();
    const render = vi.fn();
    const markers = new PeerMarkers(layer, render);
    expect(layer.children).toEqual([markers.group]);
    expect(markers.group.userData.keep).toBe(true); // the overlay's redraws leave it
    markers.show(
      [
        { id: 'c2', name: 'bob', color: '#ff0000', position: [1, 2, 3], target: [0, 0, 0] },
        { id: 'c3', name: 'cy', color: 'not a colour', position: [0, 1, 0], target: [0, 0, 1] },
      ],
      0.5,
    );
    const [sphere, sight] = markers.group.children as [Mesh, Line];
    expect(markers.group.children).toHaveLength(4);
    expect(sphere.position.toArray()).toEqual([1, 2, 3]);
    expect((sphere.material as MeshBasicMaterial).color.getHexString()).toBe('ff0000');
    expect((sphere.geometry as SphereGeometry).parameters.radius).toBeCloseTo(0.3); // 15 cm at 0.5 m/unit
    expect(sight.geometry.getAttribute('position').count).toBe(2);
    expect(render).toHaveBeenCalledOnce();
    markers.show([], null);
    expect(markers.group.children).toHaveLength(0);
  });
});
