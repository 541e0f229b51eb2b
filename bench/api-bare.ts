/**
 * The yardstick for `npm run bench api`: a bare node:http server that lists and creates properties
 * through the app's own data layer (`properties.list`, `createProperty`: the same DynamoDB Local Query
 * and conditional PutItem, through the same SDK client, createAwsClients) and answers the same JSON,
 * with no tRPC, auth, input validation or logging, so the app's figures can be read as a ratio to its
 * database rather than to the machine.
 */
import { createServer, type Server } from 'node:http';
import { createAwsClients } from '#functions/aws/clients.ts';
import type { AppConfig } from '#functions/config.ts';
import { dataContextOf } from '#functions/data/context.ts';
import { createProperty, properties } from '#functions/data/properties.ts';
import { freePort } from '#infra/local/ports.ts';
import type { AddressInput } from '#shared/schemas.ts';

/** tRPC's answer to one call: the bare sends the same envelope, so both answers are the same size. */
const trpcAnswer = (data: unknown) => JSON.stringify({ result: { data } });

export async function startBareServer(opts: {
  config: AppConfig;
  username: string;
}): Promise<{ base: string; close(): void }> {
  const data = dataContextOf({ config: opts.config, clients: createAwsClients(opts.config) });
  const server: Server = createServer(async (req, res) => {
    try {
      let body: string;
      if (req.method === 'POST') {
        let text = '';
        for await (const chunk of req) text += chunk;
        const property = await createProperty(data, opts.username, JSON.parse(text) as AddressInput);
        body = trpcAnswer({ propertyId: property.propertyId });
      } else {
        body = trpcAnswer({ data: await properties.list(data, opts.username) });
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
