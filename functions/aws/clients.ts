/** AWS SDK clients built from the typed config; the only place endpoints and credentials are chosen. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from '../config.ts';
import { retriedPutsThatLanded } from './retried-puts.ts';
import { unavailableAsAppError } from './unavailable.ts';

/**
 * How long one DynamoDB attempt may wait for its connection and for the answer's headers. A hung
 * database (a stopped process, a network that drops packets) otherwise held every request as long as it
 * hung (19.9 s in the fault run). With the SDK's 3 attempts a call gives up after about 3 s and answers
 * 503 (unavailable.ts). DynamoDB's own answers take milliseconds; a busy machine running DynamoDB Local
 * can pass it, and a put that landed before its answer was lost is told apart by retried-puts.ts.
 */
const DYNAMODB_ATTEMPT_TIMEOUT_MS = 1000;
const DYNAMODB_MAX_ATTEMPTS = 3;

export interface AwsClients {
  ddb: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
}

/**
 * The SDK's logger middleware hands every command's input and output to the client logger's `info`,
 * and to do so first copies both through the command's schema to mask sensitive fields: a walk over
 * every attribute of every item, whether or not anything is logged (the default logger discards it).
 * For a 50-item Query that was about a quarter of the call's CPU (1,000 → 770 µs). The app logs no SDK
 * traffic, so the middleware is taken out; its name is checked, so an SDK that renames it fails
 * here instead of quietly paying again.
 */
function withoutSdkLogging<T extends { middlewareStack: { remove(name: string): boolean } }>(client: T): T {
  if (!client.middlewareStack.remove('loggerMiddleware'))
    throw new Error('The AWS SDK has no loggerMiddleware to remove: check functions/aws/clients.ts');
  return client;
}

export function createAwsClients(config: AppConfig): AwsClients {
  const common = {
    region: config.region,
    ...(config.localCredentials ? { credentials: config.localCredentials } : {}),
  };
  const ddb = unavailableAsAppError(
    retriedPutsThatLanded(
      withoutSdkLogging(
        DynamoDBDocumentClient.from(
          new DynamoDBClient({
            ...common,
            ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint } : {}),
            maxAttempts: DYNAMODB_MAX_ATTEMPTS,
            requestHandler: {
              connectionTimeout: DYNAMODB_ATTEMPT_TIMEOUT_MS,
              requestTimeout: DYNAMODB_ATTEMPT_TIMEOUT_MS,
              // Without it the SDK only logs a warning when requestTimeout passes, and goes on waiting.
              throwOnRequestTimeout: true,
            },
          }),
          { marshallOptions: { removeUndefinedValues: true } },
        ),
      ),
    ),
  );
  const s3 = withoutSdkLogging(
    new S3Client({
      ...common,
      ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}),
      // Without this the SDK adds CRC checksums that break presigned PUTs from browsers and that
      // s3rver stores as chunk framing. Set in production too.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  const cognito = withoutSdkLogging(
    new CognitoIdentityProviderClient({
      ...common,
      ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
    }),
  );
  return { ddb, s3, cognito };
}
