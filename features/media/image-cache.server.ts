import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";

/** The resized-image cache's bound on disk: some 20,000 thumbnails, or 2,500 hero images at full width. */
export const IMAGE_CACHE_MAX_BYTES = 512 * 1024 * 1024;
/** Eviction goes a tenth below the bound, so it runs once per tenth of the bound written, not on every write. */
const EVICT_DOWN_TO = 0.9;
const PARTIAL_SUFFIX = ".partial";
/** A half-written file this old was left by a process that stopped mid-write. */
const STALE_PARTIAL_MS = 60_000;

type CachedFile = { file: string; bytes: number; usedAt: number };

/** Every cached file with its size and last use (its modification time, renewed on each hit); stale partial files are removed. */
async function listCachedFiles(dir: string): Promise<CachedFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: CachedFile[] = [];
  // One at a time: thousands of stats at once would fill libuv's thread pool.
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => undefined);
    if (!info) continue;
    if (entry.name.endsWith(PARTIAL_SUFFIX)) {
      if (Date.now() - info.mtimeMs > STALE_PARTIAL_MS) await unlink(file).catch(() => undefined);
      continue;
    }
    files.push({ file, bytes: info.size, usedAt: info.mtimeMs });
  }
  return files;
}

/**
 * Resized images on the local disk, by relative path, within `maxBytes`: when a write takes the
 * total past the bound, the least recently used files are deleted. The order of use is the files'
 * modification times, so it survives restarts, and the count is taken from the disk, so processes
 * sharing the folder see each other's files.
 */
export function createImageCache(options: { dir: string; maxBytes?: number }) {
  const maxBytes = options.maxBytes ?? IMAGE_CACHE_MAX_BYTES;
  let knownBytes = 0;
  let eviction: Promise<void> | undefined;
  let started: Promise<void> | undefined;

  async function evictLeastRecentlyUsed() {
    const files = await listCachedFiles(options.dir);
    let total = files.reduce((sum, file) => sum + file.bytes, 0);
    if (total > maxBytes) {
      files.sort((a, b) => a.usedAt - b.usedAt);
      for (const file of files) {
        if (total <= maxBytes * EVICT_DOWN_TO) break;
        await unlink(file.file).catch(() => undefined);
        total -= file.bytes;
      }
    }
    knownBytes = total;
  }

  /** One eviction at a time; callers arriving meanwhile wait for it. */
  function evict(): Promise<void> {
    eviction ??= evictLeastRecentlyUsed().finally(() => {
      eviction = undefined;
    });
    return eviction;
  }

  const fullPath = (relativePath: string) => path.join(options.dir, relativePath);

  return {
    has(relativePath: string): boolean {
      return existsSync(fullPath(relativePath));
    },

    /** The cached file, or undefined; a hit marks it as just used. */
    async read(relativePath: string): Promise<Buffer | undefined> {
      const file = fullPath(relativePath);
      const body = await readFile(file).catch(() => undefined);
      if (body) {
        const now = new Date();
        void utimes(file, now, now).catch(() => undefined);
      }
      return body;
    },

    /** Deletes `name` from every folder of the cache (one folder per rendition size). */
    async removeEverywhere(name: string): Promise<void> {
      const folders = await readdir(options.dir, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (folder.isDirectory()) await unlink(path.join(options.dir, folder.name, name)).catch(() => undefined);
      }
    },

    async write(relativePath: string, body: Buffer): Promise<void> {
      // The first write counts what earlier runs left, and trims it if the bound has shrunk.
      started ??= evict();
      await started;
      const file = fullPath(relativePath);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
      await writeFile(partial, body);
      await rename(partial, file);
      knownBytes += body.length;
      if (knownBytes > maxBytes) await evict();
    },
  };
}
export type ImageCache = ReturnType<typeof createImageCache>;
