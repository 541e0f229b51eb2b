import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AwsClients } from '../aws/clients.ts';
import type { AppConfig } from '../config.ts';

/** What the data-access functions need: clients and resource names, nothing about the caller. */
export interface DataContext {
  ddb: DynamoDBDocumentClient;
  s3: S3Client;
  tableName: string;
  bucketName: string;
  envPrefix: string;
}

/** The data context of a deployment: its clients and the resource names from its config. */
export function dataContextOf({
  config,
  clients,
}: {
  config: AppConfig;
  clients: Pick<AwsClients, 'ddb' | 's3'>;
}): DataContext {
  return {
    ddb: clients.ddb,
    s3: clients.s3,
    tableName: config.tableName,
    bucketName: config.bucketName,
    envPrefix: config.envPrefix,
  };
}
