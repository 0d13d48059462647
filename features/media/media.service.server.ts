import path from "node:path";
import sharp from "sharp";
import { invalid } from "#lib/domain-errors.ts";
import { withEncodeSlot } from "./encode-queue.server.ts";
import { createImageCache } from "./image-cache.server.ts";
import {
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  imageSuffix,
  isSafeStorageKey,
  type ParsedImageSuffix,
  parseImageSuffix,
} from "./media.rules.ts";
import type { FileStorage, StoredFile } from "./storage.service.server.ts";
import { UPLOAD_LIMITS } from "./uploads.service.server.ts";

// sharp's threads come from libuv's pool, shared with argon2, compression and file reads: one each.
sharp.concurrency(1);
// Every render reads a different source once, so libvips' operation cache only held memory (130 MB more RSS).
sharp.cache(false);

export type ImageFormat = "avif" | "webp" | "jpeg";
const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** AVIF is only made this small: larger, it costs many times WebP's time for no smaller file (decision 020). */
const AVIF_MAX_DIMENSION = 348;
/** AVIF's encoder at a low effort: 20 to 130 ms for a thumbnail rather than 140 to 920 ms at the default. */
const AVIF_EFFORT = 2;
/** No allowed rendition took more than a quarter of a second; this stops one that hangs on a hostile source. */
const ENCODE_TIMEOUT_SECONDS = 10;

/** WebP when accepted; AVIF only for thumbnails when WebP is not; JPEG otherwise. */
export function negotiateImageFormat(accept: string | undefined, size: { width: number; height: number }): ImageFormat {
  if (accept?.includes("image/webp")) return "webp";
  const small = size.width <= AVIF_MAX_DIMENSION && size.height <= AVIF_MAX_DIMENSION;
  if (small && accept?.includes("image/avif")) return "avif";
  return "jpeg";
}

/** Upright (EXIF), turned by the stored rotation, cropped to the stored fractions, then resized: one pipeline. */
async function render(source: Buffer, size: ParsedImageSuffix, format: ImageFormat): Promise<Buffer> {
  const open = () =>
    sharp(source, { limitInputPixels: UPLOAD_LIMITS.maxPixels }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  const rotation = size.crop?.rotation ?? 0;
  let image = open().autoOrient().rotate(rotation);
  if (size.crop) {
    const upright = (await open().metadata()).autoOrient;
    const [width, height] = rotation % 180 === 0 ? [upright.width, upright.height] : [upright.height, upright.width];
    const left = Math.min(width - 1, Math.round(size.crop.x * width));
    const top = Math.min(height - 1, Math.round(size.crop.y * height));
    image = image.extract({
      left,
      top,
      width: Math.max(1, Math.min(width - left, Math.round(size.crop.width * width))),
      height: Math.max(1, Math.min(height - top, Math.round(size.crop.height * height))),
    });
  }
  return image
    .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: true })
    .toFormat(format, format === "avif" ? { quality: size.quality, effort: AVIF_EFFORT } : { quality: size.quality })
    .toBuffer();
}

const isTimeout = (error: unknown) => error instanceof Error && error.message.startsWith("timeout");

export type OriginalResult = { kind: "file"; file: StoredFile } | { kind: "not-found" };

export type ImageResult =
  | { kind: "image"; body: Buffer; contentType: string }
  | { kind: "not-found" }
  /** Too many renders waiting, one that ran out of time, or a caller that left while waiting. */
  | { kind: "busy" };

const BAD_SIZE_MESSAGE = `The image size must be one the site uses (${IMAGE_SIZES.map(
  (size) => `rs_${size.width}.${size.height}`,
).join(", ")}), at quality ${IMAGE_QUALITIES.join(" or ")}.`;

/**
 * Serves stored files from the storage (local disk or object storage). Photos are resized on first
 * request, one render at a time per process, and each rendition is kept in a bounded cache on the
 * local disk, so every later request is a file read (decision 020).
 */
export function createMediaService(options: { storage: FileStorage; cacheDir: string; cacheMaxBytes?: number }) {
  const cache = createImageCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes });

  /** The format and cache path of an allowed rendition. */
  function rendition(size: ParsedImageSuffix, storageKey: string, accept: string | undefined) {
    const format = negotiateImageFormat(accept, size);
    // Named by the full suffix, fit and quality included, so every spelling of a rendition shares one file.
    return { format, cachePath: path.join(imageSuffix(size), `${storageKey}.${format}`) };
  }

  /** Renders a rendition and keeps it; run in an encode slot. */
  async function renderAndKeep(
    size: ParsedImageSuffix,
    storageKey: string,
    wanted: { format: ImageFormat; cachePath: string },
  ): Promise<ImageResult> {
    const contentType = CONTENT_TYPES[wanted.format];
    // Another request for the same rendition may have rendered it while this one waited.
    const cached = await cache.read(wanted.cachePath);
    if (cached) return { kind: "image", body: cached, contentType };
    const source = await options.storage.get(storageKey);
    if (!source) return { kind: "not-found" };
    let body: Buffer;
    try {
      body = await render(source.body, size, wanted.format);
    } catch (error) {
      if (isTimeout(error)) return { kind: "busy" };
      throw error;
    }
    await cache.write(wanted.cachePath, body);
    return { kind: "image", body, contentType };
  }

  return {
    /**
     * Deletes a stored file and every rendition of it in this process's cache, so a deleted photo is gone
     * from /images at once, not when its renditions would have been evicted.
     */
    async deleteStoredFile(storageKey: string): Promise<void> {
      await options.storage.delete(storageKey);
      if (!isSafeStorageKey(storageKey)) return;
      for (const format of Object.keys(CONTENT_TYPES)) await cache.removeEverywhere(`${storageKey}.${format}`);
    },

    /** A stored file as it was uploaded (clips, audio). */
    async original(storageKey: string): Promise<OriginalResult> {
      const file = await options.storage.get(storageKey);
      return file ? { kind: "file", file } : { kind: "not-found" };
    },

    /** Whether answering would render: an allowed rendition of a safe key that is not cached yet. */
    wouldRender(suffix: string, storageKey: string, accept: string | undefined): boolean {
      const size = parseImageSuffix(suffix);
      return (
        size !== undefined && isSafeStorageKey(storageKey) && !cache.has(rendition(size, storageKey, accept).cachePath)
      );
    },

    /**
     * A stored photo at one of the sizes the pages use; any other size is refused (`invalid`,
     * BAD_IMAGE_SIZE). `signal` aborts when the caller leaves: a render still waiting for its turn is
     * then dropped.
     */
    async image(
      suffix: string,
      storageKey: string,
      accept: string | undefined,
      signal?: AbortSignal,
    ): Promise<ImageResult> {
      const size = parseImageSuffix(suffix);
      if (!size) throw invalid("BAD_IMAGE_SIZE", BAD_SIZE_MESSAGE);
      if (!isSafeStorageKey(storageKey)) return { kind: "not-found" };
      const wanted = rendition(size, storageKey, accept);
      const cached = await cache.read(wanted.cachePath);
      if (cached) return { kind: "image", body: cached, contentType: CONTENT_TYPES[wanted.format] };
      // Unknown keys are answered without taking a place in the queue.
      if (!(await options.storage.exists(storageKey))) return { kind: "not-found" };
      const rendered = await withEncodeSlot(signal, () => renderAndKeep(size, storageKey, wanted));
      return rendered.kind === "done" ? rendered.value : { kind: "busy" };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
