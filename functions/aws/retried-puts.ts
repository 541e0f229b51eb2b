/**
 * A guarded put (`attribute_not_exists(PK)`: create once) whose first attempt wrote the item but whose
 * answer was lost (an attempt timeout on a busy machine, a dropped connection) is retried by the SDK,
 * and the retry is refused by the very item it wrote: a ConditionalCheckFailedException for a write
 * that succeeded (seen under load: 'createProperty failed' after `attempts: 2`). When a put was retried
 * and refused, this reads the item back (consistently) and, when it is exactly the item the call wrote,
 * answers as the successful put did.
 *
 * Guarded updates are left alone: whether an update landed cannot be told from the item alone.
 */
import { type DynamoDBDocumentClient, GetCommand, type PutCommandInput } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../data/items.ts';
import { onFinalError } from './final-error.ts';

interface RetriedError {
  $metadata?: { attempts?: number };
}

/** The same value, whatever the order of object keys (numbers and strings as DynamoDB keeps them). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Uint8Array)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .filter(([, inner]) => inner !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

function guardedPut(input: unknown): (PutCommandInput & { Item: Record<string, unknown> }) | null {
  const put = input as Partial<PutCommandInput>;
  return put.Item && put.ConditionExpression && put.TableName && 'PK' in put.Item && 'SK' in put.Item
    ? (put as PutCommandInput & { Item: Record<string, unknown> })
    : null;
}

export const retriedPutsThatLanded = (client: DynamoDBDocumentClient): DynamoDBDocumentClient =>
  onFinalError(client, 'atriumRetriedPutMiddleware', async (error, input) => {
    const put = guardedPut(input);
    const attempts = (error as RetriedError).$metadata?.attempts ?? 1;
    if (!put || attempts < 2 || !isConditionFailure(error)) throw error;
    const { Item } = await client.send(
      new GetCommand({
        TableName: put.TableName,
        Key: { PK: put.Item.PK, SK: put.Item.SK },
        ConsistentRead: true,
      }),
    );
    if (!Item || canonical(Item) !== canonical(put.Item)) throw error;
    return { $metadata: (error as RetriedError).$metadata ?? {} };
  });
