/** AWS Lambda entry point: the same HTTP app, configured from the Lambda's environment. */
import { handle } from 'hono/aws-lambda';
import { createApp, createServices } from './app.ts';
import { loadConfig } from './config.ts';

export const handler = handle(createApp(createServices(loadConfig())));
