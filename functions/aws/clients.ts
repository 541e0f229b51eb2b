/** AWS SDK clients built from the typed config; the only place endpoints and credentials are chosen. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppConfig } from '../config.ts';

export interface AwsClients {
  ddb: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
}

export function createAwsClients(config: AppConfig): AwsClients {
  const common = {
    region: config.region,
    ...(config.localCredentials ? { credentials: config.localCredentials } : {}),
  };
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      ...common,
      ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const s3 = new S3Client({
    ...common,
    ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}),
    // Without this the SDK adds CRC checksums that break presigned PUTs from browsers and that
    // s3rver stores as chunk framing. Set in production too.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const cognito = new CognitoIdentityProviderClient({
    ...common,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
  });
  return { ddb, s3, cognito };
}
