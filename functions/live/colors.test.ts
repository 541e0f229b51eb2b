/** Peer colours: the same name gets the same colour everywhere, and names spread over the palette. */
import { describe, expect, it } from 'vitest';
import { colorFor, PEER_COLORS } from './colors.ts';

describe('colorFor', () => {
  it('gives a name the same colour on every call, from a palette of distinct CSS colours', () => {
    expect(colorFor('alice')).toBe(colorFor('alice'));
    expect(PEER_COLORS).toContain(colorFor('alice'));
    expect(new Set(PEER_COLORS).size).toBe(PEER_COLORS.length);
    for (const color of PEER_COLORS) expect(color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('spreads names over the palette', () => {
    const used = new Set(Array.from({ length: 200 }, (_, i) => colorFor(`user_${i}`)));
    expect(used.size).toBe(PEER_COLORS.length);
  });
});
