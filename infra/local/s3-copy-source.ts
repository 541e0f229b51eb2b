/**
 * S3 reads CopyObject's `x-amz-copy-source` header URL-decoded in full (the AWS SDK sends it as the
 * caller encoded it: functions/files/s3-objects.ts encodes each key segment). s3rver decodes it with
 * decodeURI, which leaves %3D %26 %2B %2C %40 (= & + , @) and the other reserved escapes as they are,
 * so it looks for a key that does not exist and the copy fails. This wrapper gives the local stack
 * S3's reading: it decodes the header in full, then re-encodes it so that s3rver's decodeURI gets back
 * exactly the key S3 would copy.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The header value for which decodeURI yields what S3 reads from `source`; unchanged when malformed. */
export function copySourceForS3rver(source: string): string {
  try {
    return encodeURI(decodeURIComponent(source));
  } catch {
    return source;
  }
}

export function withCopySourceDecoding(handler: RequestListener): Handler {
  return (req, res) => {
    const source = req.headers['x-amz-copy-source'];
    if (req.method === 'PUT' && typeof source === 'string') {
      req.headers['x-amz-copy-source'] = copySourceForS3rver(source);
    }
    handler(req, res);
  };
}
