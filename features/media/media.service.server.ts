import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { isSafeStorageKey, type ParsedImageSuffix, parseImageSuffix } from "./media.rules.ts";
import type { FileStorage, StoredFile } from "./storage.server.ts";

export type ImageFormat = "avif" | "webp" | "jpeg";
const CONTENT_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/** The best format the browser accepts; AVIF only when WebP is not accepted, since it encodes slowly. */
export function negotiateImageFormat(accept: string | undefined): ImageFormat {
  if (accept?.includes("image/webp")) return "webp";
  if (accept?.includes("image/avif")) return "avif";
  return "jpeg";
}

/** Upright (EXIF), turned by the stored rotation, cropped to the stored fractions, then resized. */
async function render(source: Buffer, size: ParsedImageSuffix, format: ImageFormat): Promise<Buffer> {
  const upright = await sharp(source, { limitInputPixels: 50_000_000 })
    .rotate()
    .rotate(size.crop?.rotation ?? 0)
    .toBuffer({ resolveWithObject: true });
  let image = sharp(upright.data);
  if (size.crop) {
    const { width, height } = upright.info;
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
    .toFormat(format, { quality: size.quality })
    .toBuffer();
}

export type OriginalResult = { kind: "file"; file: StoredFile } | { kind: "not-found" };

export type ImageResult =
  | { kind: "image"; body: Buffer; contentType: string }
  | { kind: "bad-request"; message: string }
  | { kind: "not-found" };

/**
 * Serves stored files from the storage (local disk or object storage). Photos are resized on first
 * request and each size is kept in a cache on the local disk, so every later request is a file read.
 * Sizes, keys and pixel counts are bounded before sharp sees anything.
 */
export function createMediaService(options: { storage: FileStorage; cacheDir: string }) {
  return {
    /** A stored file as it was uploaded (clips, audio). */
    async original(storageKey: string): Promise<OriginalResult> {
      const file = await options.storage.get(storageKey);
      return file ? { kind: "file", file } : { kind: "not-found" };
    },

    async image(suffix: string, storageKey: string, accept: string | undefined): Promise<ImageResult> {
      const size = parseImageSuffix(suffix);
      if (!size)
        return {
          kind: "bad-request",
          message: "The image size must look like rs_{width}.{height} and stay within 2400 pixels.",
        };
      if (!isSafeStorageKey(storageKey)) return { kind: "not-found" };
      const format = negotiateImageFormat(accept);
      const cached = path.join(options.cacheDir, suffix, `${storageKey}.${format}`);
      if (existsSync(cached))
        return { kind: "image", body: await readFile(cached), contentType: CONTENT_TYPES[format] };
      const source = await options.storage.get(storageKey);
      if (!source) return { kind: "not-found" };
      const body = await render(source.body, size, format);
      await mkdir(path.dirname(cached), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const partial = `${cached}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, cached);
      return { kind: "image", body, contentType: CONTENT_TYPES[format] };
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
