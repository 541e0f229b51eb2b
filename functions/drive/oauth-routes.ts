/**
 * GET /oauth/google/callback: where Google's consent page sends the browser back. The signed state
 * says whose authorisation this is and where to return; the code is exchanged for a refresh token,
 * which is stored encrypted on that user's profile and never sent to the browser.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { DataContext } from '../data/context.ts';
import { saveRefreshToken } from './drive-tokens.ts';
import type { GoogleSettingsLoader } from './google-settings.ts';
import { consumeState, verifyState } from './oauth-state.ts';

/** The Google OAuth client (google-auth-library): loaded on the first callback, not at cold start. */
const googleClient = () => import('./google-client.ts');

/** A plain page for a callback that cannot return to the wizard (no trustworthy return route). */
function messagePage(title: string, text: string) {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; color: #18181b">
<h1 style="font-size: 1.25rem">${title}</h1><p>${text}</p></body></html>`;
}

export function googleOAuthRoutes({ data, settings }: { data: DataContext; settings: GoogleSettingsLoader }) {
  const app = new Hono();

  app.get('/callback', async (c) => {
    const google = await settings();
    if (!google) {
      return c.html(
        messagePage('Google Drive is not configured', 'This server has no Google Drive access.'),
        404,
      );
    }
    const check = verifyState(google.stateKey, c.req.query('state'));
    if (!check.ok) {
      const text =
        check.reason === 'expired'
          ? 'This Google Drive authorisation took too long. Close this tab and authorise again from Atrium.'
          : 'This Google Drive authorisation link is not valid. Close this tab and authorise again from Atrium.';
      return c.html(messagePage('Google Drive was not authorised', text), 400);
    }
    const { state } = check;
    // Used once: a replayed callback (even with a fresh code) stores nothing.
    if (!(await consumeState(data, state))) {
      return c.html(
        messagePage(
          'Google Drive was not authorised',
          'This Google Drive authorisation link was already used. Close this tab and authorise again from Atrium.',
        ),
        400,
      );
    }
    const back = (outcome?: string) =>
      c.redirect(outcome ? `${state.returnTo}?drive_error=${outcome}` : state.returnTo, 302);
    const code = c.req.query('code');
    if (c.req.query('error') || !code) return back('denied');
    try {
      const { CALLBACK_PATH, exchangeCode } = await googleClient();
      const redirectUri = `${new URL(c.req.url).origin}${CALLBACK_PATH}`;
      const refreshToken = await exchangeCode(google, redirectUri, code);
      await saveRefreshToken(data, google.tokenKey, state, refreshToken);
      return back();
    } catch (error) {
      console.error('Google Drive authorisation failed', (error as Error).message);
      return back('failed');
    }
  });

  return app;
}
