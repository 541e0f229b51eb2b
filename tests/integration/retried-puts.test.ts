/**
 * A create whose answer is lost after DynamoDB wrote it (an attempt timeout on a busy machine) is
 * retried by the SDK and refused by its own item; the client still answers it as written, and a real
 * duplicate is still refused. Against the shared DynamoDB Local, with the answer dropped in the client.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { retriedPutsThatLanded } from '#functions/aws/retried-puts.ts';
import { config } from './harness.ts';

interface Handler {
  handle(request: { headers: Record<string, string> }, options?: unknown): Promise<unknown>;
}

/** A document client whose next PutItem reaches DynamoDB but whose answer is lost once. */
function clientLosingAnAnswer() {
  const raw = new DynamoDBClient({
    region: config.region,
    endpoint: config.dynamodbEndpoint,
    credentials: config.localCredentials,
    maxAttempts: 3,
  });
  const handler = raw.config.requestHandler as unknown as Handler;
  const handle = handler.handle.bind(handler);
  let lose = false;
  handler.handle = async (request, options) => {
    const answer = await handle(request, options);
    if (lose && request.headers['x-amz-target']?.endsWith('.PutItem')) {
      lose = false;
      throw Object.assign(new Error('The answer was lost'), { name: 'TimeoutError' });
    }
    return answer;
  };
  const ddb = retriedPutsThatLanded(DynamoDBDocumentClient.from(raw));
  return { ddb, loseNextAnswer: () => (lose = true) };
}

const item = () => ({
  PK: `USER#retry_${randomUUID()}`,
  SK: 'PROPERTY#p1',
  street: '1 Main St',
  rooms: 3,
  tags: ['hall'],
  createdAt: new Date().toISOString(),
});

const put = (Item: Record<string, unknown>) =>
  new PutCommand({ TableName: config.tableName, Item, ConditionExpression: 'attribute_not_exists(PK)' });

describe('a retried create', () => {
  it('answers as written when the lost attempt wrote exactly this item', async () => {
    const { ddb, loseNextAnswer } = clientLosingAnAnswer();
    const record = item();
    loseNextAnswer();
    const answer = await ddb.send(put(record));
    expect(answer.$metadata.attempts).toBe(2);
    const stored = await ddb.send(
      new GetCommand({ TableName: config.tableName, Key: { PK: record.PK, SK: record.SK } }),
    );
    expect(stored.Item).toEqual(record);
  });

  it('still refuses a create of an id that holds another item, retried or not', async () => {
    const { ddb, loseNextAnswer } = clientLosingAnAnswer();
    const record = item();
    await ddb.send(put(record));
    await expect(ddb.send(put({ ...record, street: '2 Other St' }))).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
    loseNextAnswer();
    const first = { ...item(), SK: 'PROPERTY#p2' };
    // The lost attempt writes `first`; the retry of a different item under the same key must fail.
    await ddb.send(put(first)).catch(() => {});
    await expect(ddb.send(put({ ...first, street: '3 Third St' }))).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
  });
});
