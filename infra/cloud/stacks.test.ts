/**
 * The AWS deployment, proven offline: the whole app (stage prod) synthesised once with cdk-nag's
 * AwsSolutions pack, then Template assertions on what the product relies on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#functions/config.ts';
import { tableDefinition } from '#functions/data/table.ts';
import { LIVE_TTL_ATTRIBUTE, liveTableDefinition } from '#functions/live/connections.ts';
import { paymentSettingsLoader } from '#functions/payments/payment-settings.ts';
import { stepHandlers } from '#functions/pipeline/record-state.ts';
import { LIVE_PATH } from '#shared/live-protocol.ts';
import { bundleLambda } from './bundle.ts';
import { BUILD_DEFINITION_FILE } from './stacks/build-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { stageConfig } from './stage.ts';
import { cdkJsonContext, type Synthesised, synthesise } from './test/synth.ts';
import {
  actionsOf,
  type Cfn,
  only,
  type Resource,
  render,
  resources,
  resourcesOf,
  roleOf,
  statementsOfRole,
} from './test/template.ts';
import { SPA_ROUTING_FUNCTION } from './web/site-headers.ts';

let app: Synthesised;
beforeAll(() => {
  // With a mail sender, as a deployment that sends invitations is configured.
  app = synthesise({ stage: 'prod', mailFrom: 'no-reply@atrium.example.com' });
}, 60_000);
afterAll(() => app?.dispose());

const MANAGED_CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const MANAGED_ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('Auth', () => {
  it("has the spec's password policy, username sign-in and e-mail codes", () => {
    const pool = only(app.template('auth'), 'AWS::Cognito::UserPool').Properties;
    expect(pool.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: 8,
      RequireLowercase: true,
      RequireUppercase: true,
      RequireNumbers: true,
      RequireSymbols: true,
    });
    expect(pool.UsernameAttributes).toBeUndefined();
    expect(pool.AliasAttributes).toBeUndefined();
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.VerificationMessageTemplate.DefaultEmailOption).toBe('CONFIRM_WITH_CODE');
    expect(pool.DeletionProtection).toBe('ACTIVE');
  });

  it('has an app client with USER_PASSWORD_AUTH, refresh tokens and no secret', () => {
    const client = only(app.template('auth'), 'AWS::Cognito::UserPoolClient').Properties;
    expect(client.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(client.GenerateSecret).toBe(false);
  });
});

describe('Data', () => {
  const expected = tableDefinition('x');

  it('has the keys and GSIs of functions/data/table.ts, on demand, with point-in-time recovery and a TTL', () => {
    const [, table] = resources(app.template('data'), 'AWS::DynamoDB::Table')[0] as [string, Resource];
    const props = table.Properties;
    expect(props.KeySchema).toEqual(expected.KeySchema);
    expect(new Set(props.AttributeDefinitions.map(JSON.stringify))).toEqual(
      new Set(expected.AttributeDefinitions?.map((a) => JSON.stringify(a))),
    );
    expect(props.GlobalSecondaryIndexes).toEqual(expected.GlobalSecondaryIndexes);
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    // Used OAuth states expire by themselves.
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: 'expiresAt', Enabled: true });
    expect(props.DeletionProtectionEnabled).toBe(true);
    expect(table.DeletionPolicy).toBe('Retain');
  });

  it("has the live channel's connections registry: the keys of connections.ts, on demand, dropped by TTL", () => {
    const live = liveTableDefinition('x');
    const [, table] = resources(app.template('data'), 'AWS::DynamoDB::Table').find(([, t]) =>
      String(t.Properties.TableName).endsWith('-live'),
    ) as [string, Resource];
    const props = table.Properties;
    expect(props.TableName).toBe('atrium-prod-live');
    expect(props.KeySchema).toEqual(live.KeySchema);
    expect(props.AttributeDefinitions).toEqual(live.AttributeDefinitions);
    expect(props.GlobalSecondaryIndexes).toBeUndefined();
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: LIVE_TTL_ATTRIBUTE, Enabled: true });
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    // Open connections only: nothing to keep when the stack goes.
    expect(table.DeletionPolicy).toBe('Delete');
  });

  it('is deletable in development stages only', () => {
    const dev = new App({ context: { ...cdkJsonContext(), stage: 'dev' } });
    const stack = new DataStack(dev, 'D', { config: stageConfig(dev) });
    const table = Object.values(
      dev.synth().getStackArtifact(stack.artifactId).template.Resources,
    )[0] as Resource;
    expect(table.Properties.DeletionProtectionEnabled).toBe(false);
    expect(table.DeletionPolicy).toBe('Delete');
    expect(() => stageConfig(new App({ context: { stage: 'production' } }))).toThrow(
      /Unknown stage "production"/,
    );
  });
});

describe('Storage', () => {
  const content = () =>
    resources(app.template('storage'), 'AWS::S3::Bucket').find(
      ([, b]) => b.Properties.BucketName,
    )?.[1] as Resource;

  it('is private, encrypted, named for the stage, with CORS for presigned PUTs from the site', () => {
    const bucket = content().Properties;
    expect(render(bucket.BucketName)).toBe('atrium-prod-content-<AWS::AccountId>-<AWS::Region>');
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(
      bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault,
    ).toEqual({
      SSEAlgorithm: 'AES256',
    });
    const [rule] = bucket.CorsConfiguration.CorsRules;
    expect(rule.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'GET']));
    expect(rule.ExposedHeaders).toContain('ETag');
    // The one allowed origin is the distribution's own address.
    expect(rule.AllowedOrigins.map(render)).toEqual([
      expect.stringMatching(/^https:\/\/<Atrium-prod-Web:.*Distribution.*DomainName.*>$/),
    ]);
    expect(bucket.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
        Status: 'Enabled',
      }),
    );
    expect(bucket.LoggingConfiguration).toBeDefined();
  });

  it('lets only this distribution read, and only the publication prefix; TLS only', () => {
    const policies = resources(app.template('storage'), 'AWS::S3::BucketPolicy').map(([, p]) => p.Properties);
    const statements = policies
      .filter((p) => render(p.Bucket).startsWith('<Content'))
      .flatMap((p) => p.PolicyDocument.Statement as Record<string, Cfn>[]);
    const cloudFront = statements.filter((s) => s.Principal?.Service === 'cloudfront.amazonaws.com');
    expect(cloudFront).toHaveLength(2);
    for (const s of cloudFront) {
      expect(render(s.Condition.StringEquals['AWS:SourceArn'])).toMatch(
        /^arn:<AWS::Partition>:cloudfront::<AWS::AccountId>:distribution\/<Atrium-prod-Web:.*Distribution.*>$/,
      );
    }
    const read = cloudFront.find((s) => s.Action === 's3:GetObject');
    expect(resourcesOf(read as never)).toEqual(['<Content88381566.Arn>/prod/published/*']);
    const list = cloudFront.find((s) => s.Action === 's3:ListBucket');
    expect(list?.Condition.StringLike['s3:prefix']).toBe('prod/published/*');
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });
});

describe('Api', () => {
  const apiFunction = () =>
    resources(app.template('api'), 'AWS::Lambda::Function').find(
      ([, f]) => f.Properties.Handler === 'index.handler',
    )?.[1] as Resource;

  it('runs the HTTP app on Node.js 22, arm64, configured by environment and secret names only', () => {
    const fn = apiFunction().Properties;
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    const env = fn.Environment.Variables;
    for (const name of [
      'ATRIUM_TABLE_NAME',
      'ATRIUM_BUCKET_NAME',
      'ATRIUM_USER_POOL_ID',
      'ATRIUM_USER_POOL_CLIENT_ID',
      'ATRIUM_BUILD_STATE_MACHINE_ARN',
      'ATRIUM_LIVE_TABLE_NAME',
      'ATRIUM_LIVE_CALLBACK_URL',
    ])
      expect(env[name], name).toBeDefined();
    expect(env.ATRIUM_ENV_PREFIX).toBe('prod');
    expect(env.ATRIUM_STRIPE_SECRET_NAME).toBe('atrium/prod/stripe');
    expect(env.ATRIUM_GOOGLE_SECRET_NAME).toBe('atrium/prod/google');
    expect(env.POWERTOOLS_SERVICE_NAME).toBe('atrium-api');
    expect(env.ATRIUM_MAIL_FROM).toBe('no-reply@atrium.example.com');
    // Nothing that looks like a credential is in the template.
    expect(Object.keys(env).filter((k) => /KEY|SECRET(?!_NAME)|TOKEN|PASSWORD/.test(k))).toEqual([]);
  });

  it('cannot reach test-mode payments: its environment gives no localTestPayments, an empty secret no payments', async () => {
    const env = Object.fromEntries(
      Object.entries(apiFunction().Properties.Environment.Variables as Record<string, Cfn>).map(
        ([name, value]) => [name, render(value)],
      ),
    );
    const config = loadConfig(env);
    expect(config.localTestPayments).toBeUndefined();
    // The Stripe secret holds nothing usable ({}): checkout and webhooks are refused, not run for free.
    const emptySecret = { send: async () => ({ SecretString: '{}' }) };
    await expect(paymentSettingsLoader(config, () => emptySecret)()).rejects.toMatchObject({
      name: 'PaymentsUnavailable',
    });
  });

  it('is the bundle infra/cloud/bundle.ts makes (the artefact the benchmark measures), chunks included', () => {
    const key = render(apiFunction().Properties.Code.S3Key);
    const deployed = join(app.assembly.directory, `asset.${key.replace(/\.zip$/, '')}`);
    const fresh = dirname(bundleLambda('api', join(app.assembly.directory, 'fresh-bundle')));
    const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
    // The entry and every chunk it imports, statically or on first use (Stripe, the Google clients).
    expect(files(deployed)).toEqual(files(fresh));
    expect(
      files(deployed).filter((f) => f.startsWith('chunks/') && f.endsWith('.mjs')).length,
    ).toBeGreaterThan(1);
    for (const file of files(fresh).filter((f) => f.endsWith('.mjs'))) {
      expect(readFileSync(join(deployed, file)).equals(readFileSync(join(fresh, file))), file).toBe(true);
    }
  });

  it('has least-privilege grants: no * actions, every resource named', () => {
    const statements = statementsOfRole(app.template('api'), roleOf(apiFunction()));
    for (const s of statements) {
      expect(
        actionsOf(s).filter((a) => a.includes('*')),
        JSON.stringify(s),
      ).toEqual([]);
      expect(resourcesOf(s)).not.toContain('*');
    }
    const grant = (action: string) =>
      statements.filter((s) => actionsOf(s).includes(action)).flatMap(resourcesOf);
    expect(grant('dynamodb:PutItem')).toEqual([expect.stringMatching(/^<Atrium-prod-Data:.*Table.*Arn.*>$/)]);
    expect(grant('dynamodb:Scan')).toEqual([]);
    expect(grant('s3:PutObject')).toEqual([
      'arn:<AWS::Partition>:s3:::atrium-prod-content-<AWS::AccountId>-<AWS::Region>/prod/*',
    ]);
    expect(grant('s3:ListBucket')).toEqual([
      'arn:<AWS::Partition>:s3:::atrium-prod-content-<AWS::AccountId>-<AWS::Region>',
    ]);
    expect(grant('states:StartExecution')).toEqual([
      expect.stringMatching(/^<Atrium-prod-Build:.*BuildTour.*>$/),
    ]);
    expect(grant('secretsmanager:GetSecretValue').sort()).toEqual([
      'arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:atrium/prod/google-??????',
      'arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:atrium/prod/stripe-??????',
    ]);
    expect(
      statements
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('cognito-idp:'))
        .sort(),
    ).toEqual(['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser']);
    expect(grant('cognito-idp:AdminDeleteUser')).toEqual([
      expect.stringMatching(/^arn:<AWS::Partition>:cognito-idp:<AWS::Region>:<AWS::AccountId>:userpool\/.+$/),
    ]);
    expect(grant('ses:SendEmail')).toEqual([
      'arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/atrium.example.com',
    ]);
    // Removing a member closes their live channels: find and drop them in the registry, close them.
    expect(grant('dynamodb:DeleteItem').sort()).toEqual([
      expect.stringMatching(/^<Atrium-prod-Data:.*LiveConnections.*Arn.*>$/),
      expect.stringMatching(/^<Atrium-prod-Data:.*Table(?!.*Live).*Arn.*>$/),
    ]);
    expect(grant('execute-api:ManageConnections')).toEqual([
      'arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<import:atrium-prod-live-api-id>/live/*/@connections/*',
    ]);
    expect(new Set(statements.flatMap(actionsOf).map((a) => a.split(':')[0]))).toEqual(
      new Set(['logs', 'dynamodb', 's3', 'states', 'secretsmanager', 'cognito-idp', 'ses', 'execute-api']),
    );
  });

  it('is reached through an HTTP API stage with throttling and access logs', () => {
    const stage = only(app.template('api'), 'AWS::ApiGatewayV2::Stage').Properties;
    expect(stage.StageName).toBe('$default');
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 500,
      ThrottlingBurstLimit: 1000,
    });
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
    app.template('api').hasResourceProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });
});

describe('Live', () => {
  const template = () => app.template('live');
  const liveFunction = () => only(template(), 'AWS::Lambda::Function');

  it('is a WebSocket API whose $connect, $disconnect and $default routes run the live Lambda', () => {
    const api = only(template(), 'AWS::ApiGatewayV2::Api').Properties;
    expect(api.ProtocolType).toBe('WEBSOCKET');
    expect(api.RouteSelectionExpression).toBe('$request.body.action');
    const routes = resources(template(), 'AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(routes.map((r) => r.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const integrations = resources(template(), 'AWS::ApiGatewayV2::Integration').map(([, i]) => i.Properties);
    expect(integrations).toHaveLength(3);
    const [functionId] = resources(template(), 'AWS::Lambda::Function')[0] as [string, Resource];
    for (const integration of integrations) {
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(render(integration.IntegrationUri)).toContain(`<${functionId}.Arn>`);
    }
    // API Gateway may invoke it for its routes, and nobody else.
    const permissions = resources(template(), 'AWS::Lambda::Permission').map(([, p]) => p.Properties);
    expect(permissions.length).toBeGreaterThan(0);
    for (const permission of permissions) expect(permission.Principal).toBe('apigateway.amazonaws.com');
  });

  it('answers on a stage named as the site path, throttled, with access logs', () => {
    const stage = only(template(), 'AWS::ApiGatewayV2::Stage').Properties;
    expect(`/${stage.StageName}`).toBe(LIVE_PATH);
    expect(stage.AutoDeploy).toBe(true);
    expect(stage.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 500,
      ThrottlingBurstLimit: 1000,
    });
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
  });

  it('runs functions/live/lambda.ts on Node.js 22, arm64, told its registry and where to post', () => {
    const fn = liveFunction().Properties;
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    const env = fn.Environment.Variables;
    expect(render(env.ATRIUM_LIVE_TABLE_NAME)).toMatch(/^<Atrium-prod-Data:.*LiveConnections.*>$/);
    expect(render(env.ATRIUM_LIVE_CALLBACK_URL)).toMatch(/^https:\/\/<LiveApi.*>\.execute-api\..*\/live$/);
    const config = loadConfig(
      Object.fromEntries(
        Object.entries(env as Record<string, Cfn>).map(([name, value]) => [name, render(value)]),
      ),
    );
    expect(config.liveTableName).toBeDefined();
    expect(Object.keys(env).filter((k) => /KEY|SECRET|TOKEN|PASSWORD/.test(k))).toEqual([]);
  });

  it('may read the records, keep its registry and post to its own stage only', () => {
    const statements = statementsOfRole(template(), roleOf(liveFunction()));
    const grant = (action: string) =>
      statements.filter((s) => actionsOf(s).includes(action)).flatMap(resourcesOf);
    for (const s of statements) expect(resourcesOf(s)).not.toContain('*');
    expect(grant('dynamodb:GetItem').sort()).toEqual([
      expect.stringMatching(/^<Atrium-prod-Data:.*LiveConnections.*Arn.*>$/),
      expect.stringMatching(/^<Atrium-prod-Data:.*Table(?!.*Live).*Arn.*>$/),
    ]);
    for (const write of ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:Query'])
      expect(grant(write), write).toEqual([expect.stringMatching(/LiveConnections/)]);
    expect(grant('dynamodb:Scan')).toEqual([]);
    expect(grant('execute-api:ManageConnections')).toEqual([
      expect.stringMatching(
        /^arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<LiveApi\w+>\/live\/\*\/@connections\/\*$/,
      ),
    ]);
    expect(new Set(statements.flatMap(actionsOf).map((a) => a.split(':')[0]))).toEqual(
      new Set(['logs', 'dynamodb', 'execute-api']),
    );
  });
});

describe('Web', () => {
  const distribution = () =>
    only(app.template('web'), 'AWS::CloudFront::Distribution').Properties.DistributionConfig as Record<
      string,
      Cfn
    >;
  const behaviour = (path: string) =>
    (distribution().CacheBehaviors as Record<string, Cfn>[]).find((b) => b.PathPattern === path) as Record<
      string,
      Cfn
    >;
  const origin = (id: string) => (distribution().Origins as Record<string, Cfn>[]).find((o) => o.Id === id);
  const policy = (ref: unknown) =>
    app.template('web').toJSON().Resources[render(ref).replace(/^<|>$/g, '')].Properties
      .ResponseHeadersPolicyConfig as Record<string, Cfn>;
  const csp = (ref: unknown) =>
    render(policy(ref).SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);

  it('routes the API paths to the HTTP API, uncached, with the Authorization header', () => {
    for (const path of ['/trpc/*', '/api/*', '/oauth/*']) {
      const b = behaviour(path);
      expect(b, path).toBeDefined();
      expect(b.AllowedMethods).toEqual(expect.arrayContaining(['POST', 'PUT', 'DELETE', 'PATCH']));
      expect(b.CachePolicyId).toBe(MANAGED_CACHING_DISABLED);
      expect(b.OriginRequestPolicyId).toBe(MANAGED_ALL_VIEWER_EXCEPT_HOST);
      expect(b.FunctionAssociations).toBeUndefined();
      expect(render(origin(b.TargetOriginId)?.DomainName)).toMatch(
        /^<Atrium-prod-Api:.*Http.*>\.execute-api\./,
      );
      expect(origin(b.TargetOriginId)?.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    }
  });

  it('routes /live to the WebSocket API, uncached, with every viewer header and the query string', () => {
    const b = behaviour(LIVE_PATH);
    expect(b).toBeDefined();
    expect(b.CachePolicyId).toBe(MANAGED_CACHING_DISABLED);
    expect(b.OriginRequestPolicyId).toBe(MANAGED_ALL_VIEWER_EXCEPT_HOST);
    expect(b.ViewerProtocolPolicy).toBe('https-only');
    expect(render(origin(b.TargetOriginId)?.DomainName)).toMatch(
      /^<Atrium-prod-Live:.*LiveApi.*>\.execute-api\./,
    );
    expect(origin(b.TargetOriginId)?.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(origin(b.TargetOriginId)?.OriginPath).toBeUndefined();
    // The app's CSP lets it open the channel on its own origin ('self') and on no other.
    const connect = csp(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId)
      .split('; ')
      .find((d) => d.startsWith('connect-src'));
    expect(connect).toContain("'self'");
    expect(connect).not.toMatch(/\bwss?:/);
  });

  it('serves the SPA and viewer files from a private bucket with origin access control', () => {
    const d = distribution();
    expect(d.DefaultRootObject).toBe('index.html');
    const site = origin(d.DefaultCacheBehavior.TargetOriginId);
    expect(render(site?.DomainName)).toMatch(/^<SiteFiles.*RegionalDomainName>$/);
    expect(site?.OriginAccessControlId).toBeDefined();
    for (const path of ['/assets/*', '/viewer-assets/*', '/*viewer*.html'])
      expect(behaviour(path).TargetOriginId, path).toBe(d.DefaultCacheBehavior.TargetOriginId);
    // No distribution-wide error pages: a missing viewer page, asset or API path keeps its 404.
    expect(d.CustomErrorResponses).toBeUndefined();
    expect(d.Logging.Bucket).toBeDefined();
    expect(d.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('falls back to index.html for app routes only (the CloudFront Function, run here)', () => {
    const fn = only(app.template('web'), 'AWS::CloudFront::Function').Properties;
    expect(fn.FunctionCode).toBe(SPA_ROUTING_FUNCTION);
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const association = distribution().DefaultCacheBehavior.FunctionAssociations;
    expect(association).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    const handler = new Function(`${fn.FunctionCode}\nreturn handler;`)() as (e: unknown) => { uri: string };
    const route = (uri: string) => handler({ request: { uri } }).uri;
    expect(route('/')).toBe('/index.html');
    expect(route('/property/5f0c/view3d')).toBe('/index.html');
    expect(route('/auth/login')).toBe('/index.html');
    expect(route('/splat-viewer.html')).toBe('/splat-viewer.html');
    expect(route('/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(route('/favicon.svg')).toBe('/favicon.svg');
  });

  it('serves /published/* from the content bucket’s {env}/published/ prefix, cached briefly, readable anywhere', () => {
    const b = behaviour('/published/*');
    const o = origin(b.TargetOriginId);
    expect(o?.OriginPath).toBe('/prod');
    expect(render(o?.DomainName)).toBe(
      'atrium-prod-content-<AWS::AccountId>-<AWS::Region>.s3.<AWS::Region>.<AWS::URLSuffix>',
    );
    expect(o?.OriginAccessControlId).toBeDefined();
    expect(b.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(b.FunctionAssociations).toBeUndefined();
    expect(policy(b.ResponseHeadersPolicyId).CorsConfig.AccessControlAllowOrigins.Items).toEqual(['*']);
  });

  it('sends HSTS, nosniff and a CSP on the app', () => {
    const headers = policy(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId).SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 63072000,
      IncludeSubdomains: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    const text = csp(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(text).toContain("default-src 'self'");
    expect(text).toContain("frame-ancestors 'self'");
    expect(text).toMatch(
      /connect-src 'self' https:\/\/atrium-prod-content-<AWS::AccountId>-<AWS::Region>\.s3\./,
    );
    expect(
      policy(distribution().DefaultCacheBehavior.ResponseHeadersPolicyId).CustomHeadersConfig,
    ).toBeUndefined();
  });

  it('lets the viewer run: blob: workers, wasm, data:/blob: images, the bucket, and cross-origin isolation', () => {
    for (const path of ['/*viewer*.html', '/viewer-assets/*']) {
      const ref = behaviour(path).ResponseHeadersPolicyId;
      const text = csp(ref);
      expect(text).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
      expect(text).toMatch(/worker-src [^;]*blob:/);
      expect(text).toMatch(/img-src [^;]*data: blob:/);
      expect(text).toMatch(/connect-src [^;]*https:\/\/atrium-prod-content-/);
      expect(policy(ref).CustomHeadersConfig.Items).toEqual(
        expect.arrayContaining([
          { Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin', Override: true },
          { Header: 'Cross-Origin-Embedder-Policy', Value: 'credentialless', Override: true },
        ]),
      );
      expect(policy(ref).SecurityHeadersConfig.StrictTransportSecurity).toBeDefined();
    }
  });

  it('uploads the site folders: hashed files immutable, pages revalidated, cache invalidated', () => {
    const deployments = resources(app.template('web'), 'Custom::CDKBucketDeployment').map(
      ([, d]) => d.Properties,
    );
    expect(deployments).toHaveLength(3);
    const hashed = deployments.find((d) => d.Include?.includes('assets/*'));
    const models = deployments.find((d) => d.Include?.includes('catalogue/*.glb'));
    const pages = deployments.find((d) => !d.Include);
    expect(hashed?.Include).toEqual(['assets/*', 'viewer-assets/*']);
    expect(hashed?.SystemMetadata['cache-control']).toContain('immutable');
    // The asset catalogue's .glb models go up with their glTF type (S3 sync guesses none for .glb).
    expect(models?.Include).toEqual(['catalogue/*.glb']);
    expect(models?.SystemMetadata['content-type']).toBe('model/gltf-binary');
    expect(pages?.Exclude).toEqual(['assets/*', 'viewer-assets/*', 'catalogue/*.glb']);
    expect(pages?.SystemMetadata['cache-control']).toBe('no-cache');
    expect(pages?.DistributionPaths).toEqual(['/*']);
    for (const d of deployments) expect(d.SourceObjectKeys).toHaveLength(2);
  });
});

describe('Build', () => {
  const template = () => app.template('build');

  it('has a GPU capacity provider that ECS scales from zero', () => {
    const provider = only(template(), 'AWS::ECS::CapacityProvider').Properties.AutoScalingGroupProvider;
    expect(provider.ManagedScaling).toMatchObject({ Status: 'ENABLED', TargetCapacity: 100 });
    expect(provider.ManagedTerminationProtection).toBe('ENABLED');
    const group = only(template(), 'AWS::AutoScaling::AutoScalingGroup').Properties;
    expect(group).toMatchObject({ MinSize: '0', MaxSize: '4', NewInstancesProtectedFromScaleIn: true });
    const launch = only(template(), 'AWS::EC2::LaunchTemplate').Properties.LaunchTemplateData;
    expect(launch.InstanceType).toBe('g5.xlarge');
    const amiParameter = render(launch.ImageId).replace(/^<|>$/g, '');
    expect(template().toJSON().Parameters[amiParameter].Default).toMatch(/amazon-linux-2023\/gpu\//);
    expect(launch.BlockDeviceMappings[0].Ebs.Encrypted).toBe(true);
    expect(launch.MetadataOptions.HttpTokens).toBe('required');
    template().hasResourceProperties('AWS::ECS::ClusterCapacityProviderAssociations', {
      CapacityProviders: [{ Ref: Match.stringLikeRegexp('GpuCapacity') }],
    });
    // No NAT gateway to pay for while idle.
    expect(resources(template(), 'AWS::EC2::NatGateway')).toEqual([]);
  });

  it('runs the worker from the ECR image by tag on one GPU, with logs', () => {
    const task = only(template(), 'AWS::ECS::TaskDefinition').Properties;
    expect(task.RequiresCompatibilities).toEqual(['EC2']);
    const [container] = task.ContainerDefinitions;
    expect(container.Name).toBe('build-worker');
    expect(container.ResourceRequirements).toEqual([{ Type: 'GPU', Value: '1' }]);
    expect(render(container.Image)).toMatch(/\.dkr\.ecr\..*<WorkerImages[^>]*>:latest$/);
    expect(container.LogConfiguration.LogDriver).toBe('awslogs');
    expect(container.Environment).toContainEqual({ Name: 'ATRIUM_ENV_PREFIX', Value: 'prod' });
    expect(container.Environment).toContainEqual({
      Name: 'ATRIUM_GOOGLE_SECRET_NAME',
      Value: 'atrium/prod/google',
    });
    template().hasResourceProperties('AWS::ECR::Repository', {
      ImageScanningConfiguration: { ScanOnPush: true },
    });
  });

  it('lets the worker read its task, its property’s files and the Google secret, nothing more', () => {
    const task = only(template(), 'AWS::ECS::TaskDefinition').Properties;
    const statements = statementsOfRole(template(), render(task.TaskRoleArn).replace(/^<|\.Arn>$/g, ''));
    const grant = (action: string) =>
      statements.filter((s) => actionsOf(s).includes(action)).flatMap(resourcesOf);
    expect(statements.flatMap(actionsOf).sort()).toEqual([
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
      's3:GetObject',
      's3:PutObject',
      'secretsmanager:GetSecretValue',
    ]);
    expect(grant('secretsmanager:GetSecretValue')).toEqual([
      'arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:atrium/prod/google-??????',
    ]);
  });

  it('builds the state machine from infra/pipeline/build-tour.asl.json with every substitution', () => {
    const machine = only(template(), 'AWS::StepFunctions::StateMachine').Properties;
    const source = readFileSync(BUILD_DEFINITION_FILE, 'utf8');
    const staged = readFileSync(
      join(app.assembly.directory, `asset.${machine.DefinitionS3Location.Key}`),
      'utf8',
    );
    expect(staged).toBe(source);
    const placeholders = new Set([...source.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]));
    expect(new Set(Object.keys(machine.DefinitionSubstitutions))).toEqual(placeholders);
    expect(machine.DefinitionSubstitutions.WorkerContainerName).toBe('build-worker');
    expect(machine.LoggingConfiguration.Level).toBe('ALL');
    expect(machine.TracingConfiguration.Enabled).toBe(true);
  });

  it('gives the state machine exactly what its states call', () => {
    const machine = only(template(), 'AWS::StepFunctions::StateMachine');
    const statements = statementsOfRole(template(), roleOf(machine));
    const grant = (action: string) =>
      statements.filter((s) => actionsOf(s).includes(action)).flatMap(resourcesOf);
    expect(grant('lambda:InvokeFunction').sort()).toEqual([
      expect.stringMatching(/^<RecordTaskFailure[^>]*\.Arn>$/),
      expect.stringMatching(/^<RecordTaskState[^>]*\.Arn>$/),
    ]);
    expect(grant('ecs:RunTask')).toEqual([expect.stringMatching(/^<Worker[^>]*>$/)]);
    expect(grant('iam:PassRole').sort()).toEqual([
      expect.stringMatching(/^<WorkerExecutionRole.*Arn>$/),
      expect.stringMatching(/^<WorkerTaskRole.*Arn>$/),
    ]);
    expect(grant('ecs:StopTask')).toEqual([expect.stringMatching(/:task\/<Cluster[^>]*>\/\*$/)]);
  });

  it('runs the step Lambdas on Node.js 22/arm64 with UpdateItem on the table only, one per ASL handler', () => {
    const steps = resources(template(), 'AWS::Lambda::Function')
      .map(([, f]) => f)
      .filter((f) => String(f.Properties.Handler).startsWith('index.record'));
    expect(steps.map((f) => f.Properties.Handler).sort()).toEqual([
      'index.recordFailure',
      'index.recordState',
    ]);
    for (const step of steps) {
      expect(step.Properties.Runtime).toBe('nodejs22.x');
      expect(step.Properties.Architectures).toEqual(['arm64']);
      const actions = statementsOfRole(template(), roleOf(step)).flatMap(actionsOf);
      expect(actions.sort()).toEqual(['dynamodb:UpdateItem', 'logs:CreateLogStream', 'logs:PutLogEvents']);
    }
    // Every Lambda-backed state of the definition has a local handler of the same name.
    const definition = JSON.parse(readFileSync(BUILD_DEFINITION_FILE, 'utf8'));
    const lambdaStates = Object.entries(definition.States as Record<string, { Resource?: string }>)
      .filter(([, s]) => s.Resource?.startsWith('${Record'))
      .map(([name]) => name);
    expect(Object.keys(stepHandlers({} as never)).sort()).toEqual(lambdaStates.sort());
  });
});

describe('Every stack', () => {
  const names = ['auth', 'data', 'build', 'api', 'live', 'web', 'storage'] as const;

  it("keeps its logs for a limited time (the stage's retention; CDK's own handlers two years)", () => {
    for (const name of names)
      for (const [id, group] of resources(app.template(name), 'AWS::Logs::LogGroup'))
        expect(group.Properties.RetentionInDays, `${name}/${id}`).toBe(id.startsWith('CustomCDK') ? 731 : 90);
  });

  it("runs every Lambda of Atrium's own code on Node.js 22 (CDK's own handlers choose theirs)", () => {
    const ours = names.flatMap((name) =>
      resources(app.template(name), 'AWS::Lambda::Function')
        .filter(([, fn]) => String(fn.Properties.Runtime).startsWith('nodejs'))
        // CDK's custom-resource providers (`__entrypoint__`) run the runtime aws-cdk-lib picks.
        .filter(([, fn]) => !String(fn.Properties.Handler).startsWith('__entrypoint__'))
        .map(([id, fn]) => [`${name}/${id}`, fn.Properties.Runtime]),
    );
    expect(ours.map(([id]) => id.split('/')[0]).sort()).toEqual(['api', 'build', 'build', 'live']);
    for (const [id, runtime] of ours) expect(runtime, id).toBe('nodejs22.x');
  });

  it('passes cdk-nag AwsSolutions with every acknowledgement giving a one-line reason', () => {
    // synthesise() would have thrown on any unacknowledged error (the plugin fails synthesis).
    expect(app.acknowledgements.length).toBeGreaterThan(0);
    for (const { path, id, reason } of app.acknowledgements) {
      expect(reason.trim().length, `${path} ${id}`).toBeGreaterThan(20);
      expect(reason, `${path} ${id}`).not.toContain('\n');
      // Wildcard findings are acknowledged one by one, never the whole rule.
      if (id.startsWith('AwsSolutions-IAM5')) expect(id, path).toMatch(/^AwsSolutions-IAM5\[.+\]$/);
    }
  });

  it('fails synthesis on a finding nobody acknowledged (the rules really run)', () => {
    expect(() => synthesise({ stage: 'dev' }, (stacks) => new Bucket(stacks.data, 'Unreviewed'))).toThrow(
      /AwsSolutions-S10/,
    );
  });
});
