/**
 * Stage configuration (dev, stage, prod) chosen with `-c stage=…` (default dev). Each stage's S3
 * prefix is its name, one of the environment prefixes the spec lists (product.md §9). Every value
 * can be overridden from context for one deployment, e.g. `-c gpuInstanceType=g5.xlarge`.
 */
import { ArnFormat, Aws, Fn, type Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

const STAGES = ['dev', 'stage', 'prod'] as const;
type StageName = (typeof STAGES)[number];

export interface StageConfig {
  stage: StageName;
  /** Prefix of every S3 key of this deployment ({env}/{username}/…) and of the publication path. */
  envPrefix: StageName;
  /** Stack names start with this: `Atrium-prod-Api`. */
  stackPrefix: string;
  /** Data (table, user pool, content bucket) survives `cdk destroy` and cannot be deleted by accident. */
  protectData: boolean;
  logRetentionDays: number;
  /** GPU instances for the build worker; the group scales to zero when no build runs. */
  gpuInstanceType: string;
  gpuMaxInstances: number;
  /** Tag of the build-worker image pushed to the Build stack's ECR repository. */
  workerImageTag: string;
  apiRateLimit: number;
  apiBurstLimit: number;
  /** Secrets Manager names of the Stripe and Google credentials (JSON), created by the operator. */
  stripeSecretName: string;
  googleSecretName: string;
  /** Optional custom domain: an ACM certificate in us-east-1 that covers it. */
  domainName?: string;
  certificateArn?: string;
  /** Optional AWS WAF web ACL (global scope, us-east-1) for the distribution. */
  webAclArn?: string;
  /**
   * The sender of the app's own mail (invitations, new comment threads): an address of an SES
   * identity verified by the operator, e.g. `no-reply@example.com`. Absent: nothing is mailed.
   */
  mailFrom?: string;
  /** Extra origins allowed to PUT to presigned URLs (e.g. a developer's http://localhost:3000). */
  extraCorsOrigins: string[];
}

const DEFAULTS: Record<StageName, Omit<StageConfig, 'stage' | 'envPrefix' | 'stackPrefix'>> = {
  dev: {
    protectData: false,
    logRetentionDays: 14,
    gpuInstanceType: 'g4dn.xlarge',
    gpuMaxInstances: 1,
    workerImageTag: 'latest',
    apiRateLimit: 50,
    apiBurstLimit: 100,
    stripeSecretName: 'atrium/dev/stripe',
    googleSecretName: 'atrium/dev/google',
    extraCorsOrigins: [],
  },
  stage: {
    protectData: true,
    logRetentionDays: 30,
    gpuInstanceType: 'g5.xlarge',
    gpuMaxInstances: 2,
    workerImageTag: 'latest',
    apiRateLimit: 100,
    apiBurstLimit: 200,
    stripeSecretName: 'atrium/stage/stripe',
    googleSecretName: 'atrium/stage/google',
    extraCorsOrigins: [],
  },
  prod: {
    protectData: true,
    logRetentionDays: 90,
    gpuInstanceType: 'g5.xlarge',
    gpuMaxInstances: 4,
    workerImageTag: 'latest',
    apiRateLimit: 500,
    apiBurstLimit: 1000,
    stripeSecretName: 'atrium/prod/stripe',
    googleSecretName: 'atrium/prod/google',
    extraCorsOrigins: [],
  },
};

function isStage(value: unknown): value is StageName {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

/** The stage chosen by context, with per-deployment overrides from context applied. */
export function stageConfig(scope: Construct): StageConfig {
  const stage = scope.node.tryGetContext('stage') ?? 'dev';
  if (!isStage(stage)) throw new Error(`Unknown stage "${stage}": use -c stage=${STAGES.join('|')}`);
  const defaults = DEFAULTS[stage];
  const text = (name: keyof typeof defaults) => {
    const value = scope.node.tryGetContext(name);
    return value === undefined ? undefined : String(value);
  };
  const number = (name: keyof typeof defaults, fallback: number) => {
    const value = text(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < 0)
      throw new Error(`Context ${name} must be a number, got ${value}`);
    return parsed;
  };
  const origins = text('extraCorsOrigins');
  return {
    ...defaults,
    stage,
    envPrefix: stage,
    stackPrefix: `Atrium-${stage}`,
    logRetentionDays: number('logRetentionDays', defaults.logRetentionDays),
    gpuInstanceType: text('gpuInstanceType') ?? defaults.gpuInstanceType,
    gpuMaxInstances: number('gpuMaxInstances', defaults.gpuMaxInstances),
    workerImageTag: text('workerImageTag') ?? defaults.workerImageTag,
    stripeSecretName: text('stripeSecretName') ?? defaults.stripeSecretName,
    googleSecretName: text('googleSecretName') ?? defaults.googleSecretName,
    domainName: text('domainName'),
    certificateArn: text('certificateArn'),
    webAclArn: text('webAclArn'),
    mailFrom: text('mailFrom'),
    extraCorsOrigins: origins ? origins.split(',').map((o) => o.trim()) : defaults.extraCorsOrigins,
  };
}

/**
 * The content bucket's name is derived, not referenced: the Web stack (CloudFront origin) and the
 * Api/Build stacks (grants) need it, while the Storage stack needs the distribution (CORS origin,
 * bucket policy) — a token reference both ways would be a cycle between stacks.
 */
export function contentBucketName(config: StageConfig): string {
  return Fn.join('-', ['atrium', config.stage, 'content', Aws.ACCOUNT_ID, Aws.REGION]);
}

/** Fixed so that the Api stack can scope its grants on executions without a cross-stack token. */
export function buildStateMachineName(config: StageConfig): string {
  return `atrium-${config.stage}-build-tour`;
}

/**
 * The export of the live channel's WebSocket API id (Live stack), imported by name in the Api stack: the
 * API closes a removed member's connections, and its grant on them is acknowledged by this fixed name.
 */
export function liveApiExportName(config: StageConfig): string {
  return `atrium-${config.stage}-live-api-id`;
}

/** The ARN pattern of a secret by name: Secrets Manager appends six random characters in its ARN. */
export function secretArn(stack: Stack, name: string): string {
  return stack.formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: `${name}-??????`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}
