import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { generateSeedMedia } from "#db/seed/media.server.ts";
import { createLocalStorage } from "#features/media/storage.server.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";

let database: DatabaseHandle;
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(tmpdir(), "marquee-media-"));
const uploadsDir = path.join(dataDir, "uploads");

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await generateSeedMedia(createLocalStorage(uploadsDir));
  app = await buildTestApp(database, { dataDir, uploadsDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

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
    expect(
      existsSync(path.join(testConfig({ dataDir }).dataDir, "image-cache", "rs_250.250", "seed", "photo-01.jpg.webp")),
    ).toBe(true);
  });

  it("serves JPEG to browsers that accept neither WebP nor AVIF, and honours fit and quality", async () => {
    const response = await app.inject({
      url: "/images/rs_348.200.inside.q60/seed/photo-01.jpg",
      headers: { accept: "image/jpeg" },
    });
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata.width).toBeLessThanOrEqual(348);
    expect(metadata.height).toBeLessThanOrEqual(200);
  });

  it("applies a stored crop and rotation before resizing", async () => {
    // photo-01.jpg is 1200 x 800: its left half is 600 x 800, which fits 300 x 300 as 225 x 300.
    const cropped = await app.inject({
      url: "/images/rs_300.300.inside.c0-0-500-1000/seed/photo-01.jpg",
      headers: { accept: "image/jpeg" },
    });
    const croppedSize = await sharp(cropped.rawPayload).metadata();
    expect([croppedSize.width, croppedSize.height]).toEqual([225, 300]);
    // A quarter turn makes it 800 x 1200, which fits 300 x 300 as 200 x 300.
    const turned = await app.inject({
      url: "/images/rs_300.300.inside.r90/seed/photo-01.jpg",
      headers: { accept: "image/jpeg" },
    });
    const turnedSize = await sharp(turned.rawPayload).metadata();
    expect([turnedSize.width, turnedSize.height]).toEqual([200, 300]);
    expect((await app.inject("/images/rs_300.300.c600-0-600-1000/seed/photo-01.jpg")).statusCode).toBe(400);
  });

  it("refuses bad suffixes and absurd sizes with a 400, and unknown or unsafe keys with a 404", async () => {
    for (const suffix of ["rs_250", "rs_99999.99999", "rs_250.250.stretch", "rs_0.10"]) {
      const response = await app.inject(`/images/${suffix}/seed/photo-01.jpg`);
      expect(response.statusCode, suffix).toBe(400);
      expect(response.json().error.code).toBe("BAD_IMAGE_SIZE");
    }
    expect((await app.inject("/images/rs_250.250/seed/nothing.jpg")).statusCode).toBe(404);
    expect((await app.inject("/images/rs_250.250/seed/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
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
