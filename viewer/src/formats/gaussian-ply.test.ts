/** The PLY reader refuses what it does not know, including type names that are object properties. */
import { describe, expect, it } from 'vitest';
import { PlyReadError, readGaussianPly } from './gaussian-ply.ts';

function ply(propertyType: string): Uint8Array {
  const header = `ply\nformat binary_little_endian 1.0\nelement vertex 1\nproperty ${propertyType} x\nend_header\n`;
  return new Uint8Array([...new TextEncoder().encode(header), 0, 0, 0, 0, 0, 0, 0, 0]);
}

describe('PLY property types', () => {
  for (const type of ['constructor', '__proto__', 'toString', 'int128']) {
    it(`refuses "${type}" as an unsupported type`, () => {
      expect(() => readGaussianPly(ply(type))).toThrow(
        new PlyReadError(`Unsupported PLY property type ${type}`),
      );
    });
  }
});
