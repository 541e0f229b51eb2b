/**
 * The API's type for its clients, and nothing else: the web app imports `#app-router` (a type-only
 * import, erased from its bundle) so it never reaches into the server's code.
 */
export type { AppRouter } from './router.ts';
