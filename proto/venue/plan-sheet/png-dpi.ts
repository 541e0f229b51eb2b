/**
 * A PNG that prints at its true size (issue #27): a canvas writes no resolution, so the export sets the
 * pHYs chunk (pixels per metre) right after IHDR, replacing any there was, and the plan's scale holds
 * when the image is printed or placed at its DPI.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** The PNG CRC-32 of bytes [start, end). */
function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

interface Chunk {
  type: string;
  /** Where the chunk starts (its length field) and where the next one does. */
  start: number;
  end: number;
  dataStart: number;
}

function chunks(png: Uint8Array): Chunk[] {
  if (png.length < 8 || SIGNATURE.some((b, i) => png[i] !== b)) throw new Error('Not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const out: Chunk[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const end = at + 12 + length;
    if (end > png.length) throw new Error('Truncated PNG');
    out.push({ type, start: at, end, dataStart: at + 8 });
    at = end;
    if (type === 'IEND') break;
  }
  if (out[0]?.type !== 'IHDR') throw new Error('PNG without IHDR');
  return out;
}

/** The PNG with a pHYs chunk saying `dpi`, right after IHDR; any pHYs it had is dropped. */
export function pngWithDpi(png: Uint8Array, dpi: number): Uint8Array {
  const list = chunks(png);
  const header = list[0] as Chunk;
  const perMetre = Math.round(dpi / 0.0254);
  const phys = new Uint8Array(21);
  const view = new DataView(phys.buffer);
  view.setUint32(0, 9);
  phys.set([0x70, 0x48, 0x59, 0x73], 4); // 'pHYs'
  view.setUint32(8, perMetre);
  view.setUint32(12, perMetre);
  phys[16] = 1; // unit: the metre
  view.setUint32(17, crc32(phys, 4, 17));
  const kept = list.slice(1).filter((c) => c.type !== 'pHYs');
  const rest = kept.reduce((sum, c) => sum + c.end - c.start, 0) + (png.length - (list.at(-1)?.end ?? 0));
  const out = new Uint8Array(header.end + phys.length + rest);
  out.set(png.subarray(0, header.end));
  out.set(phys, header.end);
  let at = header.end + phys.length;
  for (const c of kept) {
    out.set(png.subarray(c.start, c.end), at);
    at += c.end - c.start;
  }
  out.set(png.subarray(list.at(-1)?.end ?? png.length), at);
  return out;
}

/** The DPI a PNG's pHYs chunk says (its horizontal one, to the whole dot), or null without one in metres. */
export function pngDpi(png: Uint8Array): number | null {
  const phys = chunks(png).find((c) => c.type === 'pHYs');
  if (!phys || png[phys.dataStart + 8] !== 1) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return Math.round(view.getUint32(phys.dataStart) * 0.0254);
}
