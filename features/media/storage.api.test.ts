import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { seedDemoData } from "#features/demo-data.server.ts";
import { createServices } from "#features/services.server.ts";
import { loadConfig } from "#server/config.ts";
import { logIn, multipartBody } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createTestDatabase } from "#tests/support/database.ts";
import { type RunningS3Server, startS3Server } from "#tests/support/s3-server.ts";
import { createLocalStorage, createS3Storage, createStorage, type FileStorage } from "./storage.service.server.ts";

const S3_PORT = 4569;
let s3: RunningS3Server;

beforeAll(async () => {
  s3 = await startS3Server(S3_PORT);
});
afterAll(async () => {
  await s3?.close();
});

const backends: [string, () => FileStorage][] = [
  ["the local disk", () => createLocalStorage(mkdtempSync(path.join(tmpdir(), "marquee-storage-")))],
  ["S3-compatible object storage", () => createS3Storage(s3.settings)],
];

describe.each(backends)("the storage contract on %s", (_name, create) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = create();
  });

  it("gives back what was put, byte for byte, with its type, a validator and a date", async () => {
    const bytes = Buffer.from(Array.from({ length: 2 * 1024 * 1024 }, (_, index) => (index * 31) % 256));
    await storage.put("members/7/photo.jpg", bytes, "image/jpeg");
    const file = await storage.get("members/7/photo.jpg");
    expect(file?.body.equals(bytes)).toBe(true);
    expect(file?.contentType).toBe("image/jpeg");
    expect(file?.etag).toMatch(/^(W\/)?"[^"]+"$/);
    expect(Date.now() - (file?.lastModified.getTime() ?? 0)).toBeLessThan(60_000);
    expect(await storage.exists("members/7/photo.jpg")).toBe(true);
  });

  it("replaces a file put again under the same key, with a new validator", async () => {
    await storage.put("seed/track.wav", Buffer.from("first"), "audio/wav");
    const first = await storage.get("seed/track.wav");
    await storage.put("seed/track.wav", Buffer.from("the second take"), "audio/wav");
    const second = await storage.get("seed/track.wav");
    expect(second?.body.toString()).toBe("the second take");
    expect(second?.contentType).toBe("audio/wav");
    expect(second?.etag).not.toBe(first?.etag);
  });

  it("answers undefined for missing and unsafe keys, and refuses to write or delete unsafe ones", async () => {
    expect(await storage.get("members/7/nothing.jpg")).toBeUndefined();
    expect(await storage.exists("members/7/nothing.jpg")).toBe(false);
    for (const unsafe of ["../outside.jpg", "members/../../etc/passwd", "/etc/passwd", "members/.hidden"]) {
      expect(await storage.get(unsafe), unsafe).toBeUndefined();
      expect(await storage.exists(unsafe), unsafe).toBe(false);
      await expect(storage.put(unsafe, Buffer.from("x"), "image/jpeg"), unsafe).rejects.toThrow(/safe storage key/);
      await expect(storage.delete(unsafe), unsafe).rejects.toThrow(/safe storage key/);
    }
  });

  it("deletes a file, and deleting it again is no error", async () => {
    await storage.put("members/8/gone.jpg", Buffer.from("bye"), "image/jpeg");
    await storage.delete("members/8/gone.jpg");
    expect(await storage.get("members/8/gone.jpg")).toBeUndefined();
    expect(await storage.exists("members/8/gone.jpg")).toBe(false);
    await storage.delete("members/8/gone.jpg");
  });
});

describe("the storage configuration", () => {
  it("is the local disk by default and object storage when S3_BUCKET is set", () => {
    expect(createStorage(loadConfig({ DATA_DIR: "data/test" })).kind).toBe("local");
    const config = loadConfig({
      S3_BUCKET: "marquee-uploads",
      S3_REGION: "eu-west-1",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual({
      bucket: "marquee-uploads",
      region: "eu-west-1",
      endpoint: "http://minio:9000",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    expect(createStorage(config).kind).toBe("s3");
    expect(() => loadConfig({ S3_BUCKET: "marquee", S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
  });
});

describe("uploads and demo media on object storage, through the real routes", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), "marquee-unused-uploads-"));

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    const storage = createS3Storage(s3.settings);
    await seedDemoData(database, { vendors: 20, storage, referenceDate: new Date("2026-11-21T12:00:00Z") });
    const overrides = {
      dataDir: mkdtempSync(path.join(tmpdir(), "marquee-s3-data-")),
      uploadsDir,
      s3: s3.settings,
    };
    app = await buildTestApp(database, overrides);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("stores a vendor's photo in the bucket and serves it back resized", async () => {
    const services = createServices(testConfig({ s3: s3.settings }), database);
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const memberId = parseScope(readCookie(vendor.cookie, SESSION_COOKIES.scope))?.memberId as number;
    const form = new FormData();
    const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c0306a" } })
      .jpeg()
      .toBuffer();
    form.append("originalPhoto", new Blob([new Uint8Array(original)], { type: "image/jpeg" }), "stage.jpg");
    const { payload, contentType } = await multipartBody(form);
    const response = await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberId}/profile-photos`,
      headers: { authorization: `Bearer ${vendor.accessToken}`, "content-type": contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const storageKey = /\/(members\/\d+\/[0-9a-f-]+\.jpg)$/.exec(response.json().photo.url)?.[1] as string;
    expect(await createS3Storage(s3.settings).exists(storageKey)).toBe(true);
    expect(existsSync(path.join(uploadsDir, storageKey))).toBe(false);

    const resized = await app.inject({
      url: `/images/rs_348.348.inside/${storageKey}`,
      headers: { accept: "image/webp,*/*" },
    });
    expect(resized.statusCode).toBe(200);
    expect(resized.headers["content-type"]).toBe("image/webp");
    expect(resized.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const size = await sharp(resized.rawPayload).metadata();
    expect([size.width, size.height]).toEqual([348, 261]);
  });

  it("serves the seed's clips and audio from the bucket, with validators and byte ranges", async () => {
    const clip = await app.inject("/media/seed/clip-01.webp");
    expect(clip.statusCode).toBe(200);
    expect(clip.headers["content-type"]).toBe("image/webp");
    expect(clip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = clip.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const unchanged = await app.inject({ url: "/media/seed/clip-01.webp", headers: { "if-none-match": etag } });
    expect(unchanged.statusCode).toBe(304);
    const head = await app.inject({ url: "/media/seed/track-01.wav", headers: { range: "bytes=0-43" } });
    expect(head.statusCode).toBe(206);
    expect(head.rawPayload.subarray(0, 4).toString()).toBe("RIFF");
    expect(head.headers["content-range"]).toMatch(/^bytes 0-43\/\d+$/);
    expect((await app.inject("/media/seed/nothing.wav")).statusCode).toBe(404);
  });
});
