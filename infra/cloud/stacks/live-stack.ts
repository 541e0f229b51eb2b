/**
 * Live: the live channel of an open project (issue #28, docs/live-channel.md). An API Gateway WebSocket
 * API whose $connect, $disconnect and $default routes run one Lambda (functions/live/lambda.ts), which
 * keeps the connections in the Data stack's registry table and fans messages out with
 * PostToConnection on its own stage. CloudFront routes the site's `/live` to the stage (named `live`),
 * so the SPA opens the channel on its own origin, as it does locally.
 *
 * Every route authenticates itself: $connect verifies the ID token from the query string (browsers
 * cannot set headers on a WebSocket) and the caller's role, and every message re-checks the role.
 * The role is written out statement by statement, as the Api stack's is.
 */
import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { LIVE_PATH } from '#shared/live-protocol.ts';
import { lambdaCode } from '../bundle.ts';
import { contentBucketName, liveApiExportName, type StageConfig } from '../stage.ts';

/** The stage's name is the site's path of the channel: CloudFront forwards `/live` to it unchanged. */
export const LIVE_STAGE_NAME = LIVE_PATH.slice(1);

export interface LiveStackProps extends StackProps {
  config: StageConfig;
  tableName: string;
  tableArn: string;
  liveTableName: string;
  liveTableArn: string;
  userPoolId: string;
  userPoolClientId: string;
}

export class LiveStack extends Stack {
  readonly handler: LambdaFunction;
  readonly webSocketApi: WebSocketApi;
  /** The WebSocket API's host name, CloudFront's origin for `/live`. */
  readonly liveDomain: string;

  constructor(scope: Construct, id: string, props: LiveStackProps) {
    super(scope, id, props);
    const { config } = props;
    const retention = config.logRetentionDays as RetentionDays;

    const logGroup = new LogGroup(this, 'LiveLogs', { retention });
    const role = new Role(this, 'LiveRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const allow = (sid: string, actions: string[], resources: string[]) =>
      role.addToPolicy(new PolicyStatement({ sid, actions, resources }));

    this.handler = new LambdaFunction(this, 'Live', {
      description: 'Atrium live channel (functions/live/lambda.ts)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      code: lambdaCode('live'),
      handler: 'index.handler',
      memorySize: 512,
      timeout: Duration.seconds(29),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
    });
    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.handler);
    this.webSocketApi = new WebSocketApi(this, 'LiveApi', {
      apiName: `atrium-${config.stage}-live`,
      description: 'Atrium live channel, reached through CloudFront at /live',
      connectRouteOptions: { integration: integration('OnConnect') },
      disconnectRouteOptions: { integration: integration('OnDisconnect') },
      defaultRouteOptions: { integration: integration('OnMessage') },
    });
    const stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: { rateLimit: config.apiRateLimit, burstLimit: config.apiBurstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'LiveAccessLogs', { retention })),
      },
    });
    this.liveDomain = `${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    const environment: Record<string, string> = {
      ATRIUM_TABLE_NAME: props.tableName,
      ATRIUM_LIVE_TABLE_NAME: props.liveTableName,
      ATRIUM_LIVE_CALLBACK_URL: stage.callbackUrl,
      // Read by the shared config loader; the channel itself touches no file.
      ATRIUM_BUCKET_NAME: contentBucketName(config),
      ATRIUM_ENV_PREFIX: config.envPrefix,
      ATRIUM_USER_POOL_ID: props.userPoolId,
      ATRIUM_USER_POOL_CLIENT_ID: props.userPoolClientId,
      POWERTOOLS_SERVICE_NAME: 'atrium-live',
      POWERTOOLS_LOG_LEVEL: config.stage === 'prod' ? 'INFO' : 'DEBUG',
    };
    for (const [name, value] of Object.entries(environment)) this.handler.addEnvironment(name, value);

    allow('Logs', ['logs:CreateLogStream', 'logs:PutLogEvents'], [logGroup.logGroupArn]);
    // The role check reads the caller's profile, membership and project: single items only.
    allow('TableRead', ['dynamodb:GetItem'], [props.tableArn]);
    allow(
      'Connections',
      [
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
      ],
      [props.liveTableArn],
    );
    // Posting to and closing this stage's connections, nothing else of API Gateway.
    const connectionsArn = this.formatArn({
      service: 'execute-api',
      resource: this.webSocketApi.apiId,
      resourceName: `${LIVE_STAGE_NAME}/*/@connections/*`,
    });
    allow('ManageConnections', ['execute-api:ManageConnections'], [connectionsArn]);

    Validations.of(this.webSocketApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: '$connect verifies the Cognito ID token and the project role itself, as the HTTP app does.',
    });
    Validations.of(this.handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Node.js 22 is the runtime the product targets (design.md); newer ones are not tested.',
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${this.getLogicalId(this.webSocketApi.node.defaultChild as never)}>/${LIVE_STAGE_NAME}/*/@connections/*]`,
      reason:
        "Connection ids are made by API Gateway at runtime; the grant is this stage's connections only.",
    });
    new CfnOutput(this, 'LiveEndpoint', { value: stage.url });
    // The Api stack imports it by this name (removing a member closes their connections).
    new CfnOutput(this, 'LiveApiId', {
      value: this.webSocketApi.apiId,
      exportName: liveApiExportName(config),
    });
  }
}
