/**
 * Storage: the private user-content bucket. Everything is private; the only public path is
 * `{env}/published/`, readable by this deployment's CloudFront distribution alone (origin access
 * control) and served at `/published/{publicationId}/{fileName}`. Browsers upload straight to it with
 * presigned PUT URLs, so CORS allows the site's origin.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { contentBucketName, type StageConfig } from '../stage.ts';

export interface StorageStackProps extends StackProps {
  config: StageConfig;
  /** The distribution that may read the publication path. */
  distributionArn: string;
  /** https://… origins allowed to PUT and GET with presigned URLs (the site's). */
  siteOrigins: string[];
}

export class StorageStack extends Stack {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const accessLogs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(config.logRetentionDays) }],
      removalPolicy,
    });
    Validations.of(accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it would log its own log deliveries.',
    });

    this.bucket = new Bucket(this, 'Content', {
      bucketName: contentBucketName(config),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'content/',
      cors: [
        {
          allowedOrigins: [...props.siteOrigins, ...config.extraCorsOrigins],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          // Venue data sync compares etags (design.md: Data).
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(7) },
      ],
      removalPolicy,
    });

    // The publication path, for this distribution only. ListBucket on that prefix alone turns a
    // missing publication into a 404 instead of S3's 403.
    const fromDistribution = {
      StringEquals: { 'AWS:SourceArn': props.distributionArn },
    };
    const cloudFront = new ServicePrincipal('cloudfront.amazonaws.com');
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'PublishedReadByCloudFront',
        principals: [cloudFront],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects(`${config.envPrefix}/published/*`)],
        conditions: fromDistribution,
      }),
    );
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'PublishedListByCloudFront',
        principals: [cloudFront],
        actions: ['s3:ListBucket'],
        resources: [this.bucket.bucketArn],
        conditions: {
          ...fromDistribution,
          StringLike: { 's3:prefix': `${config.envPrefix}/published/*` },
        },
      }),
    );
    new CfnOutput(this, 'ContentBucketName', { value: this.bucket.bucketName });
  }
}
