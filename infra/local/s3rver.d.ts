// s3rver ships no types; this is the part of its API the local stack uses.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }
  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    configureBuckets(): Promise<void>;
    callback(): import('node:http').RequestListener;
    close(): Promise<void>;
    /** Its FilesystemStore, whose listing the local stack replaces (s3-listing.ts). */
    store: import('./s3-listing.ts').S3rverStore;
  }
  export default S3rver;
}
