/**
 * Reads PlayCanvas's SOG ("Spatially Ordered Gaussians"): a `meta.json` and lossless WebP images in which
 * pixel i of every per-Gaussian image belongs to Gaussian i (row-major from the top left). Either a `.sog`
 * (a zip of those files at its root) or any zip holding them. The viewer rewrites it as a version-2 `.spz`
 * (spz.ts), which both renderers draw with its SH bands; coordinates stay as stored, as for a `.ply`.
 *
 * Version 2 (splat-transform 1.x and later):
 * - means: two RGB images, low and high byte of a 16-bit fraction per axis between `mins` and `maxs` of
 *   the position's symmetric log, sign(x)·ln(|x|+1);
 * - quats: "smallest three": R, G, B hold three components as c/255·2−1 scaled by 1/√2, A − 252 names
 *   the omitted largest one (w, x, y, z order), rebuilt non-negative;
 * - scales: R, G, B index a 256-entry codebook of log scales;
 * - sh0: R, G, B index a codebook of DC coefficients, A is the opacity (sigmoid) × 255;
 * - shN (optional): labels (R + G·256) pick a palette entry; the palette image holds 64 entries per row,
 *   each `coefficients` pixels wide, whose R, G, B index one codebook; channel-major like a `.ply`'s f_rest.
 * Version 1 (no `version` field): the same images, but scales, sh0 (with an opacity logit in A) and shN
 *   are linear between per-channel `mins` and `maxs`, and the count is `means.shape[0]`.
 *
 * Decoding the images is left to the caller (`ImageDecode`): the browser decodes WebP itself, the tests
 * pass their own decoder.
 */
import { unzipSync } from 'fflate';
import { z } from 'zod';
import { type Gaussians, REST_PER_DEGREE } from './gaussian-ply.ts';
import { parseJsonFile } from './json-file.ts';

export interface RgbaImage {
  width: number;
  height: number;
  /** 4 bytes per pixel, row-major, not premultiplied. */
  data: Uint8Array;
}
export type ImageDecode = (bytes: Uint8Array, name: string) => Promise<RgbaImage>;

export class SogError extends Error {
  override name = 'SogError';
}

const vec3 = z.array(z.number()).length(3);
const files = (n: number) => z.array(z.string().min(1)).min(n);
const codebook = z.array(z.number()).length(256);

const metaV2 = z.object({
  version: z.literal(2),
  count: z.number().int().positive(),
  means: z.object({ mins: vec3, maxs: vec3, files: files(2) }),
  scales: z.object({ codebook, files: files(1) }),
  quats: z.object({ files: files(1) }),
  sh0: z.object({ codebook, files: files(1) }),
  shN: z
    .object({
      count: z.number().int().positive(),
      bands: z.number().int().min(0).max(3),
      codebook,
      files: files(2),
    })
    .optional(),
});

const metaV1 = z.object({
  means: z.object({
    shape: z.array(z.number().int()).min(1),
    mins: vec3,
    maxs: vec3,
    files: files(2),
  }),
  scales: z.object({ mins: vec3, maxs: vec3, files: files(1) }),
  quats: z.object({ files: files(1) }),
  sh0: z.object({
    mins: z.array(z.number()).length(4),
    maxs: z.array(z.number()).length(4),
    files: files(1),
  }),
  shN: z.object({ mins: z.number(), maxs: z.number(), files: files(2) }).optional(),
});

const META = 'meta.json';

/**
 * The files of a SOG held in a zip (`.sog`, or a `.zip` of the folder form): meta.json at the root or in
 * one folder, its images beside it. Null when the zip holds no meta.json.
 */
export function sogFiles(zip: Uint8Array): Record<string, Uint8Array> | null {
  // First the names only (nothing is inflated): a training run's zip can be large.
  const names: string[] = [];
  try {
    unzipSync(zip, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    throw new SogError('The .sog file is not a valid zip file');
  }
  // A zip with a splat file in it is a training run's (unpack.ts), whatever else it holds.
  if (names.some((name) => /\.(ply|splat|ksplat|spz)$/i.test(name))) return null;
  const metaPath = names
    .filter((name) => name === META || name.endsWith(`/${META}`))
    .sort((a, b) => a.length - b.length)[0];
  if (metaPath === undefined) return null;
  const folder = metaPath.slice(0, metaPath.length - META.length);
  const entries = unzipSync(zip, { filter: (file) => file.name.startsWith(folder) });
  const out: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(entries)) out[name.slice(folder.length)] = bytes;
  return out;
}

const invLog = (v: number) => Math.sign(v) * (Math.exp(Math.abs(v)) - 1);
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};
/** Which three of (w, x, y, z) are stored, for each omitted component. */
const KEPT = [
  [1, 2, 3],
  [0, 2, 3],
  [0, 1, 3],
  [0, 1, 2],
] as const;

