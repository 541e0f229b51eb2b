/**
 * The yardstick for `npm run bench api`: a bare node:http server that sends the same DynamoDB Local
 * Query (listProperties) or PutItem (createProperty) through the SDK with no tRPC, auth or logging,
 * so the app's figures can be read as a ratio to its database rather than to the machine.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { LOCAL_CREDENTIALS } from '#functions/config.ts';
import { keys } from '#functions/data/table.ts';
import { freePort } from '#infra/local/ports.ts';

export async function startBareServer(opts: {
  endpoint: string;
  region: string;
  tableName: string;
  username: string;
}): Promise<{ base: string; close(): void }> {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: opts.endpoint, region: opts.region, credentials: LOCAL_CREDENTIALS }),
  );
  const pk = keys.user(opts.username);
  const server: Server = createServer(async (req, res) => {
    try {
      let body: unknown;
      if (req.method === 'POST') {
        for await (const _ of req) {
          // drain the request body
        }
        const now = new Date().toISOString();
        const id = randomUUID();
        const item = { PK: pk, SK: `${keys.propertyPrefix}${id}`, id, street: '1 Load St', createdAt: now };
        await ddb.send(new PutCommand({ TableName: opts.tableName, Item: item }));
        body = item;
      } else {
        const result = await ddb.send(
          new QueryCommand({
            TableName: opts.tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
            ExpressionAttributeValues: { ':pk': pk, ':sk': keys.propertyPrefix },
          }),
        );
        body = result.Items;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    close() {
      server.close();
      server.closeAllConnections();
    },
  };
}
