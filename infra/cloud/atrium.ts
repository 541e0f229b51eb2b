/**
 * The whole product as one CDK app: seven stacks per stage, wired in the one order that has no cycle.
 *   Auth, Data → Build (state machine), Live (WebSocket API) → Api → Web (distribution) → Storage
 * Storage comes last because its bucket policy and CORS name the distribution; the other stacks reach
 * the bucket by its derived name (stage.ts). cdk-nag's AwsSolutions pack checks every stack at synthesis.
 */
import { type App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { BuildStack } from './stacks/build-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { LiveStack } from './stacks/live-stack.ts';
import { StorageStack } from './stacks/storage-stack.ts';
import { WebStack } from './stacks/web-stack.ts';
import { stageConfig } from './stage.ts';

export interface AtriumOptions {
  /** The folders of the site's files (site-assets.ts). */
  siteAssets: string[];
}

/**
 * Environment-agnostic unless `-c account=… -c region=…` are given: the CLI deploys to the account
 * and region of its credentials, and synthesis needs no look-ups (nothing to fetch offline).
 */
function environment(app: App): Environment | undefined {
  const account = app.node.tryGetContext('account');
  const region = app.node.tryGetContext('region');
  return account && region ? { account: String(account), region: String(region) } : undefined;
}

export function addAtriumStacks(app: App, options: AtriumOptions) {
  const config = stageConfig(app);
  const env = environment(app);
  const name = (stack: string) => `${config.stackPrefix}-${stack}`;
  const common = { config, env };

  const auth = new AuthStack(app, name('Auth'), { ...common, description: 'Atrium: Cognito user pool' });
  const data = new DataStack(app, name('Data'), { ...common, description: 'Atrium: DynamoDB table' });
  const build = new BuildStack(app, name('Build'), {
    ...common,
    description: 'Atrium: splat build pipeline (Step Functions, ECS on GPU)',
    tableName: data.table.tableName,
    tableArn: data.table.tableArn,
  });
  const live = new LiveStack(app, name('Live'), {
    ...common,
    description: 'Atrium: live channel, a WebSocket API with its Lambda',
    tableName: data.table.tableName,
    tableArn: data.table.tableArn,
    liveTableName: data.liveTable.tableName,
    liveTableArn: data.liveTable.tableArn,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.client.userPoolClientId,
  });
  const api = new ApiStack(app, name('Api'), {
    ...common,
    description: 'Atrium: API Lambda behind an HTTP API',
    tableName: data.table.tableName,
    tableArn: data.table.tableArn,
    indexNames: data.indexNames,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.client.userPoolClientId,
    stateMachineArn: build.stateMachine.stateMachineArn,
    liveTableName: data.liveTable.tableName,
    liveTableArn: data.liveTable.tableArn,
  });
  // The Api stack imports the live API's id by its export name (stage.ts): Live deploys first.
  api.addDependency(live);
  const web = new WebStack(app, name('Web'), {
    ...common,
    description: 'Atrium: CloudFront distribution, site files',
    apiDomain: api.apiDomain,
    liveDomain: live.liveDomain,
    siteAssets: options.siteAssets,
  });
  const storage = new StorageStack(app, name('Storage'), {
    ...common,
    description: 'Atrium: user-content bucket',
    distributionArn: web.distribution.distributionArn,
    siteOrigins: [web.siteUrl],
  });

  Tags.of(app).add('project', 'atrium');
  Tags.of(app).add('stage', config.stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, auth, data, build, api, live, web, storage };
}
