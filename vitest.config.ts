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
  },
});
