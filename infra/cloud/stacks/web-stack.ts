/**
 * Web: one CloudFront distribution for the whole product.
 *   default            SPA (web/dist) from the site bucket; app routes fall back to index.html
 *   /assets/*          the SPA's hashed files
 *   /*viewer*.html     viewer pages (viewer/dist), cross-origin isolated, frameable by embeds
 *   /viewer-assets/*   the viewer's hashed files, cross-origin isolated
 *   /trpc/* /api/* /oauth/*   the API (HTTP API → Lambda), never cached
 *   /live              the live channel (WebSocket API, its stage `live`), never cached
 *   /published/*       the content bucket's {env}/published/ prefix, public by design
 * Files and the API keep their own 404s: only the default behaviour rewrites app routes.
 */
import { CfnOutput, type CfnResource, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IOrigin,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import {
  BucketDeployment,
  type BucketDeploymentProps,
  CacheControl,
  Source,
} from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { LIVE_PATH } from '#shared/live-protocol.ts';
import { CATALOGUE_MODEL_FILES, GLB_CONTENT_TYPE } from '../../assets/catalogue-paths.ts';
import { BUILD_INPUTS_FILE } from '../../local/build-inputs.ts';
import { contentBucketName, type StageConfig } from '../stage.ts';
import {
  bucketOrigins,
  type HeaderPolicy,
  HSTS,
  headerPolicies,
  SPA_ROUTING_FUNCTION,
} from '../web/site-headers.ts';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  /** Host name of the HTTP API. */
  apiDomain: string;
  /** Host name of the live channel's WebSocket API (its stage is named as the path, `live`). */
  liveDomain: string;
  /** Folders whose files make up the site (web/dist and viewer/dist). */
  siteAssets: string[];
}

