/**
 * The yardstick for `npm run bench api`: a bare node:http server that sends the same DynamoDB Local
 * Query (listProperties) or PutItem (createProperty) through the same SDK client as the app
 * (createAwsClients), writes the same item, and answers the same JSON, with no tRPC, auth, input
 * validation or logging, so the app's figures can be read as a ratio to its database rather than to
 * the machine.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createAwsClients } from '#functions/aws/clients.ts';
import type { AppConfig } from '#functions/config.ts';
import { keys } from '#functions/data/table.ts';
import { freePort } from '#infra/local/ports.ts';

/** tRPC's answer to one call: the bare sends the same envelope, so both answers are the same size. */
const trpcAnswer = (data: unknown) => JSON.stringify({ result: { data } });

export async function startBareServer(opts: {
  config: AppConfig;
  username: string;
}): Promise<{ base: string; close(): void }> {
  const { ddb } = createAwsClients(opts.config);
  const { tableName } = opts.config;
  const pk = keys.user(opts.username);
  const server: Server = createServer(async (req, res) => {
    try {
      let body: string;
      if (req.method === 'POST') {
        let text = '';
        for await (const chunk of req) text += chunk;
        const address = JSON.parse(text) as Record<string, string>;
        const now = new Date().toISOString();
        const propertyId = randomUUID();
        const record = {
          propertyId,
          username: opts.username,
          street: address.street,
          city: address.city,
          state: address.state,
          zip: address.zip,
          about: '',
          thumbnail: '',
          buildStatus: '',
          createdAt: now,
          updatedAt: now,
        };
        await ddb.send(
          new PutCommand({
            TableName: tableName,
            Item: { PK: pk, SK: keys.property(propertyId), ...record },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        );
        body = trpcAnswer({ propertyId });
      } else {
        const result = await ddb.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
            ExpressionAttributeValues: { ':pk': pk, ':sk': keys.propertyPrefix },
          }),
        );
        const records = (result.Items ?? []).map(({ PK: _pk, SK: _sk, ...record }) => record);
        records.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
        body = trpcAnswer({ data: records });
      }
      res
        .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        .end(body);
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
