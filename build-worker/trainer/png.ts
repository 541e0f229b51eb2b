/**
 * A small PNG codec on node:zlib: decodes 8- and 16-bit greyscale, grey+alpha, RGB, RGBA and 8-bit
 * (or lower) palette images, non-interlaced; encodes 8-bit RGB. Pixels are returned as planar RGB
 * floats in [0, 1] (alpha is dropped: COLMAP's undistorted frames are opaque).
 */
import { deflateSync, inflateSync } from 'node:zlib';

export interface RgbImage {
  width: number;
  height: number;
  /** Planar RGB in [0, 1]: R plane, then G, then B. */
  data: Float32Array;
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c >>> 0;
}
function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = (CRC_TABLE[(c ^ (buf[i] as number)) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function decodePng(file: Uint8Array, name = 'image'): RgbImage {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buf.length < 8 || !buf.subarray(0, 8).equals(SIGNATURE)) throw new Error(`${name} is not a PNG file`);
  let pos = 8;
  let width = 0,
    height = 0,
    depth = 0,
    colorType = 0,
    interlace = 0;
  let palette: Uint8Array | null = null;
  const idat: Buffer[] = [];
  while (pos + 8 <= buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('latin1', pos + 4, pos + 8);
    const body = buf.subarray(pos + 8, pos + 8 + len);
    if (body.length < len) throw new Error(`${name}: truncated PNG chunk ${type}`);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      depth = body[8] as number;
      colorType = body[9] as number;
      interlace = body[12] as number;
    } else if (type === 'PLTE') palette = new Uint8Array(body);
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  if (!width || !height) throw new Error(`${name}: PNG has no IHDR`);
  if (interlace) throw new Error(`${name}: interlaced PNG is not supported`);
  const channels = ({ 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as Record<number, number>)[colorType];
  if (!channels) throw new Error(`${name}: unknown PNG colour type ${colorType}`);
  if (colorType === 3 && !palette) throw new Error(`${name}: palette PNG without PLTE`);
  if (depth !== 8 && depth !== 16 && !(depth < 8 && (colorType === 0 || colorType === 3))) {
    throw new Error(`${name}: PNG bit depth ${depth} is not supported`);
  }
  const raw = inflateSync(Buffer.concat(idat));
  const bitsPP = channels * depth;
  const stride = Math.ceil((width * bitsPP) / 8);
  const bpp = Math.max(1, bitsPP >> 3);
  if (raw.length < height * (stride + 1)) throw new Error(`${name}: PNG image data is truncated`);
  const cur = new Uint8Array(stride);
  const prev = new Uint8Array(stride);
  const plane = width * height;
  const data = new Float32Array(3 * plane);
  const maxV = depth === 16 ? 65535 : (1 << depth) - 1;
  for (let y = 0; y < height; y++) {
    const off = y * (stride + 1);
    const filter = raw[off] as number;
    for (let i = 0; i < stride; i++) {
      const x = raw[off + 1 + i] as number;
      const a = i >= bpp ? (cur[i - bpp] as number) : 0;
      const b = prev[i] as number;
      const c = i >= bpp ? (prev[i - bpp] as number) : 0;
      let v: number;
      if (filter === 0) v = x;
      else if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a),
          pb = Math.abs(p - b),
          pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw new Error(`${name}: bad PNG filter ${filter}`);
      cur[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      const sample = (ch: number): number => {
        if (depth === 16) {
          const i = (x * channels + ch) * 2;
          return ((cur[i] as number) << 8) | (cur[i + 1] as number);
        }
        if (depth === 8) return cur[x * channels + ch] as number;
        const bit = x * depth;
        return ((cur[bit >> 3] as number) >> (8 - depth - (bit & 7))) & maxV;
      };
      const p = y * width + x;
      if (colorType === 3) {
        const idx = sample(0);
        const pal = palette as Uint8Array;
        for (let k = 0; k < 3; k++) data[k * plane + p] = ((pal[idx * 3 + k] as number) ?? 0) / 255;
      } else if (channels <= 2) {
        const g = sample(0) / maxV;
        data[p] = g;
        data[plane + p] = g;
        data[2 * plane + p] = g;
      } else {
        for (let k = 0; k < 3; k++) data[k * plane + p] = sample(k) / maxV;
      }
    }
    prev.set(cur);
  }
  return { width, height, data };
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** 8-bit RGB PNG from planar RGB floats (clamped to [0, 1]). */
export function encodePng(img: RgbImage): Buffer {
  const { width, height, data } = img;
  const plane = width * height;
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const off = y * (width * 3 + 1);
    raw[off] = 0;
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) {
        const v = data[k * plane + y * width + x] as number;
        raw[off + 1 + x * 3 + k] = Math.round(255 * Math.min(1, Math.max(0, v)));
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
