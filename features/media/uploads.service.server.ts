import { randomUUID } from "node:crypto";
import { type IAudioMetadata, parseBuffer } from "music-metadata";
import sharp, { type Metadata } from "sharp";
import { AUDIO_LIMITS, AUDIO_MESSAGES } from "./audio.rules.ts";
import type { FileStorage } from "./storage.service.server.ts";

/** Limits of an uploaded photo: bytes on the wire, then pixels once the header is read. */
export const UPLOAD_LIMITS = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000, storedMaxDimension: 3000 } as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "heif"]);

export type ProcessedImage = { data: Buffer; width: number; height: number };
export type UploadProblem = {
  code: "INVALID_IMAGE" | "IMAGE_TOO_LARGE" | "INVALID_AUDIO" | "AUDIO_TOO_LONG";
  message: string;
};

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

export type CheckedAudio = { data: Buffer; extension: string; contentType: string; durationSeconds: number };

/** The containers and codecs a browser's own player plays, with how the file is stored and served. */
function playableAs(format: IAudioMetadata["format"]): { extension: string; contentType: string } | undefined {
  const container = format.container ?? "";
  const codec = format.codec ?? "";
  if (container === "MPEG" && /layer 3/i.test(codec)) return { extension: "mp3", contentType: "audio/mpeg" };
  if (container === "WAVE" && codec === "PCM") return { extension: "wav", contentType: "audio/wav" };
  if (container === "Ogg" && /vorbis|opus/i.test(codec)) return { extension: "ogg", contentType: "audio/ogg" };
  if (/^M4A\b|^mp4\b|^isom\b|^mp42\b/i.test(container) && /aac|mpeg-4/i.test(codec)) {
    return { extension: "m4a", contentType: "audio/mp4" };
  }
  return undefined;
}

/**
 * Checks an uploaded track by its content (decision 044): an MP3, AAC in MP4, Vorbis or Opus in Ogg,
 * or PCM WAV file, at least a second and at most 15 minutes long. Audio is kept as uploaded: there is
 * no encoder here, and the file is served as audio with `nosniff` and a policy that runs nothing.
 */
export async function checkUploadedAudio(buffer: Buffer): Promise<CheckedAudio | UploadProblem> {
  let metadata: IAudioMetadata;
  try {
    metadata = await parseBuffer(buffer, undefined, { duration: true, skipCovers: true });
  } catch {
    return { code: "INVALID_AUDIO", message: AUDIO_MESSAGES.unreadable };
  }
  const playable = playableAs(metadata.format);
  const seconds = metadata.format.duration;
  if (!playable || seconds === undefined || !Number.isFinite(seconds)) {
    return { code: "INVALID_AUDIO", message: AUDIO_MESSAGES.unreadable };
  }
  if (seconds < AUDIO_LIMITS.minSeconds) return { code: "INVALID_AUDIO", message: AUDIO_MESSAGES.tooShort };
  if (seconds > AUDIO_LIMITS.maxSeconds) return { code: "AUDIO_TOO_LONG", message: AUDIO_MESSAGES.tooLong };
  return { data: buffer, ...playable, durationSeconds: Math.round(seconds) };
}

/** Stores a checked track under a folder of the storage and returns its storage key. */
export async function storeAudio(storage: FileStorage, folder: string, audio: CheckedAudio): Promise<string> {
  const key = `${folder}/${randomUUID()}.${audio.extension}`;
  await storage.put(key, audio.data, audio.contentType);
  return key;
}
