/** Small file helpers: JSON read with a clear error, and crash-safe (temp file + rename) writes. */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Returns the parsed JSON at `filePath`, or `undefined` when the file does not exist. */
export function readJsonFile(filePath: string): unknown {
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`Corrupt JSON in ${filePath}; fix or delete the file`);
  }
}

/**
 * Writes `value` as JSON so that readers only ever see the old or the new content: the data goes
 * to a temp file in the same directory, which then replaces the target with an atomic rename.
 */
export function writeJsonFileAtomic(filePath: string, value: unknown, mode = 0o600): void {
  mkdirSync(dirname(filePath), { recursive: true });
  const tmp = `${filePath}.${process.pid}.${randomUUID()}.tmp`;
  try {
    writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode });
    renameSync(tmp, filePath);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
}
