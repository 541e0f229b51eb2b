/** Fails on any new import that crosses a top-level folder by path, or uses a name its folder may not. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  innerSeamViolations,
  MODULE_IMPORTERS,
  repositoryInnerViolations,
  repositoryViolations,
  seamViolations,
} from './seams.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('seams between top-level folders', () => {
  it('holds in the repository', () => {
    expect(repositoryViolations(root)).toEqual([]);
  });

  it('names exactly the modules package.json declares', () => {
    const pkg = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
      imports: Record<string, string>;
    };
    const declared = Object.keys(pkg.imports).map((name) => name.replace('*', ''));
    expect(declared.sort()).toEqual(Object.keys(MODULE_IMPORTERS).sort());
  });

  it('refuses a relative import into another folder', () => {
    const text = "import { x } from '../../functions/shared/keys.ts';";
    expect(seamViolations('web/src/a.ts', text)).toEqual([
      {
        file: 'web/src/a.ts',
        specifier: '../../functions/shared/keys.ts',
        reason: 'reaches another top-level folder by a relative path',
      },
    ]);
  });

  it('allows relative imports inside a folder and named imports its folder may use', () => {
    const text = [
      "import { a } from './a.ts';",
      "import { b } from '../formats/spz.ts';",
      "import { c } from '#shared/keys.ts';",
      "const d = await import('#protocol/index.ts');",
    ].join('\n');
    expect(seamViolations('web/src/x/y.ts', text.replace('../formats/spz.ts', '../z.ts'))).toEqual([]);
    expect(seamViolations('viewer/src/app/y.ts', text.replace("'#protocol/index.ts'", "'./p.ts'"))).toEqual(
      [],
    );
  });

  it('refuses a name the folder may not import, and a name package.json lacks', () => {
    expect(seamViolations('functions/a.ts', "import { x } from '#web/src/x.ts';")).toEqual([
      {
        file: 'functions/a.ts',
        specifier: '#web/src/x.ts',
        reason: '#web/* may not be imported from functions/',
      },
    ]);
    expect(seamViolations('web/src/a.ts', "import type { R } from '#functions/data/table.ts';")).toHaveLength(
      1,
    );
    // The API's type has a name of its own: the server's folder stays closed to the web app.
    expect(
      seamViolations('web/src/api/trpc.ts', "import type { R } from '#functions/trpc/router.ts';"),
    ).toHaveLength(1);
    expect(seamViolations('web/src/api/trpc.ts', "import type { AppRouter } from '#app-router';")).toEqual(
      [],
    );
    expect(seamViolations('web/src/a.ts', "import { x } from '#nowhere/x.ts';")[0]?.reason).toBe(
      'is not a name in package.json imports',
    );
  });
});

describe('seams inside a folder', () => {
  it('hold in the repository: the planner core imports neither its tools nor the page', () => {
    expect(repositoryInnerViolations(root)).toEqual([]);
  });

  it('refuses an import from the planner core into the tools, by path or by name', () => {
    expect(
      innerSeamViolations('viewer/src/planner/planner.ts', "import { t } from '../tools/point-tool.ts';"),
    ).toEqual([
      {
        file: 'viewer/src/planner/planner.ts',
        specifier: '../tools/point-tool.ts',
        reason: 'viewer/src/planner/ may not import viewer/src/tools/',
      },
    ]);
    const byName = "const m = await import('#viewer/src/tools/tool-registry.ts');";
    expect(
      innerSeamViolations('viewer/src/planner/modes/draw-mode.ts', byName, { '#viewer/*': './viewer/*' }),
    ).toHaveLength(1);
    expect(
      innerSeamViolations('viewer/src/tools/x-tool.ts', "import { p } from '../app/create-planner.ts';"),
    ).toHaveLength(1);
  });

  it('lets the tools and the page import the core', () => {
    expect(
      innerSeamViolations('viewer/src/tools/x-tool.ts', "import type { Tool } from '../planner/tool.ts';"),
    ).toEqual([]);
    expect(
      innerSeamViolations(
        'viewer/src/app/create-planner.ts',
        "import { t } from '../tools/tool-registry.ts';",
      ),
    ).toEqual([]);
  });
});
