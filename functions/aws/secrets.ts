/**
 * Reading a JSON secret from Secrets Manager, the one way the server gets the Stripe and Google
 * credentials in AWS. Tests pass an object with the same `send` as the SDK client.
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

/** The one Secrets Manager call the server makes. */
export interface SecretsClient {
  send(command: GetSecretValueCommand): Promise<{ SecretString?: string | undefined }>;
}

/** The secret's JSON value; throws when it cannot be read or is not JSON. */
export async function readSecretJson(client: SecretsClient, name: string): Promise<unknown> {
  const answer = await client.send(new GetSecretValueCommand({ SecretId: name }));
  try {
    return JSON.parse(answer.SecretString ?? '');
  } catch {
    throw new Error(`The secret ${name} is not JSON`);
  }
}
