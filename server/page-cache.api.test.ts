import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices } from "#features/services.server.ts";
import { logIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { deleteKeys, redisAvailable, TEST_REDIS_URL, uniqueKeyPrefix } from "#tests/support/redis.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { PAGE_CACHE_HEADER } from "./plugins/page-cache.ts";

const PROFILE = "/dj/neon-nights-dj-co";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36";
const withRedis = await redisAvailable();

/** The nonces a page's script elements carry, and the one its policy allows. */
function noncesOf(response: LightMyRequestResponse) {
  const inBody = new Set([...response.body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  const inPolicy = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
  return { inBody, inPolicy };
}

const stores = withRedis ? (["in process", "Redis"] as const) : (["in process"] as const);

// Renders pages through the production build (`npm test` builds first).
describe.each(testDatabaseKinds().flatMap((kind) => stores.map((store) => [kind, store] as const)))(
  "the anonymous page cache, on %s, kept %s",
  (kind, store) => {
    let database: DatabaseHandle;
    let apps: FastifyInstance[];
    let vendorCookie: string;
    let vendorId: number;
    const keyPrefix = uniqueKeyPrefix();

    /** Two processes of one deployment; with Redis they share the copies and the clears. */
    const startApp = (uploadsDir: string) =>
      buildTestApp(database, {
        uploadsDir,
        pageCache: { freshMs: 60_000, staleMs: 60_000 },
        redisUrl: store === "Redis" ? TEST_REDIS_URL : undefined,
        redisKeyPrefix: keyPrefix,
      });
    const get = (url: string, options: Omit<InjectOptions, "url"> = {}, app = apps[0] as FastifyInstance) =>
      app.inject({ method: "GET", url, ...options, headers: { "user-agent": BROWSER, ...options.headers } });

    beforeAll(async () => {
      const seeded = await createSeededDatabase(kind, 30);
      database = seeded.database;
      apps = [await startApp(seeded.uploadsDir), await startApp(seeded.uploadsDir)];
      const services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
      vendorCookie = (await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password)).cookie;
      const [vendor] = (
        await database.db.execute<{ id: number }>(
          sql`select m.id from members m join accounts a on a.id = m.account_id where a.email = ${DEMO_VENDOR.email}`,
        )
      ).rows;
      vendorId = vendor?.id as number;
    });
    afterAll(async () => {
      for (const app of apps ?? []) await app.close();
      await database?.close();
      if (store === "Redis") await deleteKeys(keyPrefix);
    });

    it("serves a visitor without cookies from a copy, with this answer's own nonce and request id", async () => {
      const first = await get("/articles");
      const second = await get("/articles");
      expect(first.statusCode).toBe(200);
      expect(first.headers[PAGE_CACHE_HEADER]).toBe("MISS");
      expect(second.headers[PAGE_CACHE_HEADER]).toBe("HIT");
      for (const response of [first, second]) {
        const { inBody, inPolicy } = noncesOf(response);
        expect(inBody).toEqual(new Set([inPolicy]));
        expect(response.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=60");
        expect(String(response.headers.vary)).toMatch(/Cookie/);
      }
      expect(noncesOf(second).inPolicy).not.toBe(noncesOf(first).inPolicy);
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
      const policy = noncesOf(first).inPolicy as string;
      expect(second.body.replaceAll(noncesOf(second).inPolicy as string, policy)).toBe(first.body);
    });

    it("answers a browser that takes gzip with the copy compressed around its own nonce", async () => {
      const url = "/search/band-new-york-city-ny";
      const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
      const rendered = await get(url, { headers });
      const copies = [await get(url, { headers }), await get(url, { headers })];
      expect(rendered.headers[PAGE_CACHE_HEADER]).toBe("MISS");
      for (const copy of copies) {
        expect(copy.headers[PAGE_CACHE_HEADER]).toBe("HIT");
        expect(copy.headers["content-encoding"]).toBe("gzip");
        expect(String(copy.headers.vary)).toBe("Cookie, Accept-Encoding");
        const page = gunzipSync(copy.rawPayload).toString();
        const nonce = noncesOf(copy).inPolicy as string;
        expect(page).toContain(`nonce="${nonce}"`);
        expect(page.replaceAll(nonce, "N")).toBe(
          gunzipSync(copies[0]?.rawPayload as Buffer)
            .toString()
            .replaceAll(noncesOf(copies[0] as LightMyRequestResponse).inPolicy as string, "N"),
        );
      }
      const plain = await get(url);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.replaceAll(noncesOf(plain).inPolicy as string, "N")).toBe(
        gunzipSync(copies[1]?.rawPayload as Buffer)
          .toString()
          .replaceAll(noncesOf(copies[1] as LightMyRequestResponse).inPolicy as string, "N"),
      );
    });

    it("never serves a copy to a visitor with a cookie, and never keeps the page rendered for one", async () => {
      const url = "/themes";
      for (const cookie of [vendorCookie, "marquee_consent=analytics", "anything=1"]) {
        const response = await get(url, { headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers[PAGE_CACHE_HEADER]).toBeUndefined();
        expect(response.headers["cache-control"]).toBe("private, no-cache");
      }
      // The signed-in vendor's page was not kept: the first visitor without cookies renders their own.
      expect((await get(url)).headers[PAGE_CACHE_HEADER]).toBe("MISS");
      expect((await get(url)).headers[PAGE_CACHE_HEADER]).toBe("HIT");
      const signedIn = await get(url, { headers: { cookie: vendorCookie } });
      expect(signedIn.headers[PAGE_CACHE_HEADER]).toBeUndefined();
      expect(signedIn.body).toContain("Keiko");
      expect((await get(url)).body).not.toContain("Keiko");
    });

    it("keeps only whole pages that set no cookie: not a missing page, not the forms' pages", async () => {
      for (const url of ["/search/dj-nowhere-zz", "/no-such-vendor/at-all", "/login", "/signup/planner"]) {
        await get(url);
        expect((await get(url)).headers[PAGE_CACHE_HEADER], url).not.toBe("HIT");
      }
      expect((await get(`${PROFILE}.data`)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
    });

    it("drops every copy at once when a vendor edits their listing, in every process", async () => {
      await get(PROFILE);
      expect((await get(PROFILE)).headers[PAGE_CACHE_HEADER]).toBe("HIT");
      const tagline = `Fresh tagline for ${kind} kept ${store}`;
      // The edit goes through the other process.
      const edit = await (apps[1] as FastifyInstance).inject({
        method: "PUT",
        url: `/api/v1/members/${vendorId}`,
        headers: { cookie: vendorCookie },
        payload: { tagline },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      // In process, each process keeps and clears its own copies; with Redis they share them.
      const other = store === "Redis" ? apps[0] : apps[1];
      const after = await get(PROFILE, {}, other);
      expect(after.headers[PAGE_CACHE_HEADER]).toBe("MISS");
      expect(after.body).toContain(tagline);
    });

    it("counts a view of a profile for each visitor, from a copy as from a render", async () => {
      const countViews = async () =>
        Number(
          (
            await database.db.execute<{ views: number }>(
              sql`select count(*)::int as views from search_hits where member_id = ${vendorId} and hit_type = 'Profile'`,
            )
          ).rows[0]?.views,
        );
      const before = await countViews();
      const answers = [];
      for (const remoteAddress of ["198.51.100.71", "198.51.100.72", "198.51.100.73"])
        answers.push((await get(PROFILE, { remoteAddress })).headers[PAGE_CACHE_HEADER]);
      expect(answers).toContain("HIT");
      expect(await countViews()).toBe(before + 3);
    });

    if (store === "in process")
      it("serves a stale copy while one request renders the page again", async () => {
        const app = await buildTestApp(database, { pageCache: { freshMs: 200, staleMs: 60_000 } });
        try {
          const load = () => app.inject({ method: "GET", url: "/events" });
          expect((await load()).headers[PAGE_CACHE_HEADER]).toBe("MISS");
          expect((await load()).headers[PAGE_CACHE_HEADER]).toBe("HIT");
          await new Promise((resolve) => setTimeout(resolve, 250));
          const states = (await Promise.all([load(), load(), load()])).map(
            (response) => response.headers[PAGE_CACHE_HEADER],
          );
          expect(states.sort()).toEqual(["MISS", "STALE", "STALE"]);
          expect((await load()).headers[PAGE_CACHE_HEADER]).toBe("HIT");
        } finally {
          await app.close();
        }
      });
  },
);
