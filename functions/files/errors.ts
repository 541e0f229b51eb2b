/** Refusals of the file features, mapped to 400/404 by the tRPC router and the REST route alike. */
export class FileRequestError extends Error {
  constructor(
    readonly code: 'BAD_REQUEST' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
    this.name = 'FileRequestError';
  }
}

export const notFound = (what = 'File'): never => {
  throw new FileRequestError('NOT_FOUND', `${what} not found`);
};

export const badRequest = (message: string): never => {
  throw new FileRequestError('BAD_REQUEST', message);
};
