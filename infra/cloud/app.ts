/** The CDK app (cdk.json runs this): `npm run synth`, `npm run deploy` (see docs/deploy.md). */
import { App } from 'aws-cdk-lib';
import { addAtriumStacks } from './atrium.ts';
import { REPO_ROOT } from './bundle.ts';
import { siteAssetDirs } from './site-assets.ts';

const app = new App();
addAtriumStacks(app, { siteAssets: siteAssetDirs(REPO_ROOT) });
