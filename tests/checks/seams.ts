/**
 * The seams between the top-level folders, as rules a test enforces: code reaches another folder only
 * through a name from package.json `imports` (never a relative `../` path), and only names its folder
 * may use. docs/architecture.md ("Modules and who may import them") describes the same table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const TOP_LEVEL_FOLDERS = [
  'functions',
  'web',
  'viewer',
  'build-worker',
  'proto',
  'infra',
  'tests',
  'bench',
] as const;
type Folder = (typeof TOP_LEVEL_FOLDERS)[number];

/** Each named module and the folders that may import it (its own folder always may, by relative path). */
export const MODULE_IMPORTERS: Record<string, readonly Folder[]> = {
  // Rules the server, the web app, the viewer and the worker share: schemas, file types, keys, products.
  '#shared/': ['functions', 'web', 'viewer', 'build-worker', 'infra', 'tests', 'bench'],
  // The viewer's message protocol: the web app embeds the viewer through it.
  '#protocol/': ['web', 'proto', 'tests', 'bench'],
  // The splat file formats: the viewer reads them, the worker and trainer write them.
  '#formats/': ['build-worker', 'tests', 'bench'],
  // The protobuf schema's generated code.
  '#proto/': ['functions', 'web', 'viewer', 'build-worker', 'tests', 'bench'],
  // The venue domain: module documents and codec, the merge rule, the floor frame, areas and capacities.
  '#venue/': ['functions', 'web', 'viewer', 'build-worker', 'tests', 'bench'],
  // The server's code: run by the local stack and the worker, deployed by the CDK app.
  '#functions/': ['infra', 'build-worker', 'tests', 'bench'],
  // The API's type (AppRouter), for its clients: the web app's tRPC client.
  '#app-router': ['web', 'tests', 'bench'],
  '#build-worker/': ['infra', 'tests', 'bench'],
  '#infra/': ['tests', 'bench'],
  '#web/': ['tests', 'bench'],
  '#viewer/': ['tests', 'bench'],
  '#tests/': ['bench'],
};

export interface SeamViolation {
  file: string;
  specifier: string;
  reason: string;
}

const IMPORT_SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

/** Every seam rule broken by `text`, the source of the file at repository path `file`. */
export function seamViolations(file: string, text: string): SeamViolation[] {
  const folder = file.split('/')[0] as Folder;
  const found: SeamViolation[] = [];
  for (const match of text.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? '';
    if (specifier.startsWith('.')) {
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      const targetFolder = target.split('/')[0];
      if (target.startsWith('..') || targetFolder !== folder) {
        found.push({ file, specifier, reason: 'reaches another top-level folder by a relative path' });
      }
      continue;
    }
    if (!specifier.startsWith('#')) continue;
    const name = Object.keys(MODULE_IMPORTERS).find((prefix) => specifier.startsWith(prefix));
    if (!name) {
      found.push({ file, specifier, reason: 'is not a name in package.json imports' });
      continue;
    }
    const allowed = MODULE_IMPORTERS[name] ?? [];
    if (!allowed.includes(folder) && `#${folder}/` !== name) {
      found.push({ file, specifier, reason: `${name}* may not be imported from ${folder}/` });
    }
  }
  return found;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'generated', 'cdk.out', '.data']);

/** The repository's source files under the top-level folders, as repository paths. */
function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) out.push(path);
    }
  };
  for (const folder of TOP_LEVEL_FOLDERS) walk(folder);
  // The checks' own tests quote forbidden imports as examples.
  return out.filter((file) => !file.startsWith('tests/checks/'));
}

export function repositoryViolations(root: string): SeamViolation[] {
  return sourceFiles(root).flatMap((file) => seamViolations(file, readFileSync(join(root, file), 'utf8')));
}

/**
 * Seams inside a folder: a core never imports what is built on it. The viewer's planner core
 * (viewer/src/planner/) is used by the tools (viewer/src/tools/) and by the page that assembles both
 * (viewer/src/app/, viewer/src/pages/); it imports none of them, so a tool is added without touching
 * the core, and the tools never reach the page.
 */
const INNER_SEAMS: ReadonlyArray<{ folder: string; mayNotImport: readonly string[] }> = [
  {
    folder: 'viewer/src/planner/',
    mayNotImport: ['viewer/src/tools/', 'viewer/src/app/', 'viewer/src/pages/'],
  },
  { folder: 'viewer/src/tools/', mayNotImport: ['viewer/src/app/', 'viewer/src/pages/'] },
];

/** The repository path an import names: relative to the file, or through a package.json `imports` name. */
function importedPath(file: string, specifier: string, names: Record<string, string>): string | null {
  if (specifier.startsWith('.')) return posix.normalize(posix.join(posix.dirname(file), specifier));
  const name = Object.keys(names).find((n) => specifier.startsWith(n.replace('*', '')));
  if (!name) return null;
  const target = (names[name] ?? '').replace('*', '').replace(/^\.\//, '');
  return target + specifier.slice(name.replace('*', '').length);
}

/** Every inner seam broken by `text`, the source of the file at repository path `file`. */
export function innerSeamViolations(
  file: string,
  text: string,
  names: Record<string, string> = {},
): SeamViolation[] {
  const rule = INNER_SEAMS.find((r) => file.startsWith(r.folder));
  if (!rule) return [];
  const found: SeamViolation[] = [];
  for (const match of text.matchAll(IMPORT_SPECIFIER)) {
    const specifier = match[1] ?? '';
    const target = importedPath(file, specifier, names);
    const closed = target && rule.mayNotImport.find((folder) => target.startsWith(folder));
    if (closed) found.push({ file, specifier, reason: `${rule.folder} may not import ${closed}` });
  }
  return found;
}

export function repositoryInnerViolations(root: string): SeamViolation[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string>;
  };
  return sourceFiles(root).flatMap((file) =>
    innerSeamViolations(file, readFileSync(join(root, file), 'utf8'), pkg.imports),
  );
}
