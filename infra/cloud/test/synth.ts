/**
 * Test helper: the whole CDK app synthesised once per test file, offline, with the feature flags of
 * cdk.json and a small generated site (the real web/dist and viewer/dist are checked by
 * site-assets.test.ts; the stacks do not depend on what the files contain).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { addAtriumStacks } from '../atrium.ts';
import { REPO_ROOT } from '../bundle.ts';
import { siteAssetDirs } from '../site-assets.ts';

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
}

/**
 * A repository-shaped folder with a built site: web/dist and viewer/dist with hashed assets, the
 * folders siteAssetDirs() (what app.ts deploys) looks for.
 */
export function generatedSite(root: string): string[] {
  const web = join(root, 'web', 'dist');
  const viewer = join(root, 'viewer', 'dist');
  writeFiles(web, { 'index.html': '<!doctype html><div id="root"></div>', 'assets/index-3f2a1b.js': 'x' });
  writeFiles(viewer, {
    'splat-viewer.html': '<!doctype html>',
    'webgl-splat-viewer.html': '<!doctype html>',
    'viewer-thumbnail.html': '<!doctype html>',
    'viewer-assets/viewer-app-9c8d7e.js': 'x',
  });
  return siteAssetDirs(root);
}

export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(REPO_ROOT, 'cdk.json'), 'utf8')).context;
}

export interface Synthesised {
  stacks: ReturnType<typeof addAtriumStacks>;
  assembly: CloudAssembly;
  template: (stack: keyof Omit<ReturnType<typeof addAtriumStacks>, 'config'>) => Template;
  /** Every acknowledgement recorded in the construct tree: construct path, rule id, reason. */
  acknowledgements: { path: string; id: string; reason: string }[];
  /** Removes the temporary cloud assembly and site. */
  dispose(): void;
}

export function synthesise(
  context: Record<string, unknown> = {},
  /** Adds to the app before synthesis (e.g. a construct nobody reviewed). */
  extend?: (stacks: ReturnType<typeof addAtriumStacks>) => void,
): Synthesised {
  // CloudFormation's own template checks are run by `npm run synth`; here they would only add time.
  process.env.CDK_VALIDATION = 'false';
  const root = mkdtempSync(join(tmpdir(), 'atrium-cdk-'));
  const app = new App({ outdir: join(root, 'cdk.out'), context: { ...cdkJsonContext(), ...context } });
  const stacks = addAtriumStacks(app, { siteAssets: generatedSite(join(root, 'site')) });
  extend?.(stacks);
  let assembly: CloudAssembly;
  try {
    assembly = app.synth();
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  // Validations.acknowledge() records { [ruleId]: reason } on the construct.
  const acknowledgements = app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^Annotation::/, ''), reason })),
  );
  const templates = new Map<string, Template>();
  return {
    stacks,
    assembly,
    acknowledgements,
    dispose: () => rmSync(root, { recursive: true, force: true }),
    template(stack) {
      const cached = templates.get(stack);
      if (cached) return cached;
      const template = Template.fromStack(stacks[stack]);
      templates.set(stack, template);
      return template;
    },
  };
}
