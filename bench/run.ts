/**
 * `npm run bench [name ...]`: runs every `bench/*.bench.ts` (or those whose names contain one of the
 * given words), each in its own Node process so one benchmark's heap and JIT state never colours
 * another's figures. Never part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((word) => name.includes(word)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', join(benchDir, file)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed++;
}
if (files.length === 0) console.log(`No benchmark matches ${filters.join(', ')}`);
process.exit(failed > 0 ? 1 : 0);
