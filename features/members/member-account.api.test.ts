import { randomUUID } from "node:crypto";
import { deflateSync } from "node:zlib";
import { crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, multipartBody, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { confirmEmail } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";

type Caller = "anonymous" | "clientA" | "clientB" | "memberA" | "memberB" | "admin";
const CALLERS: Caller[] = ["anonymous", "clientA", "clientB", "memberA", "memberB", "admin"];

/** A JPEG of real pixels (noise compresses badly, so truncating it cuts into the image data). */
async function photo(width = 640, height = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A tiny PNG whose header claims 17000 x 17000 pixels: what a decompression bomb looks like. */
function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(17_000, 0);
  header.writeUInt32BE(17_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(17_001 * 4))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("the member center and client center APIs", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  const sessions = {} as Record<Exclude<Caller, "anonymous">, SignedIn>;
  let memberA: number;
  let clientA: number;
  let accountClientA: number;
  let categoryIds: number[];

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    categoryIds = (await services.serviceTypes.list({ signupOnly: true })).map((type) => type.id);
    const city = await database.db.execute<{ file_name: string }>(
      sql`select file_name from locations order by id limit 1`,
    );
    await services.accounts.signUpClient({
      firstName: "Robin",
      email: "robin@example.com",
      phone: null,
      password: "a picnic by the lake",
    });
    await services.accounts.signUpMember({
      businessName: "Second Act Magic",
      firstName: "Sam",
      email: "sam@example.com",
      serviceTypeIds: [categoryIds[0] as number],
      cityFileName: city.rows[0]?.file_name as string,
      password: "rabbits out of hats",
    });
    // Their owners follow the emailed confirmation links, then log in.
    for (const email of ["robin@example.com", "sam@example.com"]) await confirmEmail(database, email);
    sessions.clientA = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    sessions.clientB = await logIn(services, "robin@example.com", "a picnic by the lake");
    sessions.memberA = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    sessions.memberB = await logIn(services, "sam@example.com", "rabbits out of hats");
    sessions.admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const scopeA = parseScope(readCookie(sessions.clientA.cookie, SESSION_COOKIES.scope));
    clientA = scopeA?.clientId as number;
    accountClientA = scopeA?.accountId as number;
    memberA = parseScope(readCookie(sessions.memberA.cookie, SESSION_COOKIES.scope))?.memberId as number;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const headersFor = (caller: Caller): Record<string, string> =>
    caller === "anonymous" ? {} : { authorization: `Bearer ${sessions[caller].accessToken}` };

  type Call = {
    method: "GET" | "PUT" | "POST" | "DELETE";
    url: () => string;
    payload?: () => Promise<object> | object;
  };
  async function call(route: Call, caller: Caller) {
    const payload = route.payload ? await route.payload() : undefined;
    if (payload && "multipart" in payload) {
      const { payload: body, contentType } = await multipartBody(payload.multipart as FormData);
      return app.inject({
        method: route.method,
        url: route.url(),
        headers: { ...headersFor(caller), "content-type": contentType },
        payload: body,
      });
    }
    return app.inject({
      method: route.method,
      url: route.url(),
      headers: headersFor(caller),
      payload: payload as object,
    });
  }

  const OWNER_OR_ADMIN_OF_MEMBER_A = {
    anonymous: 401,
    clientA: 403,
    clientB: 403,
    memberA: 200,
    memberB: 403,
    admin: 200,
  };
  const OWNER_OR_ADMIN_OF_CLIENT_A = {
    anonymous: 401,
    clientA: 200,
    clientB: 403,
    memberA: 403,
    memberB: 403,
    admin: 200,
  };

  /** Every /api/v1 route that reads or changes an account's data, and the status each caller gets. */
  let blackoutDatesPosted = 0;
  const MATRIX: { name: string; route: Call; expected: Record<Caller, number> }[] = [
    {
      name: "GET /api/v1/members/{id} (public fields for all)",
      route: { method: "GET", url: () => `/api/v1/members/${memberA}?load=City,PrimaryServiceType` },
      expected: { anonymous: 200, clientA: 200, clientB: 200, memberA: 200, memberB: 200, admin: 200 },
    },
    {
      name: "PUT /api/v1/members/{id}",
      route: {
        method: "PUT",
        url: () => `/api/v1/members/${memberA}`,
        payload: () => ({ tagline: "Dance floors, filled." }),
      },
      expected: OWNER_OR_ADMIN_OF_MEMBER_A,
    },
    {
      name: "POST /api/v1/members/{id}/profile-photos",
      route: {
        method: "POST",
        url: () => `/api/v1/members/${memberA}/profile-photos`,
        payload: async () => {
          const form = new FormData();
          form.append("originalPhoto", new Blob([new Uint8Array(await photo())], { type: "image/jpeg" }), "me.jpg");
          return { multipart: form };
        },
      },
      expected: { ...OWNER_OR_ADMIN_OF_MEMBER_A, memberA: 201, admin: 201 },
    },
    {
      name: "GET /api/v1/members/{id}/gallery-photos",
      route: { method: "GET", url: () => `/api/v1/members/${memberA}/gallery-photos` },
      expected: OWNER_OR_ADMIN_OF_MEMBER_A,
    },
    {
      name: "POST /api/v1/members/{id}/categories",
      route: {
        method: "POST",
        url: () => `/api/v1/members/${memberA}/categories`,
        payload: () => ({ primaryServiceTypeId: categoryIds[0], serviceTypeIds: [categoryIds[0]] }),
      },
      expected: OWNER_OR_ADMIN_OF_MEMBER_A,
    },
    {
      name: "GET /api/v1/members/{id}/blackout-dates",
      route: { method: "GET", url: () => `/api/v1/members/${memberA}/blackout-dates` },
      expected: OWNER_OR_ADMIN_OF_MEMBER_A,
    },
    {
      name: "POST /api/v1/members/{id}/blackout-dates",
      route: {
        method: "POST",
        url: () => `/api/v1/members/${memberA}/blackout-dates`,
        // A day of its own for each caller let through: a repeated date is refused (409).
        payload: () => ({ date: `2031-01-${String((blackoutDatesPosted += 1) + 10)}` }),
      },
      expected: { ...OWNER_OR_ADMIN_OF_MEMBER_A, memberA: 201, admin: 201 },
    },
    {
      name: "DELETE /api/v1/members/{id}/blackout-dates/{id}",
      route: { method: "DELETE", url: () => `/api/v1/members/${memberA}/blackout-dates/999999` },
      expected: { ...OWNER_OR_ADMIN_OF_MEMBER_A, memberA: 404, admin: 404 },
    },
    {
      name: "GET /api/v1/members/{id}/calendar-entries",
      route: { method: "GET", url: () => `/api/v1/members/${memberA}/calendar-entries` },
      expected: OWNER_OR_ADMIN_OF_MEMBER_A,
    },
    {
      name: "POST /api/v1/members/{id}/calendar-entries",
      route: {
        method: "POST",
        url: () => `/api/v1/members/${memberA}/calendar-entries`,
        payload: () => ({ date: "2031-05-01", title: "Hold for the Lee wedding", status: "Hold" }),
      },
      expected: { ...OWNER_OR_ADMIN_OF_MEMBER_A, memberA: 201, admin: 201 },
    },
    {
      name: "DELETE /api/v1/members/{id}/calendar-entries/{id}",
      route: { method: "DELETE", url: () => `/api/v1/members/${memberA}/calendar-entries/999999` },
      expected: { ...OWNER_OR_ADMIN_OF_MEMBER_A, memberA: 404, admin: 404 },
    },
    {
      name: "PUT /api/v1/accounts/{id} (a wrong current password: 400 means the caller got through)",
      route: {
        method: "PUT",
        url: () => `/api/v1/accounts/${accountClientA}`,
        payload: () => ({ currentPassword: "not it", newPassword: "a long new passphrase" }),
      },
      expected: { anonymous: 401, clientA: 400, clientB: 403, memberA: 403, memberB: 403, admin: 403 },
    },
    {
      name: "GET /api/v1/client/{clientId}",
      route: { method: "GET", url: () => `/api/v1/client/${clientA}` },
      expected: OWNER_OR_ADMIN_OF_CLIENT_A,
    },
    {
      name: "PUT /api/v1/client/{clientId}",
      route: { method: "PUT", url: () => `/api/v1/client/${clientA}`, payload: () => ({ lastName: "Avery" }) },
      expected: OWNER_OR_ADMIN_OF_CLIENT_A,
    },
    {
      name: "GET /api/v1/client/{clientId}/requests",
      route: { method: "GET", url: () => `/api/v1/client/${clientA}/requests` },
      expected: OWNER_OR_ADMIN_OF_CLIENT_A,
    },
    {
      name: "GET /api/v1/accounts/me",
      route: { method: "GET", url: () => "/api/v1/accounts/me" },
      expected: { anonymous: 401, clientA: 200, clientB: 200, memberA: 200, memberB: 200, admin: 200 },
    },
  ];

  it("answers every caller of every account route with the status of its cell", async () => {
    const actual: Record<string, Record<Caller, number>> = {};
    const expected: Record<string, Record<Caller, number>> = {};
    for (const row of MATRIX) {
      expected[row.name] = row.expected;
      actual[row.name] = {} as Record<Caller, number>;
      for (const caller of CALLERS) actual[row.name]![caller] = (await call(row.route, caller)).statusCode;
    }
    expect(actual).toEqual(expected);
  });

  it("shows a vendor's private fields to the vendor and admins only", async () => {
    const url = `/api/v1/members/${memberA}?load=City`;
    for (const caller of ["anonymous", "clientA", "memberB"] as const) {
      const member = (await app.inject({ url, headers: headersFor(caller) })).json().member;
      expect(member.email).toBeUndefined();
      expect(member.phone).toBeUndefined();
    }
    for (const caller of ["memberA", "admin"] as const) {
      expect((await app.inject({ url, headers: headersFor(caller) })).json().member.email).toBe(DEMO_VENDOR.email);
    }
  });

  it("never writes protected fields through PUT (mass assignment)", async () => {
    const before = await database.db.execute(
      sql`select account_id, directory, member_level, rating_average, review_count, spotlight_id from members where id = ${memberA}`,
    );
    const response = await app.inject({
      method: "PUT",
      url: `/api/v1/members/${memberA}`,
      headers: headersFor("memberA"),
      payload: {
        id: 1,
        accountId: 1,
        directory: "taken-over",
        memberLevel: 9,
        ratingAverage: 5,
        reviewCount: 9999,
        spotlightId: 77,
        tagline: "Still us",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().member.tagline).toBe("Still us");
    const after = await database.db.execute(
      sql`select account_id, directory, member_level, rating_average, review_count, spotlight_id from members where id = ${memberA}`,
    );
    expect(after.rows).toEqual(before.rows);

    const clientBefore = await database.db.execute(sql`select account_id from clients where id = ${clientA}`);
    const clientResponse = await app.inject({
      method: "PUT",
      url: `/api/v1/client/${clientA}`,
      headers: headersFor("clientA"),
      payload: { id: 999, accountId: 1, firstName: "Jordan" },
    });
    expect(clientResponse.statusCode).toBe(200);
    expect((await database.db.execute(sql`select account_id from clients where id = ${clientA}`)).rows).toEqual(
      clientBefore.rows,
    );
  });

  async function upload(files: Record<string, { body: Buffer; name: string; type: string }>) {
    const form = new FormData();
    for (const [field, file] of Object.entries(files))
      form.append(field, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
    const { payload, contentType } = await multipartBody(form);
    return app.inject({
      method: "POST",
      url: `/api/v1/members/${memberA}/profile-photos`,
      headers: { ...headersFor("memberA"), "content-type": contentType },
      payload,
    });
  }

  it("refuses a 17000 x 17000 image, a truncated JPEG and a non-image named like an image", async () => {
    const huge = await upload({ originalPhoto: { body: hugePngHeader(), name: "huge.png", type: "image/png" } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.code).toBe("IMAGE_TOO_LARGE");

    const whole = await photo(1200, 900);
    const truncated = await upload({
      originalPhoto: { body: whole.subarray(0, Math.floor(whole.length * 0.6)), name: "cut.jpg", type: "image/jpeg" },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error.code).toBe("INVALID_IMAGE");

    const script = await upload({
      originalPhoto: { body: Buffer.from("<?php system($_GET['c']); ?>"), name: "photo.jpg", type: "image/jpeg" },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.code).toBe("INVALID_IMAGE");

    const tooBig = await upload({
      originalPhoto: { body: Buffer.alloc(16 * 1024 * 1024, 1), name: "big.jpg", type: "image/jpeg" },
    });
    expect(tooBig.statusCode).toBe(413);

    const twice = await upload({
      originalPhoto: { body: await photo(), name: "a.jpg", type: "image/jpeg" },
      other: { body: await photo(), name: "b.jpg", type: "image/jpeg" },
    });
    expect(twice.statusCode).toBe(400);
  });

  it("stores an upload re-encoded, makes it the main image and shows it on the profile and in search at once", async () => {
    const searchTile = async () =>
      (await app.inject(`/api/v1/search/members?memberIds=${memberA}`)).json().vendors[0].thumbnailUrl as string;
    const tileBefore = await searchTile();
    const square = await sharp(await photo(800, 800)).toBuffer();
    const response = await upload({
      originalPhoto: { body: await photo(1600, 1200), name: "stage.jpg", type: "image/jpeg" },
      profilePhoto: { body: square, name: "profile.jpg", type: "image/jpeg" },
      searchResultPhoto: { body: square, name: "search.jpg", type: "image/jpeg" },
    });
    expect(response.statusCode).toBe(201);
    const photoUrl: string = response.json().photo.url;
    expect(photoUrl).toMatch(/\/images\/rs_[^/]+\/members\/\d+\/[0-9a-f-]+\.jpg$/);
    const image = await app.inject({ url: photoUrl, headers: { accept: "image/jpeg" } });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe("jpeg");

    const rows = await database.db.execute<{ profile_storage_key: string; search_storage_key: string }>(
      sql`select p.profile_storage_key, p.search_storage_key from members m join member_photos p on p.id = m.main_photo_id where m.id = ${memberA}`,
    );
    const keys = rows.rows[0];
    expect(keys?.profile_storage_key).toMatch(/^members\//);
    const profile = (await app.inject(`/api/v1/profile/dj/neon-nights-dj-co`)).json().profile;
    expect(profile.mainPhotoUrl).toContain(keys?.profile_storage_key);
    const tileAfter = await searchTile();
    expect(tileAfter).not.toBe(tileBefore);
    expect(tileAfter).toContain(keys?.search_storage_key);
  });

  it("changes a vendor's categories within their plan, and their plan only when their categories fit", async () => {
    const plan = (level: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1/members/${memberA}/membership-orders`,
        headers: headersFor("memberA"),
        payload: { level, idempotencyKey: randomUUID() },
      });
    const one = await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberA}/categories`,
      headers: headersFor("memberA"),
      payload: { primaryServiceTypeId: categoryIds[0], serviceTypeIds: [] },
    });
    expect(one.json().categories).toHaveLength(1);
    const current = (await app.inject({ url: `/api/v1/members/${memberA}`, headers: headersFor("memberA") })).json()
      .member.membershipLevel;
    if (current !== "Basic") expect((await plan("Basic")).json().membership.membershipLevel).toBe("Basic");
    const tooMany = await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberA}/categories`,
      headers: headersFor("memberA"),
      payload: { primaryServiceTypeId: categoryIds[0], serviceTypeIds: categoryIds.slice(0, 4) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe("TOO_MANY_CATEGORIES");

    // Pro is paid for (the test provider in tests, decision 022).
    const pro = await plan("Pro");
    expect(pro.json().membership.membershipLevel).toBe("Pro");
    const four = await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberA}/categories`,
      headers: headersFor("memberA"),
      payload: { primaryServiceTypeId: categoryIds[1], serviceTypeIds: categoryIds.slice(0, 4) },
    });
    expect(four.statusCode).toBe(200);
    expect(four.json().categories).toHaveLength(4);
    const downgrade = await plan("Basic");
    expect(downgrade.statusCode).toBe(409);
    expect(downgrade.json().error.code).toBe("PLAN_TOO_SMALL");
  });

  it("adds and removes blackout dates and calendar entries, refusing past and repeated dates", async () => {
    const add = (date: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1/members/${memberA}/blackout-dates`,
        headers: headersFor("memberA"),
        payload: { date, reason: "Family wedding" },
      });
    expect((await add("2020-01-01")).statusCode).toBe(400);
    const created = await add("2032-02-14");
    expect(created.statusCode).toBe(201);
    expect((await add("2032-02-14")).statusCode).toBe(409);
    const shown = await app.inject(`/api/v1/profile/blackout-dates?memberId=${memberA}&year=2032&month=2`);
    expect(shown.json().blackoutDates).toContain("2032-02-14");
    const id = created.json().blackoutDate.id;
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/v1/members/${memberA}/blackout-dates/${id}`,
      headers: headersFor("memberA"),
    });
    expect(removed.statusCode).toBe(204);
    const bad = await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberA}/calendar-entries`,
      headers: headersFor("memberA"),
      payload: { date: "2032-13-01", title: "", status: "Maybe" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["date", "status", "title"]);
  });
});
