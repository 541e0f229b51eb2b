/**
 * The viewer's one way in from downloaded bytes to a scene the renderers draw: the steps that must wait
 * (a SOG's images decoded by the browser, an SPZ v4's zstd frames) run here, then the synchronous
 * unpacking (unpack.ts).
 */
import { browserImageDecoder } from './image-decode.ts';
import { detectFormat } from './scene-format.ts';
import { readSog, SogError, sogFiles } from './sog.ts';
import { writeSpz } from './spz.ts';
import { inflateSpzV4 } from './spz-zstd.ts';
import { type SceneData, SceneFormatError, unpackScene } from './unpack.ts';

/** A SOG (`.sog`, or a `.zip` of its folder) as a version-2 `.spz`; null for any other file. */
async function fromSog(bytes: Uint8Array, name: string): Promise<SceneData | null> {
  const format = detectFormat(bytes, name);
  if (format !== 'sog' && format !== 'zip') return null;
  const decoder = browserImageDecoder();
  try {
    const files = sogFiles(bytes);
    if (!files) {
      if (format === 'sog') throw new SogError('The .sog file has no meta.json');
      return null;
    }
    const gaussians = await readSog(files, decoder.decode);
    return { format: 'spz', bytes: writeSpz(gaussians), sourceFormat: 'sog' };
  } catch (error) {
    if (error instanceof SogError)
      throw new SceneFormatError(`The .sog file cannot be read: ${error.message}`);
    throw error;
  } finally {
    decoder.dispose();
  }
}

export async function readScene(bytes: Uint8Array, name: string): Promise<SceneData> {
  return (await fromSog(bytes, name)) ?? unpackScene(await inflateSpzV4(bytes), name);
}
