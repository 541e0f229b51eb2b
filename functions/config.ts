/**
 * One typed configuration for the server, read from the environment. In AWS the CDK stacks set
 * these variables on the Lambda; locally the starter (infra/local) fills them with the emulators'
 * addresses. Nothing else in functions/ reads process.env.
 */
export interface AppConfig {
  region: string;
  tableName: string;
  /** The live channel's connections registry (functions/live/connections.ts); absent: no live channel. */
  liveTableName?: string;
  /** Where the live channel's Lambda posts to its connections (the WebSocket stage's @connections URL). */
  liveCallbackUrl?: string;
  bucketName: string;
  /** Prefix of every S3 key (dev, prod, stage, staging, local). */
  envPrefix: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Issuer of the pool's tokens and where its JWKS is published. */
  tokenIssuer: string;
  jwksUri: string;
  /** Custom endpoints: set only for the local emulators. */
  dynamodbEndpoint?: string;
  s3Endpoint?: string;
  cognitoEndpoint?: string;
  /** Static credentials for the emulators; in AWS the SDK's default chain is used. */
  localCredentials?: { accessKeyId: string; secretAccessKey: string };
  /** The tour-build state machine (set by the Api stack; the local runner when absent). */
  buildStateMachineArn?: string;
  /** Secrets Manager names of the Stripe and Google credentials (JSON), read at runtime in AWS. */
  stripeSecretName?: string;
  googleSecretName?: string;
  /**
   * Payments run in Atrium's own test mode when no Stripe secret is given. Set only by the local
   * stack (infra/local/stack.ts); loadConfig never sets it, so no Lambda can reach test mode and a
   * deployment without a valid Stripe secret refuses payments (503) instead.
   */
  localTestPayments?: true;
  /** Stripe credentials from the environment (locally); absent: local test mode, or no payments. */
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Where the Stripe SDK sends requests, for tests against a fake of Stripe's API. */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Google OAuth client from the environment (locally); absent (and no secret): Drive is not configured. */
  googleClientId?: string;
  googleClientSecret?: string;
  /**
   * Base64 of 32 bytes: encrypts users' Google refresh tokens at rest (AES-256-GCM). In AWS it may
   * come from the Google secret instead (`tokenKey`).
   */
  tokenKey?: string;
  /** Base64 of 32 bytes: signs the OAuth `state` (HMAC-SHA256). In AWS: the Google secret's `stateKey`. */
  oauthStateKey?: string;
  /**
   * One root for Google's OAuth (`o/oauth2/v2/auth`, `token`) and Drive (`drive/v3/…`) endpoints, for
   * tests against a fake of Google's APIs; absent: Google's real hosts.
   */
  googleApiRoot?: string;
  /** Annotation images (spec venue-planner.md §9): an environment flag, default off (ATRIUM_ANNOTATION_IMAGES=1). */
  annotationImages?: boolean;
  /** The local stack's mailbox file: mail the app sends lands there (set only by infra/local). */
  mailboxFile?: string;
  /** The SES sender of the app's own mail (invitations, comments); absent: nothing is mailed. */
  mailFrom?: string;
}

/** What the build pipeline's step Lambdas need: the table only. */
export type PipelineConfig = Pick<
  AppConfig,
  'region' | 'tableName' | 'dynamodbEndpoint' | 'localCredentials'
>;

/** Static keys for the local emulators: s3rver accepts only these; the others accept any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The annotation-image feature flag: on only for ATRIUM_ANNOTATION_IMAGES=1 (default off). */
export function annotationImagesFlag(env: NodeJS.ProcessEnv): boolean {
  return env.ATRIUM_ANNOTATION_IMAGES === '1';
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing configuration: environment variable ${name} is not set`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const region = env.AWS_REGION ?? 'us-east-1';
  const userPoolId = required(env, 'ATRIUM_USER_POOL_ID');
  const tokenIssuer = env.ATRIUM_TOKEN_ISSUER ?? `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const local = env.ATRIUM_LOCAL === '1';
  return {
    region,
    tableName: required(env, 'ATRIUM_TABLE_NAME'),
    liveTableName: env.ATRIUM_LIVE_TABLE_NAME,
    liveCallbackUrl: env.ATRIUM_LIVE_CALLBACK_URL,
    bucketName: required(env, 'ATRIUM_BUCKET_NAME'),
    envPrefix: env.ATRIUM_ENV_PREFIX ?? 'dev',
    userPoolId,
    userPoolClientId: required(env, 'ATRIUM_USER_POOL_CLIENT_ID'),
    tokenIssuer,
    jwksUri: env.ATRIUM_JWKS_URI ?? `${tokenIssuer}/.well-known/jwks.json`,
    dynamodbEndpoint: env.ATRIUM_DYNAMODB_ENDPOINT,
    s3Endpoint: env.ATRIUM_S3_ENDPOINT,
    cognitoEndpoint: env.ATRIUM_COGNITO_ENDPOINT,
    localCredentials: local ? LOCAL_CREDENTIALS : undefined,
    buildStateMachineArn: env.ATRIUM_BUILD_STATE_MACHINE_ARN,
    stripeSecretName: env.ATRIUM_STRIPE_SECRET_NAME,
    googleSecretName: env.ATRIUM_GOOGLE_SECRET_NAME,
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET,
    tokenKey: env.ATRIUM_TOKEN_KEY,
    oauthStateKey: env.ATRIUM_OAUTH_STATE_KEY,
    googleApiRoot: env.ATRIUM_GOOGLE_API_ROOT,
    annotationImages: annotationImagesFlag(env),
    mailFrom: env.ATRIUM_MAIL_FROM,
  };
}

export function loadPipelineConfig(env: NodeJS.ProcessEnv = process.env): PipelineConfig {
  return {
    region: env.AWS_REGION ?? 'us-east-1',
    tableName: required(env, 'ATRIUM_TABLE_NAME'),
    dynamodbEndpoint: env.ATRIUM_DYNAMODB_ENDPOINT,
    localCredentials: env.ATRIUM_LOCAL === '1' ? LOCAL_CREDENTIALS : undefined,
  };
}
