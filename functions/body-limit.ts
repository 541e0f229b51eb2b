/**
 * The request-size limit of every API route. Hono's bodyLimit reads `request.body` first, which on
 * the local Node server turns its lightweight request into a full Fetch Request with a web stream
 * over the socket for every call, GETs included, and makes tRPC read the body through that stream:
 * most of the local server's own cost per request. A request whose size its headers already give
 * (Content-Length, no Transfer-Encoding), or a GET or HEAD without either header (no body), is
 * checked from its headers as Hono's middleware checks it; any other is counted while it is read,
 * by Hono's middleware itself.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function requestSizeLimit(maxSize: number, tooLarge: () => never): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const length = c.req.header('content-length');
    if (!chunked && length !== undefined) {
      if (Number.parseInt(length, 10) > maxSize) tooLarge();
      return next();
    }
    if (!chunked && (c.req.method === 'GET' || c.req.method === 'HEAD')) return next();
    return counted(c, next);
  };
}
