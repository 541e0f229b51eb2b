/**
 * The GPU image cannot be built here (no Docker engine), so this test runs what the image holds: the
 * worker's bundle, copied alone into an empty folder with no node_modules anywhere above it, started
 * as the image starts it. It fails when the worker imports something the bundle lacks (viewer/ was
 * once missing from the image), and checks that the Dockerfile copies that folder and nothing else.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleWorker, WORKER_ENTRY } from './bundle.ts';

const built = mkdtempSync(join(tmpdir(), 'atrium-worker-bundle-'));
const image = mkdtempSync(join(tmpdir(), 'atrium-worker-image-'));
afterAll(() => {
  rmSync(built, { recursive: true, force: true });
  rmSync(image, { recursive: true, force: true });
});

describe('the build worker bundle', () => {
  it('starts on its own, from a folder holding only the bundle and the GPU script', () => {
    bundleWorker(built);
    cpSync(built, image, { recursive: true });
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: image };
    const output = execFileSync(process.execPath, [WORKER_ENTRY, '--self-check'], {
      cwd: image,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(output).toContain('deliverables: point_cloud.ply, point_cloud.zip, point_cloud.spz');
    expect(output).toContain('trainer thread: ready');
    expect(output).toContain('gsplat script: present');
    expect(output).toContain('build worker self-check passed');
  });

  it('runs on Node.js 22 in the image, bundled for Node 22', () => {
    const dockerfile = readFileSync(resolve(import.meta.dirname, 'Dockerfile'), 'utf8');
    const stages = dockerfile.split(/\n(?=FROM )/);
    // The bundling stage's base image, and the Node the final (CUDA) stage installs.
    expect(stages.find((stage) => stage.includes(' AS bundle'))).toMatch(/^FROM node:22-/m);
    expect(stages.at(-1)).toMatch(/deb\.nodesource\.com\/setup_22\.x/);
    expect(readFileSync(resolve(import.meta.dirname, 'bundle.ts'), 'utf8')).toContain("target: 'node22'");
  });

  it('is all the Dockerfile puts in the image, and what the image runs', () => {
    const dockerfile = readFileSync(resolve(import.meta.dirname, 'Dockerfile'), 'utf8');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const copies = finalStage.split('\n').filter((line) => /^\s*(COPY|ADD)\b/.test(line));
    expect(copies).toEqual(['COPY --from=bundle /worker-image/ /app/']);
    expect(dockerfile).toContain('node --import tsx build-worker/bundle.ts /worker-image');
    expect(finalStage).toContain(`CMD ["node", "${WORKER_ENTRY}"]`);
    expect(finalStage).toContain(`RUN node ${WORKER_ENTRY} --self-check`);
  });
});
