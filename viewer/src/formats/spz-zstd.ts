/**
 * SPZ version 4 keeps each attribute in its own zstd frame. This loads three's WASM zstd decoder (only
 * when such a file arrives) and rewrites the file as version 2 before the synchronous unpacking runs.
 */
import { readSpz, SpzError, writeSpzV2 } from './spz-read.ts';

const isRawSpz = (bytes: Uint8Array) =>
  bytes.length >= 8 && bytes[0] === 0x4e && bytes[1] === 0x47 && bytes[2] === 0x53 && bytes[3] === 0x50;

/** A version-4 `.spz` as a version-2 one; any other file unchanged. */
export async function inflateSpzV4(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isRawSpz(bytes)) return bytes;
  const { ZSTDDecoder } = await import('three/examples/jsm/libs/zstddec.module.js');
  const decoder = new ZSTDDecoder();
  await decoder.init();
  try {
    return writeSpzV2(readSpz(bytes, (frame, size) => decoder.decode(frame, size)));
  } catch (error) {
    throw error instanceof SpzError ? error : new SpzError('The .spz file cannot be decompressed');
  }
}
