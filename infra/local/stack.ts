/**
 * The embedded local stack: DynamoDB Local, s3rver and the Cognito emulator, with data under one
 * folder so it survives restarts. Used by `npm start`, the integration tests and the e2e tests.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppConfig, LOCAL_CREDENTIALS } from '#functions/config.ts';
import { Mailbox } from '#functions/mail/mailbox.ts';
import { startCognitoEmulator } from './cognito/index.ts';
import { type LocalDynamo, startDynamoDbLocal } from './dynamodb.ts';
import { startLocalS3 } from './s3.ts';

const LOCAL_NAMES = {
  region: 'us-east-1',
  tableName: 'atrium-local',
  liveTableName: 'atrium-local-live',
  bucketName: 'atrium-local-content',
  userPoolId: 'us-east-1_AtriumLocal',
  userPoolClientId: 'atriumlocalclient',
  envPrefix: 'local',
} as const;

/**
 * The keys that encrypt stored Google refresh tokens and sign OAuth states: generated once per data
 * folder and kept there (owner-only), so a restart keeps users' Drive authorisations readable.
 */
function localKeys(dataDir: string): { tokenKey: string; oauthStateKey: string } {
  const file = join(dataDir, 'keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { tokenKey: string; oauthStateKey: string };
  const keys = {
    tokenKey: randomBytes(32).toString('base64'),
    oauthStateKey: randomBytes(32).toString('base64'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export interface LocalStack {
  config: AppConfig;
  mailbox: Mailbox;
  /** DynamoDB Local, kept running (restarted when it dies). */
  dynamodb: LocalDynamo;
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
  /** Notes how to stop a service that has started, and hands the service on. */
  const stoppedAtEnd = <T>(started: T, stopIt: () => Promise<void>) => {
    stops.push(stopIt);
    return started;
  };
  try {
    const [dynamo, s3, cognito] = await Promise.all([
      startDynamoDbLocal({
        dataDir: join(opts.dataDir, 'dynamodb'),
        tableName: LOCAL_NAMES.tableName,
        liveTableName: LOCAL_NAMES.liveTableName,
        region: LOCAL_NAMES.region,
      }).then((started) => stoppedAtEnd(started, started.stop)),
      startLocalS3({
        dataDir: join(opts.dataDir, 's3'),
        bucketName: LOCAL_NAMES.bucketName,
        allowedOrigins: opts.appOrigins,
      }).then((started) => stoppedAtEnd(started, started.stop)),
      startCognitoEmulator({
        dataDir: join(opts.dataDir, 'cognito'),
        region: LOCAL_NAMES.region,
        userPoolId: LOCAL_NAMES.userPoolId,
        clientId: LOCAL_NAMES.userPoolClientId,
        mailbox,
        port: opts.cognitoPort,
      }).then((started) => stoppedAtEnd(started, started.close)),
    ]);
    const config: AppConfig = {
      region: LOCAL_NAMES.region,
      tableName: LOCAL_NAMES.tableName,
      liveTableName: LOCAL_NAMES.liveTableName,
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
      // The one place test-mode payments are switched on: this machine's stack, never a deployment.
      localTestPayments: true,
      mailboxFile: mailbox.filePath,
      ...localKeys(opts.dataDir),
    };
    return { config, mailbox, dynamodb: dynamo, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
