// @vitest-environment happy-dom
/**
 * The comment pins' sprites: one per pin, on its point, on top of everything at a constant pixel size;
 * the selected one bigger and above the rest; pins that look alike share a material (500 pins, a few
 * textures); a new set replaces the old one, and the same set is not rebuilt.
 */
import type { Sprite, SpriteMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import type { CommentPin } from '../../protocol/index.ts';
import { pinText, pinWidth } from './comment-pins.ts';
import { PinSprites } from './pin-sprites.ts';

const pin = (id: string, more: Partial<CommentPin> = {}): CommentPin => ({
  id,
  position: [1, 2, 3],
  count: 2,
  resolved: false,
  ...more,
});

describe('pin sprites', () => {
  it('draws each pin on its point, on top, the selected one bigger and above the others', () => {
    const sprites = new PinSprites();
    sprites.update([pin('a'), pin('b', { resolved: true }), pin('c', { selected: true, count: 140 })]);
    const [a, b, c] = sprites.group.children as Sprite[];
    expect(sprites.group.children.map((s) => s.userData.pinId)).toEqual(['a', 'b', 'c']);
    expect(a?.position.toArray()).toEqual([1, 2, 3]);
    expect(a?.center.toArray()).toEqual([0.5, 0]);
    const material = a?.material as SpriteMaterial;
    expect(material.depthTest).toBe(false);
    expect(material.sizeAttenuation).toBe(false);
    // Open, resolved and selected pins look different.
    expect(new Set([a, b, c].map((s) => s?.material)).size).toBe(3);
    expect(c?.renderOrder).toBeGreaterThan(a?.renderOrder ?? 0);
    expect(c?.userData.pixelSize[0]).toBeGreaterThan(a?.userData.pixelSize[0]);
    sprites.scale(0.01);
    expect(a?.scale.y).toBeCloseTo(a?.userData.pixelSize[1] * 0.01, 9);
    expect(pinText(140)).toBe('99+');
    expect(pinWidth('99+')).toBeGreaterThan(pinWidth('2'));
  });

  it('shares materials between pins that look alike, replaces the set, and clears it', () => {
    const sprites = new PinSprites();
    const many = Array.from({ length: 500 }, (_, i) => pin(`p${i}`, { count: i % 3, resolved: i % 2 === 0 }));
    sprites.update(many);
    expect(sprites.group.children).toHaveLength(500);
    expect(sprites.textures).toBe(6);
    const before = sprites.group.children[0];
    sprites.update(many);
    expect(sprites.group.children[0]).toBe(before);
    sprites.update([pin('x')]);
    expect(sprites.group.children.map((s) => s.userData.pinId)).toEqual(['x']);
    expect(sprites.textures).toBe(1);
    sprites.update([]);
    expect(sprites.group.children).toHaveLength(0);
    expect(sprites.textures).toBe(0);
    sprites.dispose();
  });
});
