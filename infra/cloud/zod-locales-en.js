// Stands in for zod's locales/index.js in the Lambda bundles (infra/cloud/bundle.ts): the API's
// messages are English, so the other ~50 locales (~250 KiB) are never loaded on a cold start.
export { default as en } from '../../node_modules/zod/v4/locales/en.js';
