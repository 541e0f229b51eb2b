/**
 * The build pipeline on this machine: the same state-machine definition as in AWS
 * (infra/pipeline/build-tour.asl.json), run by aws-local-stepfunctions, with the step Lambdas as local
 * handlers and the ECS task as the build worker in a child process.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { recordExecutionId, taskExecutionInput } from '#functions/builds/execution.ts';
import type { AppConfig } from '#functions/config.ts';
import type { DataContext } from '#functions/data/context.ts';
import type { LaunchBuild } from '#functions/payments/paid-build.ts';
import { stepHandlers } from '#functions/pipeline/record-state.ts';
import type { WorkerProcesses } from './worker-processes.ts';

// aws-local-stepfunctions targets Node 22; Node 20 lacks Promise.withResolvers, its one need.
const promise = Promise as unknown as { withResolvers?: unknown };
promise.withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const created = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise: created, resolve, reject };
};

const LOCAL_ARN = 'arn:aws:lambda:us-east-1:000000000000:function:atrium-local';

/** The definition with CDK's substitutions filled by local stand-ins (the handlers override them). */
function localDefinition(repoRoot: string): StateMachineDefinition {
  const text = readFileSync(join(repoRoot, 'infra', 'pipeline', 'build-tour.asl.json'), 'utf8');
  return JSON.parse(
    text.replace(/\$\{(\w+)\}/g, (_match, name: string) =>
      name.endsWith('FunctionArn') ? `${LOCAL_ARN}-${name}` : `local-${name}`,
    ),
  );
}

interface EcsParameters {
  Overrides?: { ContainerOverrides?: { Environment?: { Name: string; Value: string }[] }[] };
}

class WorkerFailed extends Error {
  override name = 'WorkerFailed';
}

/**
 * A local build trains on the same machine as the app: it runs below the app's priority (nice 10,
 * inherited by its trainer threads, ffmpeg and COLMAP), so pages and API calls stay quick while it
 * trains and the build takes what is left. In AWS the build has its own machine.
 */
function lowerPriority(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    setPriority(pid, BUILD_NICENESS);
  } catch {
    // Not permitted here: the build runs at the app's priority, as before.
  }
}

const BUILD_NICENESS = 10;

export interface LocalRunnerOptions {
  repoRoot: string;
  config: AppConfig;
  data: DataContext;
  /** The worker's command line; default: the build worker under tsx. */
  workerCommand?: string[];
  /** Where the stack keeps its running workers, to stop them when it stops. */
  workers?: WorkerProcesses;
  /**
   * The folder each worker gets its own work folder under (frames, the sparse model, the splats: tens
   * of MB). `npm start` keeps it in the data folder and empties it at start (interrupted-builds.ts);
   * default: one under the system's temporary folder.
   */
  workRoot?: string;
  onFinished?: (taskId: string, outcome: unknown) => void;
}

/** Runs the build worker as the ECS task would run its container, with the task's environment. */
function runWorker(opts: LocalRunnerOptions, parameters: EcsParameters): Promise<{ ExitCode: number }> {
  const taskEnv = Object.fromEntries(
    (parameters.Overrides?.ContainerOverrides?.[0]?.Environment ?? []).map((e) => [e.Name, e.Value]),
  );
  const command = opts.workerCommand ?? [
    process.execPath,
    '--openssl-legacy-provider',
    '--import',
    'tsx',
    join(opts.repoRoot, 'build-worker', 'worker', 'main.ts'),
  ];
  const { config } = opts;
  const env = {
    ...process.env,
    ...taskEnv,
    ATRIUM_LOCAL: '1',
    AWS_REGION: config.region,
    ATRIUM_TABLE_NAME: config.tableName,
    ATRIUM_BUCKET_NAME: config.bucketName,
    ATRIUM_ENV_PREFIX: config.envPrefix,
    ATRIUM_USER_POOL_ID: config.userPoolId,
    ATRIUM_USER_POOL_CLIENT_ID: config.userPoolClientId,
    ...(config.dynamodbEndpoint ? { ATRIUM_DYNAMODB_ENDPOINT: config.dynamodbEndpoint } : {}),
    ...(config.s3Endpoint ? { ATRIUM_S3_ENDPOINT: config.s3Endpoint } : {}),
    // Google Drive sources: the worker downloads them with the owner's stored (encrypted) token.
    ...(config.googleClientId ? { GOOGLE_CLIENT_ID: config.googleClientId } : {}),
    ...(config.googleClientSecret ? { GOOGLE_CLIENT_SECRET: config.googleClientSecret } : {}),
    ...(config.tokenKey ? { ATRIUM_TOKEN_KEY: config.tokenKey } : {}),
    ...(config.oauthStateKey ? { ATRIUM_OAUTH_STATE_KEY: config.oauthStateKey } : {}),
    ...(config.googleApiRoot ? { ATRIUM_GOOGLE_API_ROOT: config.googleApiRoot } : {}),
  };
  // The worker's own work folder, removed when it ends however it ends: a worker killed with SIGKILL
  // (or the stack's SIGTERM, which Node answers by exiting at once) never runs its own clean-up.
  const workDir = join(opts.workRoot ?? join(tmpdir(), 'atrium-builds'), `build-${randomUUID()}`);
  mkdirSync(workDir, { recursive: true });
  const removeWorkDir = () => rmSync(workDir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const [file, ...args] = command;
    const child = spawn(file ?? process.execPath, args, {
      cwd: opts.repoRoot,
      env: { ...env, ATRIUM_WORK_DIR: workDir },
      stdio: ['ignore', 'inherit', 'pipe'],
      // Its own process group: stopping the stack ends the worker and everything it started.
      detached: true,
    });
    opts.workers?.add(child);
    lowerPriority(child.pid);
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + String(chunk)).slice(-4000);
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      removeWorkDir();
      reject(new WorkerFailed(`The build worker could not start: ${error.message}`));
    });
    child.on('exit', (code, signal) => {
      removeWorkDir();
      // Stopped with the stack: the run ends with this process, and the next start marks the task
      // interrupted (interrupted-builds.ts); recording a failure now would race the shutdown.
      if (opts.workers?.stopping) return;
      if (code === 0) return resolve({ ExitCode: 0 });
      const last = stderr.trim().split('\n').at(-1) ?? '';
      reject(new WorkerFailed(`The build worker stopped (${signal ?? `exit code ${code}`}): ${last}`));
    });
  });
}

export function localBuildLauncher(opts: LocalRunnerOptions): LaunchBuild {
  const machine = new StateMachine(localDefinition(opts.repoRoot), {
    validationOptions: { checkArn: false },
  });
  const handlers = stepHandlers({ ddb: opts.data.ddb, tableName: opts.data.tableName });
  return async (task) => {
    const executionId = `arn:aws:states:${opts.config.region}:000000000000:execution:atrium-build-tour:task-${task.uniqueId}`;
    const input = taskExecutionInput(task);
    await recordExecutionId(opts.data, task, executionId);
    const execution = machine.run(input, {
      overrides: {
        taskResourceLocalHandlers: {
          ...handlers,
          RunBuildWorker: (parameters: unknown) => runWorker(opts, parameters as EcsParameters),
        },
      },
      context: {
        Execution: {
          Id: executionId,
          Name: `task-${task.uniqueId}`,
          Input: input,
          StartTime: new Date().toISOString(),
        },
      },
    });
    // The run goes on in the background, as an execution does in AWS; its states record progress.
    execution.result.then(
      (result) => opts.onFinished?.(task.uniqueId, result),
      (error) => opts.onFinished?.(task.uniqueId, error),
    );
  };
}
