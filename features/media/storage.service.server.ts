import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { AppConfig, S3Settings } from "#lib/app-config.ts";
import { isSafeStorageKey } from "./media.rules.ts";

/** A stored file with what HTTP needs to serve it: type, validator and date. */
export type StoredFile = { body: Buffer; contentType: string; etag: string; lastModified: Date };

/**
 * Where uploaded and demo files live, by storage key (`members/12/{uuid}.jpg`). Every write, read and
 * delete of an upload goes through this interface, so the local disk and object storage behave alike.
 */
export type FileStorage = {
  readonly kind: "local" | "s3";
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none (or the key is not a safe storage key). */
  get(key: string): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
};

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".wav": "audio/wav",
  ".mp3": "audio/mpeg",
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
};

/** The content type a stored file is served with, from its key's extension. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

function assertSafeKey(key: string) {
  if (!isSafeStorageKey(key)) throw new Error(`Not a safe storage key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "EISDIR");

/** Files under a folder of the local disk (UPLOADS_DIR); the content type follows the extension. */
export function createLocalStorage(root: string): FileStorage {
  const fullPath = (key: string) => path.join(root, key);
  return {
    kind: "local",
    async put(key, bytes) {
      assertSafeKey(key);
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return undefined;
      try {
        const [body, info] = await Promise.all([readFile(fullPath(key)), stat(fullPath(key))]);
        return {
          body,
          contentType: contentTypeOf(key),
          etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeStorageKey(key)) return false;
      return stat(fullPath(key)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(fullPath(key), { force: true });
    },
  };
}

/** Bounds on every object storage call, so a slow or unreachable store fails the request instead of hanging it. */
const S3_CONNECTION_TIMEOUT_MS = 3_000;
const S3_REQUEST_TIMEOUT_MS = 15_000;

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph...). */
export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Many S3-compatible stores do not understand the SDK's default flexible checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
    requestHandler: { connectionTimeout: S3_CONNECTION_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
  });
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      if (!isSafeStorageKey(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return {
          body,
          contentType: object.ContentType ?? contentTypeOf(key),
          etag: object.ETag ?? `"${body.length.toString(16)}"`,
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async exists(key) {
      if (!isSafeStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** Object storage when S3_BUCKET is configured, the local disk (UPLOADS_DIR) otherwise. */
export function createStorage(config: Pick<AppConfig, "s3" | "uploadsDir">): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}
