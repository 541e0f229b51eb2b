/**
 * Build: the splat build pipeline. A Step Functions state machine (infra/pipeline/build-tour.asl.json,
 * the same file the local runner executes) records a task's states through two small Lambdas and runs
 * the GPU build worker as an ECS task on an Auto Scaling group of GPU instances that ECS scales from
 * zero when a build is placed and back to zero when it ends. The worker's image comes from this
 * stack's ECR repository by tag, so synthesis never builds Docker.
 */
import { resolve } from 'node:path';
import {
  CfnOutput,
  type CfnResource,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import { AutoScalingGroup } from 'aws-cdk-lib/aws-autoscaling';
import {
  BlockDeviceVolume,
  EbsDeviceVolumeType,
  FlowLogDestination,
  GatewayVpcEndpointAwsService,
  InstanceType,
  LaunchTemplate,
  SecurityGroup,
  SubnetType,
  UserData,
  Vpc,
} from 'aws-cdk-lib/aws-ec2';
import { Repository, TagMutability } from 'aws-cdk-lib/aws-ecr';
import {
  AmiHardwareType,
  AsgCapacityProvider,
  Cluster,
  ContainerImage,
  ContainerInsights,
  Ec2TaskDefinition,
  EcsOptimizedImage,
  LogDrivers,
} from 'aws-cdk-lib/aws-ecs';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { lambdaCode, REPO_ROOT } from '../bundle.ts';
import { buildStateMachineName, contentBucketName, type StageConfig, secretArn } from '../stage.ts';

export const BUILD_DEFINITION_FILE = resolve(REPO_ROOT, 'infra/pipeline/build-tour.asl.json');
const WORKER_CONTAINER_NAME = 'build-worker';

export interface BuildStackProps extends StackProps {
  config: StageConfig;
  tableName: string;
  tableArn: string;
}

export class BuildStack extends Stack {
  readonly stateMachine: StateMachine;

  private readonly cluster: Cluster;

  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: BuildStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.config = config;
    const retention = config.logRetentionDays as RetentionDays;
    const removalPolicy = config.protectData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const bucketName = contentBucketName(config);
    const bucketArn = this.formatArn({ service: 's3', region: '', account: '', resource: bucketName });
    const contentObjects = `${bucketArn}/${config.envPrefix}/*`;

    // Public subnets only: no NAT gateway to pay for while idle. Instances take no inbound traffic;
    // S3 and DynamoDB are reached through free gateway endpoints.
    const vpc = new Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'public', subnetType: SubnetType.PUBLIC, cidrMask: 24 }],
      gatewayEndpoints: {
        S3: { service: GatewayVpcEndpointAwsService.S3 },
        DynamoDB: { service: GatewayVpcEndpointAwsService.DYNAMODB },
      },
      flowLogs: {
        rejected: {
          destination: FlowLogDestination.toCloudWatchLogs(
            new LogGroup(this, 'FlowLogs', { retention, removalPolicy: RemovalPolicy.DESTROY }),
          ),
        },
      },
    });

    const cluster = new Cluster(this, 'Cluster', {
      vpc,
      clusterName: `atrium-${config.stage}-build`,
      containerInsightsV2: ContainerInsights.ENABLED,
    });
    this.cluster = cluster;

    const instanceRole = new Role(this, 'GpuInstanceRole', {
      assumedBy: new ServicePrincipal('ec2.amazonaws.com'),
    });
    const launchTemplate = new LaunchTemplate(this, 'GpuLaunchTemplate', {
      instanceType: new InstanceType(config.gpuInstanceType),
      machineImage: EcsOptimizedImage.amazonLinux2023(AmiHardwareType.GPU),
      userData: UserData.forLinux(),
      role: instanceRole,
      securityGroup: new SecurityGroup(this, 'GpuInstances', {
        vpc,
        description: 'Build worker instances: no inbound traffic',
        allowAllOutbound: true,
      }),
      associatePublicIpAddress: true,
      requireImdsv2: true,
      detailedMonitoring: true,
      // Frames, COLMAP's database and the CUDA image need room; encrypted like everything else.
      blockDevices: [
        {
          deviceName: '/dev/xvda',
          volume: BlockDeviceVolume.ebs(150, { encrypted: true, volumeType: EbsDeviceVolumeType.GP3 }),
        },
      ],
    });
    const gpuInstances = new AutoScalingGroup(this, 'GpuInstanceGroup', {
      vpc,
      vpcSubnets: { subnetType: SubnetType.PUBLIC },
      launchTemplate,
      minCapacity: 0,
      maxCapacity: config.gpuMaxInstances,
    });
    const capacityProvider = new AsgCapacityProvider(this, 'GpuCapacity', {
      capacityProviderName: `atrium-${config.stage}-gpu`,
      autoScalingGroup: gpuInstances,
      enableManagedScaling: true,
      targetCapacityPercent: 100,
      enableManagedTerminationProtection: true,
    });
    cluster.addAsgCapacityProvider(capacityProvider);

    const repository = new Repository(this, 'WorkerImages', {
      repositoryName: `atrium-${config.stage}-build-worker`,
      imageScanOnPush: true,
      imageTagMutability: TagMutability.MUTABLE,
      lifecycleRules: [{ description: 'Keep the last 10 images', maxImageCount: 10 }],
      removalPolicy,
    });

    const taskDefinition = new Ec2TaskDefinition(this, 'Worker', {
      family: `atrium-${config.stage}-build-worker`,
    });
    taskDefinition.addContainer(WORKER_CONTAINER_NAME, {
      image: ContainerImage.fromEcrRepository(repository, config.workerImageTag),
      gpuCount: 1,
      memoryReservationMiB: 12 * 1024,
      essential: true,
      stopTimeout: Duration.seconds(60),
      environment: {
        ATRIUM_TABLE_NAME: props.tableName,
        ATRIUM_BUCKET_NAME: bucketName,
        ATRIUM_ENV_PREFIX: config.envPrefix,
        // Drive sources: the worker reads the Google client and the token key from this secret.
        ATRIUM_GOOGLE_SECRET_NAME: config.googleSecretName,
        AWS_REGION: this.region,
      },
      logging: LogDrivers.awsLogs({
        streamPrefix: 'worker',
        logGroup: new LogGroup(this, 'WorkerLogs', { retention, removalPolicy: RemovalPolicy.DESTROY }),
      }),
    });
    // The worker reads the uploaded videos and writes splats under this stage's prefix, and reports
    // its progress on the task (and the property's buildStatus) in the table.
    taskDefinition.addToTaskRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [props.tableArn],
      }),
    );
    taskDefinition.addToTaskRolePolicy(
      new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [contentObjects] }),
    );
    // Videos from Google Drive are downloaded with the owner's stored (encrypted) authorisation.
    taskDefinition.addToTaskRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [secretArn(this, config.googleSecretName)],
      }),
    );

    // The state machine's step Lambdas: one bundle, two handlers.
    const pipelineCode = lambdaCode('pipeline');
    const stepFunction = (name: string, handler: string, description: string) => {
      const logGroup = new LogGroup(this, `${name}Logs`, { retention, removalPolicy: RemovalPolicy.DESTROY });
      const role = new Role(this, `${name}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
      role.addToPolicy(
        new PolicyStatement({
          actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          resources: [logGroup.logGroupArn],
        }),
      );
      // Updates the task and mirrors its state on the property: UpdateItem, nothing else.
      role.addToPolicy(
        new PolicyStatement({ actions: ['dynamodb:UpdateItem'], resources: [props.tableArn] }),
      );
      return new LambdaFunction(this, name, {
        description,
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        code: pipelineCode,
        handler,
        memorySize: 256,
        timeout: Duration.seconds(30),
        role,
        logGroup,
        loggingFormat: LoggingFormat.JSON,
        environment: {
          ATRIUM_TABLE_NAME: props.tableName,
          POWERTOOLS_SERVICE_NAME: 'atrium-build-pipeline',
        },
      });
    };
    const recordState = stepFunction('RecordTaskState', 'index.recordState', 'Records a build task state');
    const recordFailure = stepFunction(
      'RecordTaskFailure',
      'index.recordFailure',
      'Marks a build task failed',
    );

    const container = taskDefinition.defaultContainer;
    if (!container) throw new Error('The worker task definition has no container');
    this.stateMachine = new StateMachine(this, 'BuildTour', {
      stateMachineName: buildStateMachineName(config),
      definitionBody: DefinitionBody.fromFile(BUILD_DEFINITION_FILE),
      definitionSubstitutions: {
        RecordTaskStateFunctionArn: recordState.functionArn,
        RecordTaskFailureFunctionArn: recordFailure.functionArn,
        ClusterArn: cluster.clusterArn,
        WorkerTaskDefinitionArn: taskDefinition.taskDefinitionArn,
        GpuCapacityProviderName: capacityProvider.capacityProviderName,
        WorkerContainerName: container.containerName,
      },
      logs: {
        destination: new LogGroup(this, 'BuildTourLogs', {
          logGroupName: `/aws/vendedlogs/states/atrium-${config.stage}-build-tour`,
          retention,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        level: LogLevel.ALL,
        includeExecutionData: true,
      },
      tracingEnabled: true,
    });
    // DefinitionBody.fromFile adds no grants: these are the ones the file's states need.
    const machine = this.stateMachine;
    machine.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [recordState.functionArn, recordFailure.functionArn],
      }),
    );
    machine.addToRolePolicy(
      new PolicyStatement({
        actions: ['ecs:RunTask'],
        resources: [taskDefinition.taskDefinitionArn],
        conditions: { ArnEquals: { 'ecs:cluster': cluster.clusterArn } },
      }),
    );
    machine.addToRolePolicy(
      new PolicyStatement({
        actions: ['ecs:StopTask', 'ecs:DescribeTasks'],
        resources: [
          this.formatArn({ service: 'ecs', resource: 'task', resourceName: `${cluster.clusterName}/*` }),
        ],
      }),
    );
    // runTask.sync waits through an EventBridge rule that Step Functions manages.
    machine.addToRolePolicy(
      new PolicyStatement({
        actions: ['events:PutTargets', 'events:PutRule', 'events:DescribeRule'],
        resources: [
          this.formatArn({
            service: 'events',
            resource: 'rule',
            resourceName: 'StepFunctionsGetEventsForECSTaskRule',
          }),
        ],
      }),
    );
    machine.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [taskDefinition.taskRole.roleArn, taskDefinition.obtainExecutionRole().roleArn],
      }),
    );
    this.acknowledge({
      machine,
      taskDefinition,
      instanceRole,
      gpuInstances,
      steps: [recordState, recordFailure],
    });

    new CfnOutput(this, 'WorkerRepositoryUri', {
      value: repository.repositoryUri,
      description: `Push the build-worker image here with the tag ${config.workerImageTag}`,
    });
    new CfnOutput(this, 'BuildStateMachineArn', { value: machine.stateMachineArn });
  }

  /** cdk-nag findings accepted for this stack, each with its reason. */
  private acknowledge(parts: {
    machine: StateMachine;
    taskDefinition: Ec2TaskDefinition;
    instanceRole: Role;
    gpuInstances: AutoScalingGroup;
    steps: LambdaFunction[];
  }) {
    const { config } = this;
    const wildcard = (id: string) => `AwsSolutions-IAM5[${id}]`;
    Validations.of(parts.machine).acknowledge(
      {
        id: wildcard('Resource::*'),
        reason:
          'Log delivery and X-Ray actions CDK adds for state machine logging/tracing accept no resource.',
      },
      {
        id: wildcard(
          `Resource::arn:<AWS::Partition>:ecs:<AWS::Region>:<AWS::AccountId>:task/<${this.getLogicalId(this.cluster.node.defaultChild as CfnResource)}>/*`,
        ),
        reason: 'Stop/describe the worker tasks of this cluster only; their ids are not known in advance.',
      },
    );
    Validations.of(parts.taskDefinition).acknowledge(
      {
        id: wildcard('Resource::*'),
        reason: 'ecr:GetAuthorizationToken accepts no resource (the image pull is scoped).',
      },
      {
        id: wildcard(
          `Resource::arn:<AWS::Partition>:s3:::atrium-${config.stage}-content-<AWS::AccountId>-<AWS::Region>/${config.envPrefix}/*`,
        ),
        reason: "The worker reads uploads and writes splats under this stage's prefix, for any user's task.",
      },
      {
        id: 'AwsSolutions-ECS2',
        reason: 'The environment holds resource names only (table, bucket, prefix); no secrets.',
      },
    );
    Validations.of(parts.instanceRole).acknowledge(
      {
        id: wildcard('Resource::*'),
        reason:
          'ECS agent actions CDK grants container instances (poll, telemetry, ECR token, logs) take no resource.',
      },
      {
        id: wildcard('Action::ecs:Submit*'),
        reason: 'The ECS agent reports task and container state changes.',
      },
    );
    Validations.of(parts.gpuInstances).acknowledge({
      id: 'AwsSolutions-AS3',
      reason: 'ECS managed scaling drives this group; its activity is visible in ECS events and CloudTrail.',
    });
    for (const step of parts.steps)
      Validations.of(step).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the product targets (design.md); newer ones are not tested.',
      });
  }
}
