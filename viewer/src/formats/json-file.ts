/** A JSON file inside an archive (a bundle's manifest, a SOG's meta.json). */
import { strFromU8 } from 'fflate';

/** The JSON value in `bytes`; `invalid()` is thrown when they are not JSON. */
export function parseJsonFile(bytes: Uint8Array, invalid: () => Error): unknown {
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    throw invalid();
  }
}
