import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { multipartBody } from "#tests/support/accounts.ts";
import { type VendorMediaFixture, vendorMediaFixture } from "#tests/support/vendor-media.ts";
import type { GalleryPhotoDto } from "./members.schema.ts";

/** A JPEG of real pixels, its shade telling uploads apart. */
function photo(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r: shade, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();
}

describe("a vendor's gallery through the API", () => {
  let fixture: VendorMediaFixture;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let uploadsDir: string;
  let vendors: VendorMediaFixture["vendors"];

  beforeAll(async () => {
    fixture = await vendorMediaFixture("Gallery");
    ({ database, app, uploadsDir, vendors } = fixture);
  });
  afterAll(() => fixture.close());

  const auth = (vendor: keyof typeof vendors) => ({ authorization: `Bearer ${vendors[vendor].session.accessToken}` });
  const galleryUrl = (vendor: keyof typeof vendors) => `/api/v1/members/${vendors[vendor].memberId}/gallery-photos`;

  async function upload(vendor: keyof typeof vendors, body: Buffer, field = "photo") {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(body)], { type: "image/jpeg" }), "party.jpg");
    const { payload, contentType } = await multipartBody(form);
    return app.inject({
      method: "POST",
      url: galleryUrl(vendor),
      headers: { ...auth(vendor), "content-type": contentType },
      payload,
    });
  }

  async function gallery(vendor: keyof typeof vendors): Promise<GalleryPhotoDto[]> {
    return (await app.inject({ url: galleryUrl(vendor), headers: auth(vendor) })).json().photos;
  }

  it("adds photos at the end, the first as the main one; moves, captions and deletes them", async () => {
    for (const shade of [10, 120, 240]) expect((await upload("first", await photo(shade))).statusCode).toBe(201);
    const [a, b, c] = (await gallery("first")).map((entry) => entry.id) as [number, number, number];
    expect((await gallery("first")).map((entry) => entry.isMain)).toEqual([true, false, false]);

    const move = (id: number, direction: string) =>
      app.inject({
        method: "POST",
        url: `${galleryUrl("first")}/${id}/move`,
        headers: auth("first"),
        payload: { direction },
      });
    expect((await move(c, "earlier")).json().photos.map((entry: GalleryPhotoDto) => entry.id)).toEqual([a, c, b]);
    // Past either end, the order stays as it is.
    expect((await move(a, "earlier")).statusCode).toBe(200);
    expect((await move(b, "later")).statusCode).toBe(200);
    expect((await gallery("first")).map((entry) => entry.id)).toEqual([a, c, b]);

    const caption = (id: number, text: string) =>
      app.inject({
        method: "PUT",
        url: `${galleryUrl("first")}/${id}/caption`,
        headers: auth("first"),
        payload: { caption: text },
      });
    expect((await caption(c, "  First dance under the lights ")).statusCode).toBe(200);
    // The profile shows the order and the caption to everyone at once.
    const profile = (await app.inject(`/api/v1/profiles/${vendors.first.memberId}/photos?skip=0&take=10`)).json();
    expect(profile.items.map((entry: { id: number }) => entry.id)).toEqual([a, c, b]);
    expect(profile.items[1].caption).toBe("First dance under the lights");
    const phone = await caption(c, "Call 512-555-0199 to book");
    expect(phone.statusCode).toBe(400);
    expect((await caption(c, "x".repeat(151))).statusCode).toBe(400);
    expect((await caption(c, "")).json().photos[1].caption).toBeNull();

    const files = await database.db.execute<{ storage_key: string }>(
      sql`select storage_key from member_photos where id = ${a}`,
    );
    const file = path.join(uploadsDir, files.rows[0]?.storage_key as string);
    expect(existsSync(file)).toBe(true);
    const thumbnail = (await gallery("first")).find((entry) => entry.id === a)?.thumbnailUrl as string;
    expect((await app.inject({ url: thumbnail, headers: { accept: "image/webp" } })).statusCode).toBe(200);
    const removed = await app.inject({ method: "DELETE", url: `${galleryUrl("first")}/${a}`, headers: auth("first") });
    expect(removed.statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    // Its resized copies went with it: the address the pages used no longer shows the photo.
    expect((await app.inject({ url: thumbnail, headers: { accept: "image/webp" } })).statusCode).toBe(404);
    // The main photo gone, the next in order takes its place.
    expect((await gallery("first")).map((entry) => [entry.id, entry.isMain])).toEqual([
      [c, true],
      [b, false],
    ]);
    const again = await app.inject({ method: "DELETE", url: `${galleryUrl("first")}/${a}`, headers: auth("first") });
    expect(again.statusCode).toBe(404);
  });

  it("never lets a vendor touch another vendor's photo, even under their own member id", async () => {
    const [theirs] = await gallery("first");
    const id = theirs?.id as number;
    const base = `${galleryUrl("second")}/${id}`;
    const attempts = await Promise.all([
      app.inject({ method: "DELETE", url: base, headers: auth("second") }),
      app.inject({ method: "PUT", url: `${base}/caption`, headers: auth("second"), payload: { caption: "Mine now" } }),
      app.inject({ method: "POST", url: `${base}/move`, headers: auth("second"), payload: { direction: "later" } }),
      app.inject({ method: "DELETE", url: `${galleryUrl("first")}/${id}`, headers: auth("second") }),
    ]);
    expect(attempts.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 403]);
    expect((await gallery("first"))[0]).toEqual(theirs);
  });

  it("keeps to the plan's limit when uploads arrive at once", async () => {
    const { maxPhotos } = (await app.inject({ url: galleryUrl("second"), headers: auth("second") })).json();
    const answers = await Promise.all(
      Array.from({ length: maxPhotos + 4 }, async (_, index) => upload("second", await photo(index * 9))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(maxPhotos);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => answer.json().error.code)).toEqual(Array(4).fill("TOO_MANY_PHOTOS"));
    expect(await gallery("second")).toHaveLength(maxPhotos);
    // Refused uploads leave no file behind: one file per photo kept.
    const keys = await database.db.execute<{ storage_key: string }>(
      sql`select storage_key from member_photos where member_id = ${vendors.second.memberId}`,
    );
    for (const row of keys.rows) expect(existsSync(path.join(uploadsDir, row.storage_key))).toBe(true);
  });

  it("refuses what is not a photo, and ids and values outside their bounds", async () => {
    const notAnImage = await upload("first", Buffer.from("<svg onload=alert(1)>"));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().error.code).toBe("INVALID_IMAGE");
    expect((await upload("first", await photo(1), "originalPhoto")).statusCode).toBe(400);
    const json = await app.inject({ method: "POST", url: galleryUrl("first"), headers: auth("first"), payload: {} });
    expect(json.statusCode).toBe(415);
    for (const id of ["2147483648", "-1", "0", "1e3", "%EF%BC%91"]) {
      const answer = await app.inject({
        method: "POST",
        url: `${galleryUrl("first")}/${id}/move`,
        headers: auth("first"),
        payload: { direction: "later" },
      });
      expect(answer.statusCode, id).toBe(400);
    }
    const [first] = await gallery("first");
    const sideways = await app.inject({
      method: "POST",
      url: `${galleryUrl("first")}/${first?.id}/move`,
      headers: auth("first"),
      payload: { direction: "sideways" },
    });
    expect(sideways.statusCode).toBe(400);
    expect((await app.inject({ url: galleryUrl("first") })).statusCode).toBe(401);
  });
});
