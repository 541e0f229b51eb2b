/**
 * A deployment as the settings loaders' tests need it (payments/payment-settings.test.ts,
 * drive/google-settings.test.ts): its configuration with nothing optional set, and a Secrets Manager
 * that holds the given secrets and records which were asked for. Tests only.
 */
import type { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { SecretsClient } from './aws/secrets.ts';
import type { AppConfig } from './config.ts';

/** A deployment's configuration (no local test payments, no Drive, no secrets named). */
export const DEPLOYED_CONFIG = {
  region: 'us-east-1',
  tableName: 't',
  bucketName: 'b',
  envPrefix: 'prod',
  userPoolId: 'p',
  userPoolClientId: 'c',
  tokenIssuer: 'i',
  jwksUri: 'j',
} as const satisfies AppConfig;

/** Secrets Manager as the SDK client answers GetSecretValue: a missing name is ResourceNotFoundException. */
export function fakeSecrets(secrets: Record<string, string>): { client: SecretsClient; asked: string[] } {
  const asked: string[] = [];
  const client: SecretsClient = {
    async send(command: GetSecretValueCommand) {
      const id = command.input.SecretId ?? '';
      asked.push(id);
      if (!Object.hasOwn(secrets, id)) {
        throw Object.assign(new Error("Secrets Manager can't find the specified secret."), {
          name: 'ResourceNotFoundException',
        });
      }
      return { SecretString: secrets[id] };
    },
  };
  return { client, asked };
}
