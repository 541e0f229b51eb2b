/** `npm run bench lambda`: the API Lambda bundle alone (size per package, cold import), no local stack. */
import { repoRoot } from './bench-server.ts';
import { reportLambdaBundle } from './lambda-bundle.ts';

await reportLambdaBundle(repoRoot);
