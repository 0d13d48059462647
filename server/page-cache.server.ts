import { constants, crc32, deflateRawSync } from "node:zlib";
import type { RedisClient } from "./redis.server.ts";

/**
 * The anonymous page cache (decision 037): whole pages rendered for a visitor without cookies, kept a
 * short while and served to the next such visitor with a fresh nonce and request id. Each copy is
 * filed under the cache's generation; `clear()` moves the generation on, so every copy made before a
 * change is dropped at once, in every process when the store is Redis.
 */
export type CachedPage = {
  storedAt: number;
  status: number;
  /** The headers the page itself set (content type, its own caching rules); not the per-answer ones. */
  headers: Record<string, string>;
  body: string;
  /** The nonce the copy was rendered with, replaced by each answer's own. */
  nonce: string;
  /** The vendor whose profile this is: each answer from the copy counts a view, as a rendered one does. */
  profileViewOf: number | null;
  /**
   * The text between the nonces, each compressed once (`gzipSegments`), base64; null until the copy
   * first answers a browser that takes gzip, so a copy dropped before anyone asks costs no compression.
   */
  gzipSegments: string[] | null;
};

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A last deflate block with nothing in it: ends the stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const SEGMENT_OPTIONS = { level: 6, finishFlush: constants.Z_SYNC_FLUSH };

/**
 * A copy's text split at its nonce, each piece compressed on its own into deflate blocks that end on
 * a byte boundary (a sync flush), so an answer can join them around its own nonce without compressing
 * the page again: brotli would cost a hit twenty times what the rest of it costs.
 */
export function gzipSegments(body: string, nonce: string): string[] {
  return body.split(nonce).map((piece) => deflateRawSync(piece, SEGMENT_OPTIONS).toString("base64"));
}

/** The copy as a gzip file with `nonce` in place of the copy's own: its segments, and the nonce as a stored block. */
export function gzipWithNonce(page: CachedPage & { gzipSegments: string[] }, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const length = nonceBytes.length;
  // A stored block: not last, type 0, then LEN and its one's complement, little-endian (RFC 1951, 3.2.4).
  const nonceBlock = Buffer.concat([
    Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]),
    nonceBytes,
  ]);
  const pieces = page.body.split(page.nonce);
  const chunks: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let size = 0;
  pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(nonceBlock);
      checksum = crc32(nonceBytes, checksum);
      size += length;
    }
    chunks.push(Buffer.from(page.gzipSegments[index] as string, "base64"));
    checksum = crc32(piece, checksum);
    size += Buffer.byteLength(piece);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

export type PageStore = {
  /** The copy of `key` and the generation it was read under; no copy when the store cannot answer. */
  read(key: string): Promise<{ page: CachedPage | undefined; generation: string } | undefined>;
  /** Keeps a copy rendered under `generation`: a copy of an older generation is never served. */
  write(key: string, generation: string, page: CachedPage, ttlMs: number): void;
  clear(): void;
};

/** At most this much of the process's memory holds copies (about 400 pages of 150 kB). */
const IN_PROCESS_MAX_BYTES = 64 * 1024 * 1024;

/** Copies in this process's memory, the least recently used dropped past IN_PROCESS_MAX_BYTES. */
export function inProcessPageStore(maxBytes = IN_PROCESS_MAX_BYTES): PageStore {
  let generation = 0;
  let bytes = 0;
  const pages = new Map<string, { page: CachedPage; expiresAt: number; size: number }>();
  const drop = (key: string) => {
    const found = pages.get(key);
    if (!found) return;
    bytes -= found.size;
    pages.delete(key);
  };
  return {
    async read(key) {
      const found = pages.get(key);
      if (found && found.expiresAt <= Date.now()) drop(key);
      else if (found) {
        pages.delete(key);
        pages.set(key, found);
      }
      return { page: pages.get(key)?.page, generation: String(generation) };
    },
    write(key, writtenUnder, page, ttlMs) {
      if (writtenUnder !== String(generation)) return;
      drop(key);
      const compressed = page.gzipSegments?.reduce((total, segment) => total + segment.length, 0) ?? 0;
      const size = page.body.length + key.length + compressed;
      if (size > maxBytes) return;
      pages.set(key, { page, expiresAt: Date.now() + ttlMs, size });
      bytes += size;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    clear() {
      generation += 1;
      pages.clear();
      bytes = 0;
    },
  };
}

/**
 * At most this many copies written to Redis per process and minute. Redis has no size bound of its own
 * for our keys: without this, a crawler walking every search page could fill it with copies of 170 kB
 * each for their lifetime. 600 a minute keeps at most about 120 MB per process; a site's hot pages are
 * far fewer.
 */
const REDIS_WRITES_PER_MINUTE = 600;

/**
 * Copies in Redis, shared by every process (decision 014). A copy's key holds its generation, so a
 * clear is one increment and old copies simply expire. While Redis is down pages are rendered; when
 * it comes back the generation moves on, since clears sent meanwhile were lost.
 */
export function redisPageStore(redis: RedisClient, writesPerMinute = REDIS_WRITES_PER_MINUTE): PageStore {
  let windowStartedAt = 0;
  let writesInWindow = 0;
  const generationKey = "page-cache:generation";
  const pagePrefix = "page-cache:page:";
  const clear = () => {
    redis.incr(generationKey).catch(() => undefined);
  };
  let connectedBefore = redis.status === "ready";
  redis.on("ready", () => {
    if (connectedBefore) clear();
    connectedBefore = true;
  });
  return {
    async read(key) {
      try {
        // Two reads, not one script: a script may only touch keys of one cluster slot.
        const generation = (await redis.get(generationKey)) ?? "0";
        const text = await redis.get(`${pagePrefix}${generation}:${key}`);
        return { generation, page: text === null ? undefined : (JSON.parse(text) as CachedPage) };
      } catch {
        return undefined;
      }
    },
    write(key, generation, page, ttlMs) {
      const now = Date.now();
      if (now - windowStartedAt >= 60_000) {
        windowStartedAt = now;
        writesInWindow = 0;
      }
      if (writesInWindow >= writesPerMinute) return;
      writesInWindow += 1;
      redis.set(`${pagePrefix}${generation}:${key}`, JSON.stringify(page), "PX", ttlMs).catch(() => undefined);
    },
    clear,
  };
}
