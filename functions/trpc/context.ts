/**
 * The context of one tRPC call, built without HTTP: the HTTP adapter (app.ts) builds it from the
 * request's verified token, and tests build it from a verified caller to call procedures directly
 * through `createCaller` (router.ts).
 */
import type { Binding } from '../account/binding.ts';
import type { AccountServices } from '../account/deletion.ts';
import type { Caller } from '../auth/verify.ts';
import type { DataContext } from '../data/context.ts';
import type { DriveServices } from '../drive/drive-services.ts';
import type { LiveChannel } from '../live/fan-out.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { LaunchBuild } from '../payments/paid-build.ts';

/** The app's own mail and the request's origin, for links in it; absent: nothing is mailed. */
export interface MailServices {
  send: Outbox;
  readonly origin: string;
}

export interface RequestContext {
  /** The verified caller, set only when the token's `sub` owns the username's records (binding). */
  caller: Caller | null;
  /** How the token's account stands; null without a verified token. */
  binding: Binding | null;
  accounts: AccountServices;
  data: DataContext;
  /** Starts the pipeline run of a new build task; absent where no pipeline runs. */
  launchBuild?: LaunchBuild;
  /** Google Drive settings and the request's origin; absent: Drive is not configured. */
  drive?: DriveServices;
  /** Features behind environment flags (functions/config.ts), default off. */
  features?: { annotationImages: boolean };
  mail?: MailServices;
  /** The live channel's registry and poster: a removed member's connections are closed at once. */
  live?: LiveChannel;
}

/** What every call's context holds whoever calls: the data clients and the account services. */
export interface ContextServices {
  data: DataContext;
  accounts: AccountServices;
  launchBuild?: LaunchBuild | undefined;
  drive?: DriveServices;
  features?: { annotationImages: boolean };
  mail?: MailServices;
  live?: LiveChannel;
}

/** Binds a verified caller to its account (records belong to a `sub`, not to a name). */
export async function createContext(
  services: ContextServices,
  verified: Caller | null,
): Promise<RequestContext> {
  const binding = verified ? await services.accounts.binder.bind(verified) : null;
  const context: RequestContext = {
    caller: binding && binding.status !== 'refused' ? verified : null,
    binding,
    accounts: services.accounts,
    data: services.data,
  };
  if (services.launchBuild) context.launchBuild = services.launchBuild;
  if (services.drive) context.drive = services.drive;
  if (services.features) context.features = services.features;
  if (services.mail) context.mail = services.mail;
  if (services.live) context.live = services.live;
  return context;
}
