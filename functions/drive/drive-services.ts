import type { GoogleSettingsLoader } from './google-settings.ts';

/** What the Drive calls need from the deployment, per request (in the tRPC context). */
export interface DriveServices {
  settings: GoogleSettingsLoader;
  /** The origin the browser reached the app at: Google sends it back to `{origin}/oauth/google/callback`. */
  origin: string;
}
