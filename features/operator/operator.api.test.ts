import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor, TEST_PASSWORD } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { LeadDto } from "#features/marketplace/marketplace.schema.ts";
import { APPROVAL_QUEUE_SHOWN } from "./operator.rules.ts";
import type { AccountDetailDto, ApprovalQueueDto } from "./operator.schema.ts";

/** The operator console's accounts section (issue 21, decision 031) through the API its pages share a service with. */

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabaseKinds())("the operator's accounts section on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let admin: SignedIn;
  let djId: number;

  type Caller = SignedIn | null;
  const call = (caller: Caller, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const detail = async (accountId: number) =>
    (await call(admin, "GET", `/api/v1/admin/accounts/${accountId}`)).json() as AccountDetailDto;
  const inSearch = async (memberId: number) => {
    const response = await call(null, "GET", "/api/v1/search/dj-austin-tx/results?take=220&sort=3");
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { results: { memberId: number }[] }).results.some((item) => item.memberId === memberId);
  };
  const suggested = async (name: string) => {
    const response = await call(null, "GET", `/api/v1/members/autocomplete?startsWith=${encodeURIComponent(name)}`);
    return (response.json() as { members: { name: string }[] }).members.some((member) => member.name === name);
  };
  const profileAnswer = async (accountId: number) =>
    call(null, "GET", `/api/v1/profile${(await detail(accountId)).vendor?.profilePath}`);
  const profileStatus = async (accountId: number) => (await profileAnswer(accountId)).statusCode;
  const notices = async (kindOf: string, email: string) =>
    (
      await database.db.execute<{ subject: string; body: string }>(
        sql`select subject, body from notifications where kind = ${kindOf} and recipient_email = ${email} order by id`,
      )
    ).rows;
  const audits = async (action: string, subjectAccountId: number) =>
    (
      await database.db.execute<{ id: number }>(
        sql`select id from audit_events where action = ${action} and subject_account_id = ${subjectAccountId}`,
      )
    ).rows.length;

  /** A vendor quoted by a planner who saved them, the quote booked, and a second open quote. */
  async function bookedVendor(tag: string) {
    const vendorEmail = `${tag}-vendor@operator.example.test`;
    const plannerEmail = `${tag}-planner@operator.example.test`;
    const vendor = await newVendor(services, database, {
      name: `Operator ${tag} Sound`,
      email: vendorEmail,
      serviceTypeIds: [djId],
    });
    const planner = await newPlanner(services, database, { firstName: "Jordan", email: plannerEmail });
    const saved = await call(
      planner.session,
      "PUT",
      `/api/v1/client/${planner.clientId}/favorites/${vendor.memberId}`,
      {},
    );
    expect(saved.statusCode, saved.body).toBe(204);
    const quoteFor = async (eventDate: string) => {
      const request = await call(planner.session, "POST", "/api/v1/requests", {
        eventType: "Wedding reception",
        eventDate,
        startTime: "18:00",
        durationMinutes: 300,
        cityFileName: "austin-tx",
        guestCount: 120,
        budget: "2000",
        serviceTypeIds: [djId],
        details: "A June wedding reception in a garden, dancing from eight until late at night.",
        toFavorites: true,
        clientToken: randomUUID(),
      });
      expect(request.statusCode, request.body).toBe(201);
      const requestId = (request.json() as { requestId: number }).requestId;
      const quoted = await call(vendor.session, "POST", `/api/v1/members/${vendor.memberId}/leads/${requestId}/quote`, {
        total: "1500",
        deposit: "0",
        included: "Five hours of music, lights and a wireless microphone.",
        cancellationPolicy: "moderate",
        expiresOn: daysAhead(20),
      });
      expect(quoted.statusCode, quoted.body).toBe(201);
      return (quoted.json() as LeadDto).quote?.id as number;
    };
    const bookedQuote = await quoteFor(daysAhead(40));
    const accepted = await call(planner.session, "POST", `/api/v1/quotes/${bookedQuote}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const openQuote = await quoteFor(daysAhead(50));
    return { vendor, planner, vendorEmail, plannerEmail, openQuote, bookedQuote };
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 60);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
  }, 600_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers every route to administrators only: 401 for visitors, 403 for planners and vendors", async () => {
    const vendor = await newVendor(services, database, {
      name: "Access Matrix Beats",
      email: "matrix-vendor@operator.example.test",
      serviceTypeIds: [djId],
    });
    const planner = await newPlanner(services, database, {
      firstName: "Riley",
      email: "matrix-planner@operator.example.test",
    });
    const routes: [method: "GET" | "POST" | "PUT", url: string, body?: unknown][] = [
      ["GET", "/api/v1/admin/accounts?q=matrix"],
      ["GET", `/api/v1/admin/accounts/${vendor.accountId}`],
      ["POST", `/api/v1/admin/accounts/${vendor.accountId}/suspend`, { reason: "Testing access" }],
      ["POST", `/api/v1/admin/accounts/${vendor.accountId}/restore`, {}],
      ["GET", "/api/v1/admin/settings/vendor-approval"],
      ["PUT", "/api/v1/admin/settings/vendor-approval", { required: false }],
      ["GET", "/api/v1/admin/approvals"],
      ["POST", `/api/v1/admin/approvals/${vendor.memberId}/approve`, {}],
      ["POST", `/api/v1/admin/approvals/${vendor.memberId}/decline`, { reason: "Testing access" }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(planner.session, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(vendor.session, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing the refused callers sent changed anything.
    expect((await detail(vendor.accountId)).suspendedAt).toBeNull();
    for (const [method, url, body] of routes.filter(([method]) => method === "GET")) {
      expect((await call(admin, method, url, body)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it("finds vendors and planners by name, email, city and id, a page at a time", async () => {
    const vendor = await newVendor(services, database, {
      name: "Findable Frequencies",
      email: "findable@operator.example.test",
      serviceTypeIds: [djId],
    });
    const planner = await newPlanner(services, database, {
      firstName: "Quinlan",
      email: "quinlan@operator.example.test",
    });
    const search = async (query: string) => {
      const response = await call(admin, "GET", `/api/v1/admin/accounts?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { accounts: { accountId: number; kind: string; city: string | null }[]; total: number };
    };
    expect((await search("q=findable%20freq")).accounts.map((row) => row.accountId)).toEqual([vendor.accountId]);
    expect((await search("q=FINDABLE@operator")).accounts.map((row) => row.accountId)).toEqual([vendor.accountId]);
    expect((await search(`q=${vendor.memberId}&kind=vendor`)).accounts.map((row) => row.accountId)).toContain(
      vendor.accountId,
    );
    expect((await search(`q=${planner.accountId}&kind=planner`)).accounts).toEqual([
      expect.objectContaining({ accountId: planner.accountId, kind: "planner", city: null }),
    ]);
    expect((await search("q=quinlan&kind=vendor")).accounts).toEqual([]);
    const austin = await search("q=austin&kind=vendor");
    expect(austin.accounts.every((row) => row.city?.startsWith("Austin"))).toBe(true);
    expect(austin.accounts.map((row) => row.accountId)).toContain(vendor.accountId);
    const everyone = await search("");
    expect(everyone.accounts.length).toBeLessThanOrEqual(25);
    const past = await search(`page=${Math.ceil(everyone.total / 25) + 1}`);
    expect(past).toMatchObject({ accounts: [], total: everyone.total });
    // Wildcards are matched as themselves.
    expect((await search("q=%25")).accounts).toEqual([]);
    for (const bad of ["page=0", "page=10001", "page=1.5", "kind=admin", `q=${"x".repeat(201)}`]) {
      expect((await call(admin, "GET", `/api/v1/admin/accounts?${bad}`)).statusCode, bad).toBe(400);
    }
    for (const bad of ["0", "abc", "99999999999", "2147483647"]) {
      expect((await call(admin, "GET", `/api/v1/admin/accounts/${bad}`)).statusCode, bad).toBe(
        bad === "2147483647" ? 404 : 400,
      );
    }
    // An administrator's own account is not one the console shows or suspends.
    const me = (await call(admin, "GET", "/api/v1/accounts/me")).json() as { account: { id: number } };
    expect((await call(admin, "GET", `/api/v1/admin/accounts/${me.account.id}`)).statusCode).toBe(404);
    expect(
      (await call(admin, "POST", `/api/v1/admin/accounts/${me.account.id}/suspend`, { reason: "No" })).statusCode,
    ).toBe(404);
  });

  it("suspends a vendor in one go and restores them, quotes staying withdrawn", async () => {
    const { vendor, vendorEmail, plannerEmail, planner, openQuote, bookedQuote } = await bookedVendor("suspend");
    const before = await detail(vendor.accountId);
    expect(before.vendor).toMatchObject({ listingStatus: "live", openQuoteCount: 1, categories: ["DJ"] });
    expect(before.vendor?.bookings).toHaveLength(1);
    expect(await inSearch(vendor.memberId)).toBe(true);
    expect(await suggested("Operator suspend Sound")).toBe(true);

    expect(
      (await call(admin, "POST", `/api/v1/admin/accounts/${vendor.accountId}/suspend`, { reason: "  " })).statusCode,
    ).toBe(400);
    const suspended = await call(admin, "POST", `/api/v1/admin/accounts/${vendor.accountId}/suspend`, {
      reason: "Fake reviews",
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ changed: true, withdrawnQuoteCount: 1, notifiedPlannerCount: 1 });
    const after = await detail(vendor.accountId);
    expect(after).toMatchObject({
      suspendedReason: "Fake reviews",
      vendor: { listingStatus: "suspended", openQuoteCount: 0 },
    });

    // Cannot log in, and the tokens it had stop working.
    await expect(logIn(services, vendorEmail, TEST_PASSWORD)).rejects.toMatchObject({ code: "ACCOUNT_SUSPENDED" });
    expect((await call(vendor.session, "GET", "/api/v1/accounts/me")).statusCode).toBe(401);
    expect((await services.sessions.refresh(vendor.session.refreshToken)).ok).toBe(false);
    // Gone from search, suggestions and the public reads; the profile says it is gone.
    expect(await inSearch(vendor.memberId)).toBe(false);
    expect(await suggested("Operator suspend Sound")).toBe(false);
    const gone = await profileAnswer(vendor.accountId);
    expect(gone.statusCode).toBe(410);
    // A browser would otherwise keep the 410 after the suspension is lifted.
    expect(gone.headers["cache-control"]).toBe("no-cache");
    expect((await call(null, "GET", `/api/v1/members/${vendor.memberId}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/api/v1/profiles/${vendor.memberId}/feedback`)).statusCode).toBe(404);
    // Its open quote is withdrawn, the booked one stays, and the planner who booked them is told.
    const quotes = await database.db.execute<{ id: number; status: string }>(
      sql`select id, status from quotes where id in (${openQuote}, ${bookedQuote}) order by id`,
    );
    expect(quotes.rows.map((row) => row.status)).toEqual(["accepted", "withdrawn"]);
    const told = await notices("vendor_suspended", plannerEmail);
    expect(told).toHaveLength(1);
    expect(told[0]?.subject).toBe("Operator suspend Sound is no longer listed on Marquee");
    expect(await audits("account.suspended", vendor.accountId)).toBe(1);
    // Asked by name, the vendor is refused.
    const asked = await call(planner.session, "POST", "/api/v1/requests", {
      eventType: "Birthday party",
      eventDate: daysAhead(60),
      startTime: "18:00",
      durationMinutes: 240,
      cityFileName: "austin-tx",
      guestCount: 40,
      serviceTypeIds: [djId],
      details: "A fortieth birthday party in the back garden with dancing until late.",
      memberId: vendor.memberId,
      clientToken: randomUUID(),
    });
    expect(asked.statusCode, asked.body).toBeGreaterThanOrEqual(400);
    expect(asked.statusCode).toBeLessThan(500);

    // Suspending again changes nothing and records nothing more.
    const again = await call(admin, "POST", `/api/v1/admin/accounts/${vendor.accountId}/suspend`, { reason: "Again" });
    expect(again.json()).toMatchObject({ changed: false, withdrawnQuoteCount: 0 });
    expect(await audits("account.suspended", vendor.accountId)).toBe(1);

    const restored = await call(admin, "POST", `/api/v1/admin/accounts/${vendor.accountId}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      changed: true,
      account: { suspendedAt: null, vendor: { listingStatus: "live" } },
    });
    expect(await inSearch(vendor.memberId)).toBe(true);
    expect(await suggested("Operator suspend Sound")).toBe(true);
    expect(await profileStatus(vendor.accountId)).toBe(200);
    const back = await logIn(services, vendorEmail, TEST_PASSWORD);
    expect((await call(back, "GET", "/api/v1/accounts/me")).statusCode).toBe(200);
    const stillWithdrawn = await database.db.execute<{ status: string }>(
      sql`select status from quotes where id = ${openQuote}`,
    );
    expect(stillWithdrawn.rows[0]?.status).toBe("withdrawn");
    expect((await call(admin, "POST", `/api/v1/admin/accounts/${vendor.accountId}/restore`, {})).json()).toMatchObject({
      changed: false,
    });
    expect(await audits("account.restored", vendor.accountId)).toBe(1);
  });

  it("suspends once when two operators suspend at the same moment, and stops a planner acting", async () => {
    const planner = await newPlanner(services, database, {
      firstName: "Avery",
      email: "parallel@operator.example.test",
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call(admin, "POST", `/api/v1/admin/accounts/${planner.accountId}/suspend`, { reason: "Abusive messages" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => (answer.json() as { changed: boolean }).changed)).toHaveLength(1);
    expect(await audits("account.suspended", planner.accountId)).toBe(1);
    expect((await call(planner.session, "GET", `/api/v1/client/${planner.clientId}/requests`)).statusCode).toBe(401);
    expect((await detail(planner.accountId)).planner).toMatchObject({ clientId: planner.clientId, name: "Avery" });
  });

  it("holds new listings for approval while the setting asks, and approves or declines them", async () => {
    const setting = async (required: boolean) => {
      const response = await call(admin, "PUT", "/api/v1/admin/settings/vendor-approval", { required });
      expect(response.statusCode, response.body).toBe(200);
    };
    expect((await call(admin, "PUT", "/api/v1/admin/settings/vendor-approval", { required: "yes" })).statusCode).toBe(
      400,
    );
    await setting(true);
    expect((await call(admin, "GET", "/api/v1/admin/settings/vendor-approval")).json()).toEqual({ required: true });
    const waiting = await newVendor(services, database, {
      name: "Patient Party Sounds",
      email: "patient@operator.example.test",
      serviceTypeIds: [djId],
    });
    const doubtful = await newVendor(services, database, {
      name: "Doubtful Disco",
      email: "doubtful@operator.example.test",
      serviceTypeIds: [djId],
    });
    await setting(false);
    const immediate = await newVendor(services, database, {
      name: "Immediate Beats",
      email: "immediate@operator.example.test",
      serviceTypeIds: [djId],
    });
    expect((await detail(immediate.accountId)).vendor?.listingStatus).toBe("live");
    expect((await detail(waiting.accountId)).vendor?.listingStatus).toBe("awaiting_approval");
    expect(await inSearch(waiting.memberId)).toBe(false);
    expect(await profileStatus(waiting.accountId)).toBe(404);
    // The vendor's own center still answers while they wait.
    expect((await call(waiting.session, "GET", `/api/v1/members/${waiting.memberId}`)).statusCode).toBe(200);

    const queue = (await call(admin, "GET", "/api/v1/admin/approvals")).json() as ApprovalQueueDto;
    expect(queue.listings.map((listing) => listing.memberId)).toEqual([waiting.memberId, doubtful.memberId]);
    expect(queue.waitingCount).toBe(2);

    const approved = await call(admin, "POST", `/api/v1/admin/approvals/${waiting.memberId}/approve`, {});
    expect(approved.json()).toEqual({ memberId: waiting.memberId, listingStatus: "live", changed: true });
    expect((await call(admin, "POST", `/api/v1/admin/approvals/${waiting.memberId}/approve`, {})).json()).toMatchObject(
      {
        changed: false,
      },
    );
    expect(await inSearch(waiting.memberId)).toBe(true);
    expect(await notices("listing_approved", "patient@operator.example.test")).toHaveLength(1);

    expect((await call(admin, "POST", `/api/v1/admin/approvals/${doubtful.memberId}/decline`, {})).statusCode).toBe(
      400,
    );
    const declined = await call(admin, "POST", `/api/v1/admin/approvals/${doubtful.memberId}/decline`, {
      reason: "The photos are of another business.",
    });
    expect(declined.json()).toMatchObject({ listingStatus: "declined", changed: true });
    const [declineNotice] = await notices("listing_declined", "doubtful@operator.example.test");
    expect(declineNotice?.body).toContain("The photos are of another business.");
    expect(await profileStatus(doubtful.accountId)).toBe(404);
    const late = await call(admin, "POST", `/api/v1/admin/approvals/${doubtful.memberId}/approve`, {});
    expect(late.statusCode).toBe(409);
    expect((await call(admin, "POST", "/api/v1/admin/approvals/2147483647/approve", {})).statusCode).toBe(404);
    expect((await call(admin, "POST", "/api/v1/admin/approvals/0/approve", {})).statusCode).toBe(400);
    expect((await call(admin, "GET", "/api/v1/admin/approvals")).json()).toEqual({ listings: [], waitingCount: 0 });
    const audited = await database.db.execute<{ action: string }>(
      sql`select action from audit_events where record_type in ('member', 'marketplace_setting') order by id`,
    );
    expect(audited.rows.map((row) => row.action)).toEqual([
      "setting.updated",
      "setting.updated",
      "listing.approved",
      "listing.declined",
    ]);
  });

  it("shows the oldest listings of a long queue, and says how many wait in all", async () => {
    const waitingCount = APPROVAL_QUEUE_SHOWN + 7;
    const held = await database.db.execute<{ id: number }>(sql`
      update members set listing_status = 'awaiting_approval'
      where id in (select id from members where listing_status = 'live' order by id limit ${waitingCount})
      returning id`);
    try {
      const queue = (await call(admin, "GET", "/api/v1/admin/approvals")).json() as ApprovalQueueDto;
      expect(queue.waitingCount).toBe(waitingCount);
      expect(queue.listings).toHaveLength(APPROVAL_QUEUE_SHOWN);
      const created = queue.listings.map((listing) => listing.createdAt);
      expect(created).toEqual([...created].sort());
    } finally {
      const ids = held.rows.map((row) => row.id);
      await database.db.execute(
        sql`update members set listing_status = 'live' where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
  });
});
