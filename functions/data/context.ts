import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** What the data-access functions need: clients and resource names, nothing about the caller. */
export interface DataContext {
  ddb: DynamoDBDocumentClient;
  s3: S3Client;
  tableName: string;
  bucketName: string;
  envPrefix: string;
}
