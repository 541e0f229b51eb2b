import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{functions,infra,web,viewer,build-worker,proto,bench}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
      'tests/checks/**/*.test.ts',
    ],
    // Integration tests share one local stack (DynamoDB Local, s3rver, Cognito emulator) started once.
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time even on two cores (Vitest's default there is one): many integration files
    // mostly wait on the local stack, so a second worker overlaps them with CPU-bound ones (366 s → 246 s
    // for the whole suite on the 2-core machine).
    maxWorkers: 2,
  },
});
