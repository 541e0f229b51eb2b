/**
 * Plain 3DGS `.ply` files come from many writers (the reference trainer, SuperSplat, Polycam, Luma, gsplat,
 * scripts with plyfile), and not every layout is one both renderers read: GaussianSplats3D reads only a
 * binary little-endian file with LF line endings whose first element is `vertex`, and reads its Gaussian
 * properties only as `float`; three's loader refuses an SH coefficient count other than 0, 9, 24 or 45.
 * A file outside that is rewritten here once, in the reference trainer's layout, so neither renderer needs
 * to know. Files already inside it pass through untouched (the common case costs only the header read).
 */
import {
  type PlyHeader,
  type PlyProperty,
  REQUIRED_PLY_PROPERTIES,
  readGaussianPly,
  writeGaussianPly,
} from './gaussian-ply.ts';

/** Types GaussianSplats3D can step over; a Gaussian property must be `float` besides. */
const STEPPABLE_TYPES = new Set(['float', 'double', 'int', 'uint', 'short', 'ushort', 'uchar']);
const REST_COUNTS = [0, 9, 24, 45];
const isRest = (p: PlyProperty) => /^f_rest_\d+$/.test(p.name);
const GAUSSIAN = new Set(REQUIRED_PLY_PROPERTIES);

/** Why a header must be rewritten before a renderer reads it, or null when both read it as it is. */
export function plyRewriteReason(header: PlyHeader): string | null {
  if (header.encoding === 'ascii') return 'ascii';
  if (header.encoding === 'binary_big_endian') return 'big-endian';
  if (header.crlf) return 'CR LF header';
  const vertex = header.elements[0];
  if (vertex?.name !== 'vertex') return 'vertex not first';
  const properties = vertex.properties;
  if (properties.some((p) => p.countType !== undefined || !STEPPABLE_TYPES.has(p.type))) return 'types';
  if (properties.some((p) => (GAUSSIAN.has(p.name) || isRest(p)) && p.type !== 'float')) return 'types';
  const rest = properties.filter(isRest);
  const numbered = rest.every((p) => Number(p.name.slice('f_rest_'.length)) < rest.length);
  if (!REST_COUNTS.includes(rest.length) || !numbered) return 'SH bands';
  return null;
}

/** The file in the reference trainer's layout (other properties and elements dropped). */
export function rewritePly(bytes: Uint8Array, header: PlyHeader): Uint8Array {
  return writeGaussianPly(readGaussianPly(bytes, header));
}
