/**
 * A step at the top of a DynamoDB client's stack that sees each command's final error, after the SDK's
 * retries (a later step would see every attempt's): it throws what the app should see, or answers
 * the command's output when the error turns out not to be one.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export type FinalErrorHandler = (error: unknown, input: unknown) => Promise<Record<string, unknown>>;

export function onFinalError(client: DynamoDBDocumentClient, name: string, handle: FinalErrorHandler) {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        return { output: await handle(error, args.input), response: {} } as never;
      }
    },
    { step: 'initialize', name },
  );
  return client;
}
