import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "#lib/app-config.ts";

export type RunningS3Server = { settings: S3Settings; close: () => Promise<void> };

/**
 * A real S3-compatible server (s3rver) on a port, keeping its objects in a temporary folder, with one
 * empty bucket; `settings` are what S3_* configure to reach it.
 */
export async function startS3Server(port: number, bucket = "marquee-uploads"): Promise<RunningS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "marquee-s3-"));
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    settings: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
