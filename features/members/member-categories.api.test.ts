import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { LARGE_PAGE_SIZE } from "#lib/constants.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { confirmEmail } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { tooManyCategoriesMessage } from "./members.rules.ts";

type Caller = "anonymous" | "planner" | "otherVendor" | "vendor" | "admin";

/**
 * POST /api/v1/members/{id}/categories (issue 20): a vendor chooses any service type of the catalogue,
 * sub-categories included, within their plan; keeping what they hold always succeeds; nothing they
 * did not change is dropped; and they stay in the searches of what they chose.
 */
describe("a vendor's categories", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  const sessions = {} as Record<Exclude<Caller, "anonymous">, SignedIn>;
  let memberId: number;
  const ids = {} as Record<"dj" | "weddingDj" | "partyDj" | "caricaturist" | "balloonTwister" | "magician", number>;

  async function newVendor(name: string, email: string, serviceTypeId: number): Promise<SignedIn> {
    await services.accounts.signUpMember({
      businessName: name,
      firstName: "Casey",
      email,
      serviceTypeIds: [serviceTypeId],
      cityFileName: "austin-tx",
      password: "balloons and bow ties",
    });
    await confirmEmail(database, email);
    return logIn(services, email, "balloons and bow ties");
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    const fileNames = {
      dj: "dj",
      weddingDj: "wedding-dj",
      partyDj: "party-dj",
      caricaturist: "caricaturist",
      balloonTwister: "balloon-twister",
      magician: "magician",
    } as const;
    for (const [key, fileName] of Object.entries(fileNames)) {
      const type = await services.serviceTypes.findByFileName(fileName);
      if (!type) throw new Error(`no service type ${fileName}`);
      ids[key as keyof typeof ids] = type.id;
    }
    sessions.vendor = await newVendor("Sketch and Spin", "sketch-and-spin@example.com", ids.dj);
    sessions.otherVendor = await newVendor("Someone Else's Show", "someone-else@example.com", ids.magician);
    sessions.planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    sessions.admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    memberId = parseScope(readCookie(sessions.vendor.cookie, SESSION_COOKIES.scope))?.memberId as number;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** The vendor's listing as a seeded one (or one whose plan an operator changed) holds it, written directly. */
  async function hold(serviceTypeIds: number[], primary = serviceTypeIds[0] as number) {
    await database.db.execute(sql`delete from member_service_types where member_id = ${memberId}`);
    for (const id of serviceTypeIds) {
      await database.db.execute(
        sql`insert into member_service_types (member_id, service_type_id, is_primary) values (${memberId}, ${id}, ${id === primary})`,
      );
    }
    await database.db.execute(sql`update members set primary_service_type_id = ${primary} where id = ${memberId}`);
  }

  async function held(): Promise<{ ids: number[]; primary: number }> {
    const rows = await database.db.execute<{ service_type_id: number }>(
      sql`select service_type_id from member_service_types where member_id = ${memberId} order by service_type_id`,
    );
    const member = await database.db.execute<{ primary_service_type_id: number }>(
      sql`select primary_service_type_id from members where id = ${memberId}`,
    );
    return {
      ids: rows.rows.map((row) => Number(row.service_type_id)),
      primary: Number(member.rows[0]?.primary_service_type_id),
    };
  }

  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

  function save(body: unknown, caller: Caller = "vendor", member = memberId) {
    return app.inject({
      method: "POST",
      url: `/api/v1/members/${member}/categories`,
      headers: caller === "anonymous" ? {} : { authorization: `Bearer ${sessions[caller].accessToken}` },
      payload: body as object,
    });
  }

  /** Whether the vendor is among every result of a search (all pages). */
  async function foundBy(lookup: string): Promise<boolean> {
    for (let skip = 0; ; skip += LARGE_PAGE_SIZE) {
      const response = await app.inject(`/api/v1/search/${lookup}/results?skip=${skip}&take=${LARGE_PAGE_SIZE}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { results: { memberId: number }[]; searchInfo: { totalResults: number } };
      if (body.results.some((result) => result.memberId === memberId)) return true;
      if (skip + LARGE_PAGE_SIZE >= body.searchInfo.totalResults || body.results.length === 0) return false;
    }
  }

  it("saves the sub-categories a vendor is listed in as they are, and keeps them in those searches", async () => {
    await hold([ids.weddingDj, ids.caricaturist]);
    const response = await save({
      primaryServiceTypeId: ids.weddingDj,
      serviceTypeIds: [ids.weddingDj, ids.caricaturist],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { primaryServiceTypeId: number; categories: { fileName: string }[] };
    expect(body.primaryServiceTypeId).toBe(ids.weddingDj);
    expect(body.categories.map((type) => type.fileName).sort()).toEqual(["caricaturist", "wedding-dj"]);
    expect(await held()).toEqual({ ids: sorted([ids.weddingDj, ids.caricaturist]), primary: ids.weddingDj });
    expect(await foundBy("wedding-dj-austin-tx")).toBe(true);
    expect(await foundBy("caricaturist-austin-tx")).toBe(true);
  });

  it("lets a vendor choose a sub-category, and finds them in its search at once", async () => {
    await hold([ids.dj]);
    expect(await foundBy("balloon-twister-austin-tx")).toBe(false);
    const response = await save({ primaryServiceTypeId: ids.dj, serviceTypeIds: [ids.dj, ids.balloonTwister] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await held()).toEqual({ ids: sorted([ids.dj, ids.balloonTwister]), primary: ids.dj });
    expect(await foundBy("balloon-twister-austin-tx")).toBe(true);
    expect(await foundBy("dj-austin-tx")).toBe(true);
  });

  it("refuses adding beyond the plan with the plan's message, changing nothing", async () => {
    await hold([ids.dj, ids.weddingDj]);
    const response = await save({
      primaryServiceTypeId: ids.dj,
      serviceTypeIds: [ids.dj, ids.weddingDj, ids.caricaturist],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: "TOO_MANY_CATEGORIES",
        message: tooManyCategoriesMessage("Basic"),
        fields: { serviceTypeIds: tooManyCategoriesMessage("Basic") },
      },
    });
    // A new primary category is an addition too.
    expect((await save({ primaryServiceTypeId: ids.caricaturist })).statusCode).toBe(400);
    expect(await held()).toEqual({ ids: sorted([ids.dj, ids.weddingDj]), primary: ids.dj });
  });

  it("lets a vendor over their plan's limit keep or trim what they hold, but not add", async () => {
    const four = [ids.dj, ids.weddingDj, ids.partyDj, ids.caricaturist];
    await hold(four);
    expect((await save({ primaryServiceTypeId: ids.dj, serviceTypeIds: four })).statusCode).toBe(200);
    expect((await save({ primaryServiceTypeId: ids.partyDj })).statusCode).toBe(200);
    expect(await held()).toEqual({ ids: sorted(four), primary: ids.partyDj });
    const swapped = await save({
      primaryServiceTypeId: ids.dj,
      serviceTypeIds: [ids.dj, ids.weddingDj, ids.partyDj, ids.balloonTwister],
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error.code).toBe("TOO_MANY_CATEGORIES");
    const three = await save({ primaryServiceTypeId: ids.dj, serviceTypeIds: [ids.dj, ids.weddingDj, ids.partyDj] });
    expect(three.statusCode, three.body).toBe(200);
    expect(await held()).toEqual({ ids: sorted([ids.dj, ids.weddingDj, ids.partyDj]), primary: ids.dj });
  });

  it("drops nothing the vendor did not change: a new primary alone, or a form that showed only some", async () => {
    await hold([ids.dj, ids.weddingDj]);
    const primaryOnly = await save({ primaryServiceTypeId: ids.weddingDj });
    expect(primaryOnly.statusCode, primaryOnly.body).toBe(200);
    expect(await held()).toEqual({ ids: sorted([ids.dj, ids.weddingDj]), primary: ids.weddingDj });

    // The form showed only the wedding DJ category, and the DJ one was added elsewhere meanwhile.
    const partial = await save({
      primaryServiceTypeId: ids.weddingDj,
      serviceTypeIds: [ids.weddingDj],
      shownServiceTypeIds: [ids.weddingDj],
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await held()).toEqual({ ids: sorted([ids.dj, ids.weddingDj]), primary: ids.weddingDj });

    // What the vendor unticked goes.
    const unticked = await save({
      primaryServiceTypeId: ids.weddingDj,
      serviceTypeIds: [ids.weddingDj],
      shownServiceTypeIds: [ids.weddingDj, ids.dj],
    });
    expect(unticked.statusCode).toBe(200);
    expect(await held()).toEqual({ ids: [ids.weddingDj], primary: ids.weddingDj });
  });

  it("refuses anyone but the vendor and an operator", async () => {
    await hold([ids.dj]);
    const body = { primaryServiceTypeId: ids.magician, serviceTypeIds: [ids.magician] };
    expect((await save(body, "anonymous")).statusCode).toBe(401);
    expect((await save(body, "planner")).statusCode).toBe(403);
    expect((await save(body, "otherVendor")).statusCode).toBe(403);
    expect(await held()).toEqual({ ids: [ids.dj], primary: ids.dj });
    const operator = await save({ primaryServiceTypeId: ids.dj, serviceTypeIds: [ids.dj, ids.weddingDj] }, "admin");
    expect(operator.statusCode, operator.body).toBe(200);
    expect(await held()).toEqual({ ids: sorted([ids.dj, ids.weddingDj]), primary: ids.dj });
  });

  it("answers 400 to ids that are not service types, or not ids at all, changing nothing", async () => {
    await hold([ids.dj]);
    const unknown = await save({ primaryServiceTypeId: ids.dj, serviceTypeIds: [ids.dj, 99_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: "UNKNOWN_SERVICE_TYPE",
      fields: { serviceTypeIds: "Choose your categories from the list." },
    });
    for (const body of [
      { primaryServiceTypeId: 99_999 },
      { primaryServiceTypeId: ids.dj, shownServiceTypeIds: [99_998] },
    ]) {
      expect((await save(body)).json().error.code).toBe("UNKNOWN_SERVICE_TYPE");
    }
    for (const body of [
      {},
      { serviceTypeIds: [ids.dj] },
      { primaryServiceTypeId: "dj" },
      { primaryServiceTypeId: 0 },
      { primaryServiceTypeId: ids.dj, serviceTypeIds: [ids.dj, -4] },
      { primaryServiceTypeId: ids.dj, serviceTypeIds: "1,2" },
      { primaryServiceTypeId: ids.dj, serviceTypeIds: Array.from({ length: 201 }, (_, index) => index + 1) },
    ]) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await save({ primaryServiceTypeId: ids.dj }, "admin", 2_147_483_647)).statusCode).toBe(404);
    expect(await held()).toEqual({ ids: [ids.dj], primary: ids.dj });
  });
});