/** Reads a SOG's files (names as in its meta.json) into Gaussians. Throws SogError with a reason. */
export async function readSog(sog: Record<string, Uint8Array>, decode: ImageDecode): Promise<Gaussians> {
  const metaBytes = sog[META];
  if (!metaBytes) throw new SogError('The .sog file has no meta.json');
  const json = parseJsonFile(metaBytes, () => new SogError('The .sog meta.json is not valid JSON'));
  const version = (json as { version?: unknown }).version;
  if (version !== undefined && version !== 2)
    throw new SogError(`SOG version ${String(version)} is not supported`);
  const parsed = version === 2 ? metaV2.safeParse(json) : metaV1.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SogError(`The .sog meta.json is invalid: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const meta = parsed.data;
  const count = 'count' in meta ? meta.count : (meta.means.shape[0] as number);
  if (!(count > 0)) throw new SogError('The .sog file holds no splats');

  const image = async (name: string, perGaussian = true): Promise<RgbaImage> => {
    const bytes = sog[name];
    if (!bytes) throw new SogError(`The .sog file does not contain ${name}`);
    let decoded: RgbaImage;
    try {
      decoded = await decode(bytes, name);
    } catch (error) {
      throw new SogError(`The .sog image ${name} cannot be decoded: ${(error as Error).message}`);
    }
    if (decoded.data.length < decoded.width * decoded.height * 4)
      throw new SogError(`The .sog image ${name} is incomplete`);
    if (perGaussian && decoded.width * decoded.height < count)
      throw new SogError(`The .sog image ${name} is smaller than its ${count} splats`);
    return decoded;
  };

  const g: Gaussians = {
    count,
    positions: new Float32Array(count * 3),
    dc: new Float32Array(count * 3),
    shDegree: 0,
    shRest: new Float32Array(0),
    opacities: new Float32Array(count),
    logScales: new Float32Array(count * 3),
    rotations: new Float32Array(count * 4),
  };

  const [low, high] = await Promise.all(meta.means.files.slice(0, 2).map((name) => image(name)));
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < 3; k++) {
      const q =
        ((high as RgbaImage).data[i * 4 + k] as number) * 256 +
        ((low as RgbaImage).data[i * 4 + k] as number);
      const n = lerp(meta.means.mins[k] as number, meta.means.maxs[k] as number, q / 65535);
      g.positions[i * 3 + k] = invLog(n);
    }
  }

  const quats = (await image(meta.quats.files[0] as string)).data;
  for (let i = 0; i < count; i++) {
    const mode = (quats[i * 4 + 3] as number) - 252;
    const kept = KEPT[mode];
    if (!kept) {
      g.rotations.set([1, 0, 0, 0], i * 4);
      continue;
    }
    let sum = 0;
    for (let k = 0; k < 3; k++) {
      const c = (((quats[i * 4 + k] as number) / 255) * 2 - 1) / Math.SQRT2;
      g.rotations[i * 4 + (kept[k] as number)] = c;
      sum += c * c;
    }
    g.rotations[i * 4 + mode] = Math.sqrt(Math.max(0, 1 - sum));
  }

  const scales = (await image(meta.scales.files[0] as string)).data;
  const sh0 = (await image(meta.sh0.files[0] as string)).data;
  for (let i = 0; i < count; i++) {
    for (let k = 0; k < 3; k++) {
      const s = scales[i * 4 + k] as number;
      const c = sh0[i * 4 + k] as number;
      if ('codebook' in meta.scales) {
        g.logScales[i * 3 + k] = meta.scales.codebook[s] as number;
      } else {
        g.logScales[i * 3 + k] = lerp(meta.scales.mins[k] as number, meta.scales.maxs[k] as number, s / 255);
      }
      if ('codebook' in meta.sh0) g.dc[i * 3 + k] = meta.sh0.codebook[c] as number;
      else g.dc[i * 3 + k] = lerp(meta.sh0.mins[k] as number, meta.sh0.maxs[k] as number, c / 255);
    }
    const a = sh0[i * 4 + 3] as number;
    g.opacities[i] =
      'codebook' in meta.sh0
        ? logit(a / 255)
        : lerp(meta.sh0.mins[3] as number, meta.sh0.maxs[3] as number, a / 255);
  }

  if (meta.shN) {
    const [centroids, labels] = await Promise.all([
      image(meta.shN.files[0] as string, false),
      image(meta.shN.files[1] as string),
    ]);
    const c = centroids as RgbaImage;
    // Version 1 names no band count: the palette's width tells it (64 entries of 3, 8 or 15 pixels).
    const bands = 'bands' in meta.shN ? meta.shN.bands : [3, 8, 15].indexOf(c.width / 64) + 1;
    const coefficients = REST_PER_DEGREE[bands] ?? 0;
    if (coefficients > 0) {
      if (c.width !== 64 * coefficients)
        throw new SogError(`The .sog SH palette is ${c.width} pixels wide, not ${64 * coefficients}`);
      const shN = meta.shN;
      const value = (byte: number) =>
        'codebook' in shN ? (shN.codebook[byte] as number) : lerp(shN.mins, shN.maxs, byte / 255);
      const entries = 'count' in shN ? shN.count : (c.width / coefficients) * c.height;
      g.shDegree = bands;
      g.shRest = new Float32Array(count * coefficients * 3);
      const label = (labels as RgbaImage).data;
      for (let i = 0; i < count; i++) {
        const entry = (label[i * 4] as number) + (label[i * 4 + 1] as number) * 256;
        if (entry >= entries) continue;
        const row = Math.floor(entry / 64);
        if (row >= c.height) continue;
        for (let j = 0; j < coefficients; j++) {
          const pixel = (row * c.width + (entry % 64) * coefficients + j) * 4;
          for (let ch = 0; ch < 3; ch++) {
            g.shRest[i * coefficients * 3 + ch * coefficients + j] = value(c.data[pixel + ch] as number);
          }
        }
      }
    }
  }
  return g;
}
