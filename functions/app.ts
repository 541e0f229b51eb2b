/**
 * The HTTP app, written once against the Fetch API and mounted by two thin adapters: the Lambda
 * handler (functions/lambda.ts) and the local Node server (infra/local/server.ts).
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { INTERNAL_ERROR_MESSAGE } from '#shared/api-errors.ts';
import { MAX_BATCH_SIZE } from '#shared/limits.ts';
import { accountBinder, boundVerifier } from './account/binding.ts';
import type { AccountServices } from './account/deletion.ts';
import { type AccountDirectory, cognitoDirectory } from './account/directory.ts';
import { AppError } from './app-error.ts';
import { requireCaller } from './auth/require-caller.ts';
import { authRoutes } from './auth/routes.ts';
import { createTokenVerifier, type VerifyToken } from './auth/verify.ts';
import { type AwsClients, createAwsClients } from './aws/clients.ts';
import { requestSizeLimit } from './body-limit.ts';
import type { AppConfig } from './config.ts';
import { type DataContext, dataContextOf } from './data/context.ts';
import { type GoogleSettingsLoader, googleSettingsLoader } from './drive/google-settings.ts';
import { googleOAuthRoutes } from './drive/oauth-routes.ts';
import { s3DeleteRoutes } from './files/s3-delete-route.ts';
import { publicationVisitRoutes } from './files/visit-route.ts';
import type { LiveChannel } from './live/fan-out.ts';
import { outboxOf } from './mail/outbox.ts';
import { type LaunchBuild, startPaidBuild } from './payments/paid-build.ts';
import { type PaymentSettings, paymentSettingsLoader } from './payments/payment-settings.ts';
import { paymentRoutes } from './payments/routes.ts';
import { createContext } from './trpc/context.ts';
import { trpcHttpHandler } from './trpc/http-handler.ts';
import { trpcErrorOf } from './trpc/init.ts';
import { appProcedureTypes, appRouter } from './trpc/router.ts';

export interface AppServices {
  config: AppConfig;
  clients: AwsClients;
  verifyToken: VerifyToken;
  /** The user pool's admin side: who holds a username now, and removing a user. */
  accounts: AccountDirectory;
  paymentSettings: () => Promise<PaymentSettings>;
  /** Google Drive's OAuth client and keys; resolves to null where Drive is not configured. */
  googleSettings: GoogleSettingsLoader;
  /** Starts the pipeline run of a new build task; absent where no pipeline runs (then tasks wait). */
  launchBuild?: LaunchBuild;
  /** The live channel's registry and poster; absent where no channel runs. */
  live?: LiveChannel;
}

/**
 * The services of one deployment. `launcher` builds the pipeline starter from the data context: the
 * Step Functions launcher in AWS, the local runner on this machine, none in tests that start no builds.
 */
export function createServices(
  config: AppConfig,
  launcher?: (data: DataContext) => LaunchBuild,
): AppServices {
  const clients = createAwsClients(config);
  return {
    config,
    clients,
    verifyToken: createTokenVerifier(config),
    accounts: cognitoDirectory(clients.cognito, config.userPoolId),
    paymentSettings: paymentSettingsLoader(config),
    googleSettings: googleSettingsLoader(config),
    ...(launcher ? { launchBuild: launcher(dataContextOf({ config, clients })) } : {}),
  };
}

export function createApp({
  config,
  clients,
  verifyToken: verifyAnyToken,
  accounts: directory,
  paymentSettings,
  googleSettings,
  launchBuild,
  live,
}: AppServices) {
  const data = dataContextOf({ config, clients });
  const outbox = outboxOf(config);
  // Records belong to a sub, not to a name: every route accepts a token only for the account bound to it.
  const accounts: AccountServices = { directory, binder: accountBinder(data, directory) };
  const verifyToken = boundVerifier(verifyAnyToken, accounts.binder);
  const app = new Hono();
  // The one place an AppError becomes a REST answer: its status and { name, message }. A 5xx
  // refusal's cause goes to the log. Anything else failed unexpectedly: a plain message, the cause
  // to the log only.
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof AppError) {
      if (error.status >= 500) console.error(`${c.req.method} ${c.req.path}: ${error.message}`, error.cause);
      return c.json(error.toJSON(), error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ name: 'InternalError', message: INTERNAL_ERROR_MESSAGE }, 500);
  });

  // No request the app accepts is large: uploads go straight to S3 through presigned URLs.
  const limit = requestSizeLimit(1024 * 1024, () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  });
  app.use('/api/*', limit);
  app.use('/trpc/*', limit);

  app.route('/api/auth', authRoutes({ cognito: clients.cognito, clientId: config.userPoolClientId }));
  // The REST routes that act for a user read the caller that this one check put on the context.
  const signedIn = requireCaller(verifyToken);
  app.route('/api/s3', s3DeleteRoutes(data, signedIn));
  // Public: a personal link's viewer page reports its opening (the visitor has no account).
  app.route('/api/published', publicationVisitRoutes(data));
  app.route(
    '/api/pay',
    paymentRoutes({
      data,
      signedIn,
      paymentSettings,
      googleSettings,
      onOrderPaid: startPaidBuild(data, launchBuild),
    }),
  );

  app.route('/oauth/google', googleOAuthRoutes({ data, settings: googleSettings }));

  const trpc = trpcHttpHandler({
    endpoint: '/trpc',
    router: appRouter,
    procedureTypes: appProcedureTypes,
    // One request may not carry more calls than this (the web client's batch link sends fewer).
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: async (req) => {
      try {
        return await createContext(
          {
            data,
            accounts,
            launchBuild,
            // Only Drive's consent link reads the origin: parsed then, not for every call.
            drive: {
              settings: googleSettings,
              get origin() {
                return new URL(req.url).origin;
              },
            },
            features: { annotationImages: config.annotationImages === true },
            ...(live ? { live } : {}),
            ...(outbox
              ? {
                  mail: {
                    send: outbox,
                    get origin() {
                      return new URL(req.url).origin;
                    },
                  },
                }
              : {}),
          },
          await verifyAnyToken(req.headers.get('authorization')),
        );
      } catch (error) {
        // Binding the caller reads the table: a database that is down answers its 503, not a 500.
        throw error instanceof AppError ? trpcErrorOf(error) : error;
      }
    },
    // The answer says only INTERNAL_ERROR_MESSAGE (trpc/init.ts's formatter): the cause is logged
    // here, as is a refusal's 5xx cause (the database unavailable).
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`trpc ${path} failed`, error.cause ?? error);
      else if (error.cause instanceof AppError && error.cause.status >= 500)
        console.error(`trpc ${path}: ${error.message}`, error.cause.cause);
    },
  });
  app.all('/trpc/*', (c) => trpc(c.req.raw));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such endpoint');
  });
  return app;
}
