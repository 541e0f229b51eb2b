/**
 * S3 answers a PUT carrying If-Match (etag) or If-None-Match: * with 412 PreconditionFailed when the
 * object changed (or exists); s3rver ignores both headers. This wrapper gives the local stack S3's
 * behaviour: PUTs to one key run one at a time, and a conditional PUT is checked against the key's
 * current etag before s3rver sees it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

function preconditionFailed(res: ServerResponse, key: string) {
  res.writeHead(412, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-Match</Condition><Key>${key}</Key></Error>`,
  );
}

export function withConditionalWrites(handler: RequestListener, selfUrl: () => string): Handler {
  const queues = new Map<string, Promise<void>>();

  return (req, res) => {
    if (req.method !== 'PUT') return handler(req, res);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const previous = queues.get(path) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mine = previous.then(() => done);
    queues.set(path, mine);
    res.once('close', () => {
      release();
      if (queues.get(path) === mine) queues.delete(path);
    });

    previous.then(async () => {
      const ifMatch = req.headers['if-match'];
      const ifNoneMatch = req.headers['if-none-match'];
      if (ifMatch || ifNoneMatch === '*') {
        const head = await fetch(`${selfUrl()}${path}`, { method: 'HEAD' });
        const exists = head.ok;
        const etag = head.headers.get('etag');
        if ((ifNoneMatch === '*' && exists) || (ifMatch && (!exists || etag !== ifMatch))) {
          req.resume();
          return preconditionFailed(res, path);
        }
      }
      handler(req, res);
    });
  };
}
