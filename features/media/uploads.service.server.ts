import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { FileStorage } from "./storage.service.server.ts";

/** Limits of an uploaded photo: bytes on the wire, then pixels once the header is read. */
export const UPLOAD_LIMITS = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000, storedMaxDimension: 3000 } as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export type ProcessedImage = { data: Buffer; width: number; height: number };
export type UploadProblem = { code: "INVALID_IMAGE" | "IMAGE_TOO_LARGE"; message: string };

/**
 * Checks an upload by its content, never its name or declared type, and re-encodes it: upright, at most
 * 3000 px, JPEG without the camera's metadata (location included). Truncated files are refused.
 */
export async function processUploadedImage(buffer: Buffer): Promise<ProcessedImage | UploadProblem> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so a huge declared size is reported rather than refused unread.
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    return {
      code: "INVALID_IMAGE",
      message: "This file is not a photo we can read. Use a JPEG, PNG, WebP or AVIF image.",
    };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    return {
      code: "INVALID_IMAGE",
      message: "This file is not a photo we can read. Use a JPEG, PNG, WebP or AVIF image.",
    };
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_LIMITS.maxPixels) {
    return { code: "IMAGE_TOO_LARGE", message: "This photo has too many pixels. Use one of at most 40 megapixels." };
  }
  try {
    const { data, info } = await sharp(buffer, { failOn: "truncated", limitInputPixels: UPLOAD_LIMITS.maxPixels })
      .rotate()
      .resize(UPLOAD_LIMITS.storedMaxDimension, UPLOAD_LIMITS.storedMaxDimension, {
        fit: "inside",
        withoutEnlargement: true,
      })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return { code: "INVALID_IMAGE", message: "This photo file is damaged or incomplete. Try exporting it again." };
  }
}

/** Stores a processed image under a folder of the storage and returns its storage key. */
export async function storeImage(storage: FileStorage, folder: string, image: ProcessedImage): Promise<string> {
  const key = `${folder}/${randomUUID()}.jpg`;
  await storage.put(key, image.data, "image/jpeg");
  return key;
}
