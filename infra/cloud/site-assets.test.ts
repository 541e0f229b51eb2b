/** The site the Web stack uploads is the one `npm start` serves, and a missing build says what to run. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteAssetDirs } from './site-assets.ts';
import { generatedSite } from './test/synth.ts';

describe('site assets', () => {
  it('are web/dist and viewer/dist, the folders infra/local/start.ts serves', () => {
    const root = mkdtempSync(join(tmpdir(), 'atrium-site-'));
    expect(generatedSite(root)).toEqual([join(root, 'web', 'dist'), join(root, 'viewer', 'dist')]);
  });

  it('stop synthesis with the build commands when a fresh clone has not built them', () => {
    const empty = mkdtempSync(join(tmpdir(), 'atrium-site-'));
    expect(() => siteAssetDirs(empty)).toThrow(/web\/dist \(build it with: npm run build:web\)/);
    expect(() => siteAssetDirs(empty)).toThrow(/viewer\/dist \(build it with: npm run build:viewer\)/);
  });
});
