/**
 * Api: the HTTP app (functions/app.ts) as one Lambda (Node.js 22, arm64) behind an API Gateway HTTP
 * API, which CloudFront routes /trpc/*, /api/* and /oauth/* to.
 *
 * Why an HTTP API and not a function URL with origin access control: through OAC a function URL only
 * accepts POST/PUT bodies whose SHA-256 the client sends in x-amz-content-sha256, which neither the
 * web app's tRPC mutations nor Stripe's webhook do. The HTTP API also gives per-stage throttling and
 * access logs. Every route authenticates itself (ID tokens verified in the app), as locally.
 *
 * The role is written out statement by statement: no `*` actions, every resource named.
 */
import { ArnFormat, CfnOutput, Duration, Fn, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpStage,
  LogGroupLogDestination,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { lambdaCode } from '../bundle.ts';
import {
  buildStateMachineName,
  contentBucketName,
  liveApiExportName,
  type StageConfig,
  secretArn,
} from '../stage.ts';
import { LIVE_STAGE_NAME } from './live-stack.ts';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  tableName: string;
  tableArn: string;
  indexNames: string[];
  userPoolId: string;
  userPoolClientId: string;
  stateMachineArn: string;
  /** The live channel's registry (removing a member closes their connections); its API is imported. */
  liveTableName: string;
  liveTableArn: string;
}

export class ApiStack extends Stack {
  readonly handler: LambdaFunction;
  readonly httpApi: HttpApi;
  /** The HTTP API's host name, CloudFront's origin for the API paths. */
  readonly apiDomain: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retention = config.logRetentionDays as RetentionDays;
    const bucketName = contentBucketName(config);
    const bucketArn = this.formatArn({ service: 's3', region: '', account: '', resource: bucketName });

    const logGroup = new LogGroup(this, 'ApiLogs', { retention });
    const role = new Role(this, 'ApiRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const allow = (
      sid: string,
      actions: string[],
      resources: string[],
      conditions?: Record<string, unknown>,
    ) => role.addToPolicy(new PolicyStatement({ sid, actions, resources, conditions }));

    allow('Logs', ['logs:CreateLogStream', 'logs:PutLogEvents'], [logGroup.logGroupArn]);
    allow(
      'Table',
      [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
      ],
      [props.tableArn],
    );
    allow(
      'TableIndexes',
      ['dynamodb:Query'],
      props.indexNames.map((name) => `${props.tableArn}/index/${name}`),
    );
    // User content lives under this stage's prefix only; presigned URLs are signed with this role.
    allow(
      'ContentObjects',
      ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      [`${bucketArn}/${config.envPrefix}/*`],
    );
    allow('ContentList', ['s3:ListBucket'], [bucketArn], {
      StringLike: { 's3:prefix': `${config.envPrefix}/*` },
    });
    // Removing a member closes their open live channels: find them, drop them, close them. The Live
    // stack exports its API's id under a fixed name (stage.ts), so the grant can be acknowledged by it.
    const liveApiId = Fn.importValue(liveApiExportName(config));
    const liveConnections = `${LIVE_STAGE_NAME}/*/@connections/*`;
    allow('LiveConnections', ['dynamodb:Query', 'dynamodb:DeleteItem'], [props.liveTableArn]);
    allow(
      'LiveManageConnections',
      ['execute-api:ManageConnections'],
      [this.formatArn({ service: 'execute-api', resource: liveApiId, resourceName: liveConnections })],
    );
    allow('StartBuilds', ['states:StartExecution'], [props.stateMachineArn]);
    allow(
      'ReadBuilds',
      ['states:DescribeExecution'],
      [
        this.formatArn({
          service: 'states',
          resource: 'execution',
          resourceName: `${buildStateMachineName(config)}:*`,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
    );
    allow(
      'Secrets',
      ['secretsmanager:GetSecretValue'],
      [secretArn(this, config.stripeSecretName), secretArn(this, config.googleSecretName)],
    );
    // The auth routes call only the pool's public client operations (SignUp, InitiateAuth, …), which
    // take no IAM permission. Binding tokens to their account and deleting an account need two admin
    // operations on this pool (functions/account/directory.ts).
    allow(
      'AccountAdmin',
      ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
      [this.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: props.userPoolId })],
    );

    // The app's own mail (functions/mail/outbox.ts) goes out through SES from the sender's identity only.
    const mailDomain = config.mailFrom?.split('@')[1];
    if (mailDomain) {
      allow(
        'SendMail',
        ['ses:SendEmail'],
        [this.formatArn({ service: 'ses', resource: 'identity', resourceName: mailDomain })],
      );
    }

    this.handler = new LambdaFunction(this, 'Api', {
      description: 'Atrium HTTP app (functions/app.ts)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      code: lambdaCode('api'),
      handler: 'index.handler',
      memorySize: 1024,
      timeout: Duration.seconds(29),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      environment: {
        ATRIUM_TABLE_NAME: props.tableName,
        ATRIUM_BUCKET_NAME: bucketName,
        ATRIUM_ENV_PREFIX: config.envPrefix,
        ATRIUM_USER_POOL_ID: props.userPoolId,
        ATRIUM_USER_POOL_CLIENT_ID: props.userPoolClientId,
        ATRIUM_BUILD_STATE_MACHINE_ARN: props.stateMachineArn,
        ATRIUM_LIVE_TABLE_NAME: props.liveTableName,
        ATRIUM_LIVE_CALLBACK_URL: `https://${liveApiId}.execute-api.${this.region}.${this.urlSuffix}/${LIVE_STAGE_NAME}`,
        // Names only: the values are read from Secrets Manager at runtime, never put in the template.
        ATRIUM_STRIPE_SECRET_NAME: config.stripeSecretName,
        ATRIUM_GOOGLE_SECRET_NAME: config.googleSecretName,
        ...(config.mailFrom ? { ATRIUM_MAIL_FROM: config.mailFrom } : {}),
        POWERTOOLS_SERVICE_NAME: 'atrium-api',
        POWERTOOLS_LOG_LEVEL: config.stage === 'prod' ? 'INFO' : 'DEBUG',
      },
    });

    this.httpApi = new HttpApi(this, 'Http', {
      apiName: `atrium-${config.stage}`,
      description: 'Atrium API, reached through CloudFront',
      createDefaultStage: false,
      defaultIntegration: new HttpLambdaIntegration('App', this.handler, {
        payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
      }),
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention })),
      },
    });
    this.apiDomain = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: 'The app verifies Cognito ID tokens itself; /api/auth/* and the Stripe webhook must be public.',
    });
    Validations.of(this.handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the product targets (design.md); newer ones are not tested.',
    });
    Validations.of(role).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::atrium-${config.stage}-content-<AWS::AccountId>-<AWS::Region>/${config.envPrefix}/*]`,
        reason: "All users' files live under this stage's prefix; the app keys every access by the caller.",
      },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:states:<AWS::Region>:<AWS::AccountId>:execution:${buildStateMachineName(config)}:*]`,
        reason:
          'Reads the executions of the build state machine only; execution names are not known in advance.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${liveApiExportName(config)}/${liveConnections}]`,
        reason:
          "Closes a removed member's live connections; ids are made by API Gateway, the stage is fixed.",
      },
    );
    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}
