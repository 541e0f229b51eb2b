import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { createAwsClients } from './clients.ts';

const config: AppConfig = {
  region: 'us-east-1',
  tableName: 'atrium',
  bucketName: 'atrium-content',
  envPrefix: 'test',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'client',
  tokenIssuer: 'https://issuer.example',
  jwksUri: 'https://issuer.example/.well-known/jwks.json',
};

describe('createAwsClients', () => {
  it('builds every client without the SDK logger middleware, and keeps the rest of its stack', () => {
    const clients = createAwsClients(config);
    for (const [name, client] of Object.entries(clients)) {
      const stack: string[] = client.middlewareStack.identify();
      const has = (middleware: string) => stack.some((entry) => entry.startsWith(`${middleware} `));
      expect(has('loggerMiddleware'), name).toBe(false);
      // What makes a request a signed, retried AWS call is still there.
      expect(has('retryMiddleware'), name).toBe(true);
      expect(has('httpSigningMiddleware'), name).toBe(true);
    }
  });
});