/** Files whose names carry a content hash: cached for a year. Everything else revalidates. */
const HASHED = ['assets/*', 'viewer-assets/*'];

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteUrl: string;

  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.config = config;
    const buckets = bucketOrigins(contentBucketName(config), this.region, this.urlSuffix);

    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront's standard logs are delivered with an ACL.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(config.logRetentionDays) }],
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it would log its own log deliveries.',
    });

    const site = new Bucket(this, 'SiteFiles', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });
    // LIST lets a missing file answer 404 rather than S3's 403.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(site, {
      originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
    });
    const content = Bucket.fromBucketAttributes(this, 'Content', {
      bucketName: contentBucketName(config),
      region: this.region,
    });
    // The Storage stack's bucket policy grants this distribution the publication prefix only.
    const publishedOrigin = S3BucketOrigin.withOriginAccessControl(content, {
      originPath: `/${config.envPrefix}`,
    });
    const apiOrigin = new HttpOrigin(props.apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      readTimeout: Duration.seconds(30),
    });

    // Every policy from one source (site-headers.ts), which the local server's middleware also uses.
    const policies = headerPolicies(buckets);
    const responseHeaders = (id: string, policy: HeaderPolicy) =>
      new ResponseHeadersPolicy(this, id, {
        comment: policy.comment,
        securityHeadersBehavior: {
          strictTransportSecurity: {
            accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
            includeSubdomains: HSTS.includeSubdomains,
            override: true,
          },
          contentTypeOptions: { override: true },
          ...(policy.frameOptions
            ? { frameOptions: { frameOption: HeadersFrameOption.SAMEORIGIN, override: true } }
            : {}),
          ...(policy.referrerPolicy
            ? {
                referrerPolicy: {
                  referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
                  override: true,
                },
              }
            : {}),
          ...(policy.csp
            ? { contentSecurityPolicy: { contentSecurityPolicy: policy.csp, override: true } }
            : {}),
        },
        ...(Object.keys(policy.custom).length > 0
          ? {
              customHeadersBehavior: {
                customHeaders: Object.entries(policy.custom).map(([header, value]) => ({
                  header,
                  value,
                  override: true,
                })),
              },
            }
          : {}),
        ...(policy.corsAnyOrigin
          ? {
              corsBehavior: {
                accessControlAllowOrigins: ['*'],
                accessControlAllowMethods: policy.corsAnyOrigin.methods,
                accessControlAllowHeaders: ['*'],
                accessControlAllowCredentials: false,
                originOverride: true,
              },
            }
          : {}),
      });
    const appHeaders = responseHeaders('AppHeaders', policies.app);
    const viewerHeaders = responseHeaders('ViewerHeaders', policies.viewer);
    const apiHeaders = responseHeaders('ApiHeaders', policies.api);
    // Published scenes are embedded and fetched from anywhere, as the local server answers them.
    const publishedHeaders = responseHeaders('PublishedHeaders', policies.published);
    // Unpublishing deletes the copy: a short TTL lets the address answer 404 soon after.
    const publishedCache = new CachePolicy(this, 'PublishedCache', {
      comment: 'Atrium publications: one minute unless the object says otherwise',
      defaultTtl: Duration.minutes(1),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const spaRouting = new CloudFrontFunction(this, 'SpaRouting', {
      comment: 'App routes get index.html; files keep their own answers',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_ROUTING_FUNCTION),
    });

    const files = (origin: IOrigin, headers: ResponseHeadersPolicy): BehaviorOptions => ({
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      compress: true,
    });
    const api: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // With caching off, AllViewerExceptHostHeader forwards Authorization; Host must be the API's own.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
      compress: true,
    };

    // WebSocket upgrades pass through CloudFront: all viewer headers (Sec-WebSocket-*) and the query
    // string (token, project) go to the WebSocket API, whose stage answers at the same path, /live.
    const live: BehaviorOptions = {
      ...api,
      origin: new HttpOrigin(props.liveDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
    };

    const customDomain =
      config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Atrium ${config.stage}`,
      ...customDomain,
      webAclId: config.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        ...files(siteOrigin, appHeaders),
        functionAssociations: [{ function: spaRouting, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/trpc/*': api,
        '/api/*': api,
        '/oauth/*': api,
        [LIVE_PATH]: live,
        '/published/*': { ...files(publishedOrigin, publishedHeaders), cachePolicy: publishedCache },
        '/assets/*': files(siteOrigin, appHeaders),
        '/viewer-assets/*': files(siteOrigin, viewerHeaders),
        '/*viewer*.html': files(siteOrigin, viewerHeaders),
      },
    });
    this.siteUrl = `https://${config.domainName && config.certificateArn ? config.domainName : this.distribution.distributionDomainName}`;

    // Two uploads of the same folders: hashed files immutable, the rest (HTML) revalidated. Each prunes
    // only the files it includes.
    // The build's input list (for `npm start`'s freshness check) is not part of the site.
    const sources = props.siteAssets.map((dir) => Source.asset(dir, { exclude: [BUILD_INPUTS_FILE] }));
    // Every deployment copies from the same sources into the site bucket; each takes its share of files.
    const deploy = (id: string, props: Omit<BucketDeploymentProps, 'sources' | 'destinationBucket'>) =>
      new BucketDeployment(this, id, { sources, destinationBucket: site, memoryLimit: 512, ...props });
    deploy('DeployHashedFiles', {
      exclude: ['*'],
      include: HASHED,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    // The catalogue's models: S3 sync would guess no type for .glb, so they get theirs here.
    deploy('DeployCatalogueModels', {
      exclude: ['*'],
      include: [CATALOGUE_MODEL_FILES],
      contentType: GLB_CONTENT_TYPE,
      cacheControl: [CacheControl.fromString('no-cache')],
    });
    deploy('DeployPages', {
      exclude: [...HASHED, CATALOGUE_MODEL_FILES],
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });

    new CfnOutput(this, 'SiteUrl', {
      value: this.siteUrl,
      description: 'The product: open this in a browser',
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    this.acknowledge(site, customDomain.certificate !== undefined);
  }

  /** cdk-nag findings and CDK warnings accepted for this stack, each with its reason. */
  private acknowledge(site: Bucket, hasCustomDomain: boolean) {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The product is offered in every country; nothing it serves is region-restricted.',
      },
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason: 'defaultRootObject is index.html and only the site bucket (public files) has LIST.',
      },
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason:
          "The Storage stack writes the content bucket's policy for this distribution (publication prefix).",
      },
    );
    // CDK's own BucketDeployment handler (a singleton Lambda of this stack): it copies the CDK asset
    // zip into the site bucket and invalidates the distribution (CloudFront takes no resource there).
    const deploymentWildcards = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:Abort*',
      'Action::s3:DeleteObject*',
      'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
      `Resource::<${this.getLogicalId(site.node.defaultChild as CfnResource)}.Arn>/*`,
      'Resource::*',
    ];
    for (const child of this.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment')))
      Validations.of(child).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: "CDK's BucketDeployment handler writes its logs with the basic execution policy.",
        },
        ...deploymentWildcards.map((finding) => ({
          id: `AwsSolutions-IAM5[${finding}]`,
          reason:
            "CDK's BucketDeployment copies the site's files from the CDK asset bucket and invalidates the cache.",
        })),
        { id: 'AwsSolutions-L1', reason: "CDK's BucketDeployment handler runtime is chosen by aws-cdk-lib." },
      );
    if (!this.config.webAclArn)
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'A web ACL is a monthly cost per deployment; set webAclArn to attach one. The API is throttled.',
      });
    if (!hasCustomDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'The default *.cloudfront.net certificate allows TLSv1; set domainName to enforce TLS 1.2.',
      });
    }
  }
}
