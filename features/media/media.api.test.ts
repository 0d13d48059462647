import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { generateSeedMedia } from "#db/seed/media.server.ts";
import { hashPassword } from "#features/accounts/password.server.ts";
import { createLocalStorage } from "#features/media/storage.service.server.ts";
import { buildTestApp } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { encodeQueueStats, MAX_CONCURRENT_ENCODES, MAX_QUEUED_ENCODES } from "./encode-queue.server.ts";
import { IMAGE_RENDER_RATE_LIMIT } from "./media.api.server.ts";
import { createMediaService } from "./media.service.server.ts";

let database: DatabaseHandle;
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-media-"));
const uploadsDir = path.join(dataDir, "uploads");
const storage = createLocalStorage(uploadsDir);
/** A photo-like worst case: noise does not compress, so every render of it takes tens of milliseconds. */
const NOISY_KEY = "seed/noisy.jpg";

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await generateSeedMedia(storage);
  const noisy = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 88 })
    .toBuffer();
  await storage.put(NOISY_KEY, noisy, "image/jpeg");
  app = await buildTestApp(database, { dataDir, uploadsDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Distinct renditions of the noisy photo, none cached yet: every allowed size, fit, quality and format. */
function uncachedNoisyUrls(count: number, variant: string): { url: string; accept: string }[] {
  const sizes = ["rs_250.250", "rs_348.348", "rs_400.210", "rs_600.315", "rs_900.473", "rs_1200.630", "rs_1200.800"];
  const all = sizes.flatMap((size) =>
    ["cover", "contain", "inside"].flatMap((fit) =>
      ["q78", "q80"].flatMap((quality) =>
        ["image/webp", "image/jpeg"].map((accept) => ({
          url: `/images/${size}.${fit}.${quality}/${NOISY_KEY}`,
          accept,
        })),
      ),
    ),
  );
  // Crops of the thumbnails make more: each test takes its own.
  const crops = Array.from({ length: 200 }, (_, index) => ({
    url: `/images/rs_250.250.c${variant}-${index}-500-500/${NOISY_KEY}`,
    accept: "image/webp",
  }));
  return (variant === "0" ? all : crops).slice(0, count);
}

/** The bytes and files under a folder. */
function folderUsage(dir: string): { bytes: number; files: string[] } {
  const files = existsSync(dir)
    ? (readdirSync(dir, { recursive: true }) as string[]).filter((file) => statSync(path.join(dir, file)).isFile())
    : [];
  return { bytes: files.reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0), files };
}

describe("the image route (SPEC section 9: rs_{w}.{h} with optional fit and quality)", () => {
  it("resizes a stored photo to the asked size, as WebP when accepted, with immutable caching", async () => {
    const response = await app.inject({
      url: "/images/rs_250.250/seed/photo-01.jpg",
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers.vary).toBe("Accept");
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([250, 250]);
    // Every spelling of a rendition is one cached file, named by the full suffix.
    expect(existsSync(path.join(dataDir, "image-cache", "rs_250.250.cover.q80", "seed", "photo-01.jpg.webp"))).toBe(
      true,
    );
  });

  it("serves JPEG to browsers that accept neither WebP nor AVIF, and honours fit and quality", async () => {
    const response = await app.inject({
      url: "/images/rs_348.348.inside.q78/seed/photo-01.jpg",
      headers: { accept: "image/jpeg" },
    });
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([348, 232]);
  });

  it("makes AVIF only at thumbnail sizes, where it is cheap, and JPEG rather than a large AVIF", async () => {
    const small = await app.inject({ url: "/images/rs_250.250/seed/photo-02.jpg", headers: { accept: "image/avif" } });
    expect(small.headers["content-type"]).toBe("image/avif");
    const large = await app.inject({ url: "/images/rs_1200.630/seed/photo-02.jpg", headers: { accept: "image/avif" } });
    expect(large.headers["content-type"]).toBe("image/jpeg");
  });

  it("applies a stored crop and rotation before resizing", async () => {
    const sizeOf = async (suffix: string) => {
      const response = await app.inject({
        url: `/images/${suffix}/seed/photo-01.jpg`,
        headers: { accept: "image/jpeg" },
      });
      const metadata = await sharp(response.rawPayload).metadata();
      return [metadata.width, metadata.height];
    };
    // photo-01.jpg is 1200 x 800: its left half is 600 x 800, which fits 348 x 348 as 261 x 348.
    expect(await sizeOf("rs_348.348.inside.c0-0-500-1000")).toEqual([261, 348]);
    // A quarter turn makes it 800 x 1200, which fits 348 x 348 as 232 x 348 ...
    expect(await sizeOf("rs_348.348.inside.r90")).toEqual([232, 348]);
    // ... and its top half, 800 x 600, fits as 348 x 261: the crop is taken after the turn.
    expect(await sizeOf("rs_348.348.inside.c0-0-1000-500.r90")).toEqual([348, 261]);
    expect((await app.inject("/images/rs_250.250.c600-0-600-1000/seed/photo-01.jpg")).statusCode).toBe(400);
  });

  it("refuses sizes and qualities no page uses, and any out-of-range number, with a 4xx and never a 500", async () => {
    for (const suffix of [
      "rs_250",
      "rs_300.300",
      "rs_251.250",
      "rs_2400.2400",
      "rs_99999.99999",
      "rs_0.10",
      "rs_-1.250",
      "rs_2147483648.250",
      "rs_1e309.250",
      "rs_250.250.stretch",
      "rs_250.250.q60",
      "rs_250.250.q100",
      "rs_250.250.q0",
      "rs_1200.800.c0-0-500-500",
    ]) {
      const response = await app.inject(`/images/${suffix}/seed/photo-01.jpg`);
      expect(response.statusCode, suffix).toBe(400);
      expect(response.json().error.code).toBe("BAD_IMAGE_SIZE");
    }
    for (const url of [
      `/images/rs_${"9".repeat(5000)}.250/seed/photo-01.jpg`,
      `/images/rs_250.250/seed/${"a".repeat(5000)}.jpg`,
      `/media/seed/${"1".repeat(5000)}.webp`,
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url.slice(0, 40)).toBeLessThan(500);
    }
    expect((await app.inject("/images/rs_250.250/seed/nothing.jpg")).statusCode).toBe(404);
    expect((await app.inject("/images/rs_250.250/seed/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
  });

  it("limits renders per address, and never cached images", async () => {
    const cached = "/images/rs_250.250/seed/photo-01.jpg";
    expect((await app.inject(cached)).statusCode).toBe(200);
    const fromHits = { remoteAddress: "203.0.113.7" };
    for (let index = 0; index < IMAGE_RENDER_RATE_LIMIT.max + 10; index++) {
      expect((await app.inject({ url: cached, ...fromHits })).statusCode).toBe(200);
    }
    expect((await app.inject({ url: "/images/rs_250.250/seed/photo-03.jpg", ...fromHits })).statusCode).toBe(200);

    // Unknown keys cost no encode but are misses like any other: they are counted.
    const fromMisses = { remoteAddress: "203.0.113.8" };
    for (let index = 0; index < IMAGE_RENDER_RATE_LIMIT.max; index++) {
      const response = await app.inject({ url: `/images/rs_250.250/seed/missing-${index}.jpg`, ...fromMisses });
      expect(response.statusCode).toBe(404);
    }
    const limited = await app.inject({ url: "/images/rs_348.348/seed/photo-03.jpg", ...fromMisses });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await app.inject({ url: cached, ...fromMisses })).statusCode).toBe(200);
  });

  it(`runs at most ${MAX_CONCURRENT_ENCODES} encode at once, refuses past a full queue, and other routes keep answering`, async () => {
    const before = encodeQueueStats();
    const requests = uncachedNoisyUrls(MAX_QUEUED_ENCODES + 8, "0");
    const idleHash = performance.now();
    await hashPassword("a quiet moment");
    const idleHashMs = performance.now() - idleHash;

    let rendering = true;
    const renders = Promise.all(
      requests.map(({ url, accept }) =>
        app.inject({ url, headers: { accept }, remoteAddress: "203.0.113.9" }).then((response) => response),
      ),
    ).finally(() => {
      rendering = false;
    });
    const healthMs: number[] = [];
    const hashMs: number[] = [];
    while (rendering) {
      if (encodeQueueStats().active === 0) {
        await sleep(5);
        continue;
      }
      const start = performance.now();
      expect((await app.inject("/api/v1/health")).statusCode).toBe(200);
      healthMs.push(performance.now() - start);
      const hashStart = performance.now();
      await hashPassword("during the renders");
      hashMs.push(performance.now() - hashStart);
    }
    const responses = await renders;
    const after = encodeQueueStats();

    const served = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(served.length + refused.length).toBe(requests.length);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers["retry-after"]).toBe("5");
    expect(refused[0]?.json().error.code).toBe("OVERLOADED");
    expect(after.refused - before.refused).toBe(refused.length);
    expect(after.started - before.started).toBe(served.length);
    expect(after.peakActive).toBe(MAX_CONCURRENT_ENCODES);
    expect(after.active).toBe(0);

    expect(healthMs.length).toBeGreaterThan(2);
    expect(Math.max(...healthMs), `health took ${healthMs.map(Math.round).join(", ")} ms`).toBeLessThan(1000);
    expect(Math.max(...hashMs), `hashes took ${hashMs.map(Math.round).join(", ")} ms`).toBeLessThan(
      Math.max(1000, idleHashMs * 5),
    );
  });

  it("drops a queued render when its caller disconnects", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const before = encodeQueueStats();
    // Enough renders ahead to keep the queue busy for about a second.
    const ahead = uncachedNoisyUrls(16, "1");
    const renders = Promise.all(ahead.map(({ url, accept }) => app.inject({ url, headers: { accept } })));
    const asked = (count: number) =>
      vi.waitFor(() => expect(encodeQueueStats().requested).toBe(before.requested + count), { interval: 1 });
    await asked(ahead.length);
    expect(encodeQueueStats().queued).toBeGreaterThan(1);

    const leaving = `/images/rs_348.348.c2-0-500-500/${NOISY_KEY}`;
    const request = httpRequest({ host: "127.0.0.1", port, path: leaving, headers: { accept: "image/webp" } });
    request.on("error", () => undefined);
    request.end();
    await asked(ahead.length + 1);
    // It waits behind the renders ahead of it when it leaves.
    expect(encodeQueueStats().queued).toBeGreaterThan(1);
    request.destroy();

    expect((await renders).every((response) => response.statusCode === 200)).toBe(true);
    const after = encodeQueueStats();
    expect(after.abandoned - before.abandoned).toBe(1);
    expect(after.started - before.started).toBe(ahead.length);
    expect(
      existsSync(path.join(dataDir, "image-cache", "rs_348.348.cover.q80.c2-0-500-500", `${NOISY_KEY}.webp`)),
    ).toBe(false);
  });

  it("serves stored clips and audio as uploaded", async () => {
    const clip = await app.inject("/media/seed/clip-01.webp");
    expect(clip.statusCode).toBe(200);
    expect(clip.headers["content-type"]).toBe("image/webp");
    const audio = await app.inject("/media/seed/track-01.wav");
    expect(audio.headers["content-type"]).toMatch(/audio\/(wav|wave|x-wav)/);
  });

  it("answers a known validator with 304 and a byte range with 206, as players and caches ask", async () => {
    const clip = await app.inject("/media/seed/clip-01.webp");
    expect(clip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(clip.headers["last-modified"]).toBeTruthy();
    const etag = clip.headers.etag as string;
    const unchanged = await app.inject({ url: "/media/seed/clip-01.webp", headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);
    const size = clip.rawPayload.length;
    const tail = await app.inject({ url: "/media/seed/clip-01.webp", headers: { range: "bytes=-10" } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers["content-range"]).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(clip.rawPayload.subarray(size - 10))).toBe(true);
    const beyond = await app.inject({ url: "/media/seed/clip-01.webp", headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect((await app.inject("/media/seed/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
  });
});

describe("the resized-image cache", () => {
  it("stays within its bound by evicting the least recently used files, as it grows and after a restart", async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), "marquee-image-cache-"));
    const maxBytes = 60_000;
    const media = createMediaService({ storage, cacheDir, cacheMaxBytes: maxBytes });
    const heroOf = (photo: number) => `seed/photo-${String(photo).padStart(2, "0")}.jpg`;
    const cachedFile = (photo: number) => path.join("rs_1200.800.inside.q80", `${heroOf(photo)}.webp`);
    const ask = async (photo: number) => {
      const result = await media.image("rs_1200.800.inside", heroOf(photo), "image/webp");
      expect(result.kind).toBe("image");
      // Files are ordered by their times: keep each step apart.
      await sleep(20);
    };

    await ask(1);
    await ask(2);
    for (let photo = 3; photo <= 12; photo++) {
      await ask(1); // a hit: photo 1 stays the most recently used
      await ask(photo);
      expect(folderUsage(cacheDir).bytes).toBeLessThanOrEqual(maxBytes);
    }
    const kept = folderUsage(cacheDir).files;
    expect(kept).toContain(cachedFile(1));
    expect(kept).not.toContain(cachedFile(2));
    expect(kept).toContain(cachedFile(12));

    // After a restart the files are still there and served without a render; a smaller bound trims them.
    const restarted = createMediaService({ storage, cacheDir, cacheMaxBytes: maxBytes / 2 });
    const startedBefore = encodeQueueStats().started;
    expect((await restarted.image("rs_1200.800.inside", heroOf(12), "image/webp")).kind).toBe("image");
    expect(encodeQueueStats().started).toBe(startedBefore);
    await restarted.image("rs_1200.800.inside", heroOf(13), "image/webp");
    expect(folderUsage(cacheDir).bytes).toBeLessThanOrEqual(maxBytes / 2);
    expect(folderUsage(cacheDir).files).toContain(cachedFile(13));
  });
});
