/** The part of s3rver (an S3-compatible server for tests, without its own types) that the tests use. */
declare module "s3rver" {
  export type S3rverOptions = {
    port?: number;
    address?: string;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string; configs?: string[] }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
