/**
 * The embedded local stack: DynamoDB Local, s3rver and the Cognito emulator, with data under one
 * folder so it survives restarts. Used by `npm start`, the integration tests and the e2e tests.
 */
import { join } from 'node:path';
import { type AppConfig, LOCAL_CREDENTIALS } from '../../functions/config.ts';
import { startCognitoEmulator } from './cognito/index.ts';
import { startDynamoDbLocal } from './dynamodb.ts';
import { Mailbox } from './mailbox.ts';
import { startLocalS3 } from './s3.ts';

export const LOCAL_NAMES = {
  region: 'us-east-1',
  tableName: 'atrium-local',
  bucketName: 'atrium-local-content',
  userPoolId: 'us-east-1_AtriumLocal',
  userPoolClientId: 'atriumlocalclient',
  envPrefix: 'local',
} as const;

export interface LocalStack {
  config: AppConfig;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

export async function startLocalStack(opts: {
  dataDir: string;
  appOrigins: string[];
  /** A fixed port keeps the token issuer (and so signed-in sessions) stable across restarts. */
  cognitoPort?: number;
}): Promise<LocalStack> {
  const mailbox = new Mailbox(join(opts.dataDir, 'mail.json'));
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => {});
  };
  try {
    const [dynamo, s3, cognito] = await Promise.all([
      startDynamoDbLocal({
        dataDir: join(opts.dataDir, 'dynamodb'),
        tableName: LOCAL_NAMES.tableName,
        region: LOCAL_NAMES.region,
      }).then((started) => {
        stops.push(started.stop);
        return started;
      }),
      startLocalS3({
        dataDir: join(opts.dataDir, 's3'),
        bucketName: LOCAL_NAMES.bucketName,
        allowedOrigins: opts.appOrigins,
      }).then((started) => {
        stops.push(started.stop);
        return started;
      }),
      startCognitoEmulator({
        dataDir: join(opts.dataDir, 'cognito'),
        region: LOCAL_NAMES.region,
        userPoolId: LOCAL_NAMES.userPoolId,
        clientId: LOCAL_NAMES.userPoolClientId,
        mailbox,
        port: opts.cognitoPort,
      }).then((started) => {
        stops.push(started.close);
        return started;
      }),
    ]);
    const config: AppConfig = {
      region: LOCAL_NAMES.region,
      tableName: LOCAL_NAMES.tableName,
      bucketName: LOCAL_NAMES.bucketName,
      envPrefix: LOCAL_NAMES.envPrefix,
      userPoolId: LOCAL_NAMES.userPoolId,
      userPoolClientId: LOCAL_NAMES.userPoolClientId,
      tokenIssuer: cognito.issuer,
      jwksUri: cognito.jwksUri,
      dynamodbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      cognitoEndpoint: cognito.endpoint,
      localCredentials: LOCAL_CREDENTIALS,
    };
    return { config, mailbox, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
