import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER } from "#db/seed/seed.server.ts";
import { MEMBERSHIP_PLANS } from "./members.rules.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { loadConfig } from "#server/config.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newVendor, type Person } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import type { MembershipDto, MembershipOrderDto, OperatorMembershipOrderDto } from "./members.schema.ts";

type Vendor = Person & { memberId: number };
const PREMIUM_CENTS = MEMBERSHIP_PLANS.find((plan) => plan.level === "Premium")?.priceCentsPerMonth as number;
const PRO_CENTS = MEMBERSHIP_PLANS.find((plan) => plan.level === "Pro")?.priceCentsPerMonth as number;

describe("the payment provider of paid plans", () => {
  const base = { DATA_DIR: "data/test" };
  it("is the test one outside production, and in production only when PAYMENT_PROVIDER says so", () => {
    expect(loadConfig({ ...base, NODE_ENV: "development" }).paymentProvider).toBe("test");
    expect(loadConfig({ ...base, NODE_ENV: "test" }).paymentProvider).toBe("test");
    expect(loadConfig({ ...base, NODE_ENV: "test", PAYMENT_PROVIDER: "none" }).paymentProvider).toBeNull();
    const production = { ...base, NODE_ENV: "production", ADDRESS_HASH_SECRET: "x".repeat(40) } as const;
    expect(loadConfig(production).paymentProvider).toBeNull();
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: "test" }).paymentProvider).toBe("test");
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER/);
  });
});

/** Issue 18, point 5 (decision 022): plans are paid for, asked for, or free (Basic), never written directly. */
describe.each(testDatabaseKinds())("membership orders on %s", (kind) => {
  let database: DatabaseHandle;
  /** The test payment provider is configured. */
  let paying: FastifyInstance;
  /** No payment provider: operators decide upgrades. */
  let asking: FastifyInstance;
  let services: Services;
  let admin: SignedIn;
  let planner: SignedIn;
  let djId: number;
  let run = 0;

  const call = (
    app: FastifyInstance,
    caller: SignedIn | null,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const order = (app: FastifyInstance, vendor: Vendor, level: string, idempotencyKey: string = randomUUID()) =>
    call(app, vendor.session, "POST", `/api/v1/members/${vendor.memberId}/membership-orders`, {
      level,
      idempotencyKey,
    });
  const levelOf = async (memberId: number) =>
    (
      await database.db.execute<{ level: string }>(
        sql`select membership_level as level from members where id = ${memberId}`,
      )
    ).rows[0]?.level;
  const ordersOf = async (memberId: number) =>
    (
      await database.db.execute<{ status: string; level: string; amount_cents: number; provider: string | null }>(
        sql`select status, level, amount_cents, provider from membership_orders where member_id = ${memberId} order by id`,
      )
    ).rows;
  const vendor = async (name: string): Promise<Vendor> =>
    newVendor(services, database, {
      name: `${name} ${kind}`,
      email: `${name.toLowerCase().replaceAll(" ", "-")}-${kind}-${(run += 1)}@example.test`,
      serviceTypeIds: [djId],
    });

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 40);
    database = seeded.database;
    paying = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    asking = await buildTestApp(database, { uploadsDir: seeded.uploadsDir, paymentProvider: null });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
  });
  afterAll(async () => {
    await paying.close();
    await asking.close();
    await database.close();
  });

  it("ignores membershipLevel in the listing update, like every other read-only field", async () => {
    const free = await vendor("Free Premium Attempt");
    const update = await call(paying, free.session, "PUT", `/api/v1/members/${free.memberId}`, {
      membershipLevel: "Premium",
      tagline: "Dance all night",
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ member: { membershipLevel: "Basic", tagline: "Dance all night" } });
    expect(await levelOf(free.memberId)).toBe("Basic");
    expect(await ordersOf(free.memberId)).toEqual([]);
  });

  it("charges a paid plan through the test provider and applies it once paid", async () => {
    const upgrading = await vendor("Paid Upgrade");
    const before = (
      await call(paying, upgrading.session, "GET", `/api/v1/members/${upgrading.memberId}/membership`)
    ).json() as MembershipDto;
    expect(before).toMatchObject({ membershipLevel: "Basic", paymentMode: "test", pendingOrder: null, orders: [] });

    const key = randomUUID();
    const paid = await order(paying, upgrading, "Premium", key);
    expect(paid.statusCode, paid.body).toBe(201);
    const answer = paid.json() as { order: MembershipOrderDto; membership: MembershipDto };
    expect(answer.order).toMatchObject({
      level: "Premium",
      amountCents: PREMIUM_CENTS,
      status: "paid",
      provider: "test",
      reference: expect.stringMatching(/^test_ch_/),
    });
    expect(answer.membership.membershipLevel).toBe("Premium");
    expect(await levelOf(upgrading.memberId)).toBe("Premium");

    // The same key answers the same order, never a second charge; another plan with it is refused.
    const again = await order(paying, upgrading, "Premium", key);
    expect(again.statusCode).toBe(200);
    expect((again.json() as { order: MembershipOrderDto }).order.id).toBe(answer.order.id);
    const reused = await order(paying, upgrading, "Pro", key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { code: "IDEMPOTENCY_KEY_REUSED" } });
    const same = await order(paying, upgrading, "Premium");
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ error: { code: "SAME_PLAN", message: "You're already on the Premium plan." } });

    // Premium to Pro is a paid plan too; Basic is free and the vendor's own choice.
    expect((await order(paying, upgrading, "Pro")).json()).toMatchObject({
      order: { status: "paid", amountCents: PRO_CENTS },
    });
    const basic = await order(paying, upgrading, "Basic");
    expect(basic.statusCode).toBe(201);
    expect(basic.json()).toMatchObject({ order: { status: "paid", amountCents: 0, provider: null } });
    expect(await ordersOf(upgrading.memberId)).toEqual([
      { status: "paid", level: "Premium", amount_cents: PREMIUM_CENTS, provider: "test" },
      { status: "paid", level: "Pro", amount_cents: PRO_CENTS, provider: "test" },
      { status: "paid", level: "Basic", amount_cents: 0, provider: null },
    ]);
  });

  it("charges once for parallel upgrades, with one key or many", async () => {
    const racing = await vendor("Racing Upgrade");
    const key = randomUUID();
    const sameKey = await Promise.all(Array.from({ length: 6 }, () => order(paying, racing, "Premium", key)));
    expect(sameKey.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(sameKey.map((response) => (response.json() as { order: { id: number } }).order.id)).size).toBe(1);

    const other = await vendor("Racing Keys");
    const manyKeys = await Promise.all(Array.from({ length: 6 }, () => order(paying, other, "Premium")));
    expect(manyKeys.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const memberId of [racing.memberId, other.memberId]) {
      expect(await ordersOf(memberId)).toEqual([
        { status: "paid", level: "Premium", amount_cents: PREMIUM_CENTS, provider: "test" },
      ]);
      expect(await levelOf(memberId)).toBe("Premium");
    }
  });

  it("refuses a plan the vendor's categories do not fit, before any charge", async () => {
    const crowded = await vendor("Crowded Categories");
    const types = (await services.serviceTypes.list({ signupOnly: true })).map((type) => type.id);
    expect((await order(paying, crowded, "Premium")).statusCode).toBe(201);
    const categories = await call(paying, crowded.session, "POST", `/api/v1/members/${crowded.memberId}/categories`, {
      primaryServiceTypeId: djId,
      serviceTypeIds: types.filter((id) => id !== djId).slice(0, 5),
    });
    expect(categories.statusCode, categories.body).toBe(200);
    const pro = await order(paying, crowded, "Pro");
    expect(pro.statusCode).toBe(409);
    expect(pro.json()).toMatchObject({ error: { code: "PLAN_TOO_SMALL" } });
    expect((await order(paying, crowded, "Basic")).statusCode).toBe(409);
    expect(await levelOf(crowded.memberId)).toBe("Premium");
    expect(await ordersOf(crowded.memberId)).toHaveLength(1);
  });

  it("lets only the vendor order, and only the vendor or an operator read the plan", async () => {
    const owner = await vendor("Owner Only");
    const stranger = await vendor("Someone Else");
    const url = `/api/v1/members/${owner.memberId}/membership-orders`;
    const body = { level: "Premium", idempotencyKey: randomUUID() };
    expect((await call(paying, stranger.session, "POST", url, body)).statusCode).toBe(403);
    expect((await call(paying, planner, "POST", url, body)).statusCode).toBe(403);
    const operator = await call(paying, admin, "POST", url, body);
    expect(operator.statusCode).toBe(403);
    expect(operator.json()).toMatchObject({ error: { message: expect.stringContaining("Only the vendor") } });
    expect((await call(paying, null, "POST", url, body)).statusCode).toBe(401);
    expect(
      (await call(paying, owner.session, "POST", url, { level: "Gold", idempotencyKey: randomUUID() })).statusCode,
    ).toBe(400);
    expect((await call(paying, owner.session, "POST", url, { level: "Pro", idempotencyKey: "again" })).statusCode).toBe(
      400,
    );
    expect((await call(paying, owner.session, "POST", url, { level: "Pro" })).statusCode).toBe(400);
    expect(await levelOf(owner.memberId)).toBe("Basic");

    const read = `/api/v1/members/${owner.memberId}/membership`;
    expect((await call(paying, owner.session, "GET", read)).statusCode).toBe(200);
    expect((await call(paying, admin, "GET", read)).statusCode).toBe(200);
    expect((await call(paying, stranger.session, "GET", read)).statusCode).toBe(403);
    expect((await call(paying, planner, "GET", read)).statusCode).toBe(403);
    expect((await call(paying, null, "GET", read)).statusCode).toBe(401);
    expect((await call(paying, admin, "GET", "/api/v1/members/99999999/membership")).statusCode).toBe(404);
    for (const caller of [owner.session, planner, null]) {
      expect((await call(paying, caller, "GET", "/api/v1/admin/membership-orders")).statusCode).toBe(
        caller ? 403 : 401,
      );
    }
  });

  it("without a payment provider, an upgrade is asked for and an operator approves or declines it, audited", async () => {
    const asker = await vendor("Asking Vendor");
    const view = (
      await call(asking, asker.session, "GET", `/api/v1/members/${asker.memberId}/membership`)
    ).json() as MembershipDto;
    expect(view.paymentMode).toBeNull();

    const asked = await order(asking, asker, "Premium");
    expect(asked.statusCode, asked.body).toBe(201);
    const pending = asked.json() as { order: MembershipOrderDto; membership: MembershipDto };
    expect(pending.order).toMatchObject({
      status: "pending",
      level: "Premium",
      provider: null,
      amountCents: PREMIUM_CENTS,
    });
    expect(pending.membership).toMatchObject({ membershipLevel: "Basic", pendingOrder: { id: pending.order.id } });
    // Asking again for the same plan answers the same ask; a new choice replaces it.
    expect(((await order(asking, asker, "Premium")).json() as { order: { id: number } }).order.id).toBe(
      pending.order.id,
    );
    const pro = (await order(asking, asker, "Pro")).json() as { order: MembershipOrderDto };
    expect(await ordersOf(asker.memberId)).toEqual([
      expect.objectContaining({ status: "cancelled", level: "Premium" }),
      expect.objectContaining({ status: "pending", level: "Pro" }),
    ]);

    const listed = (await call(asking, admin, "GET", "/api/v1/admin/membership-orders")).json() as {
      orders: OperatorMembershipOrderDto[];
    };
    expect(listed.orders.find((item) => item.id === pro.order.id)).toMatchObject({
      memberId: asker.memberId,
      currentLevel: "Basic",
      level: "Pro",
    });
    expect(
      (await call(asking, asker.session, "POST", `/api/v1/admin/membership-orders/${pro.order.id}/approve`, {}))
        .statusCode,
    ).toBe(403);

    const approved = await call(asking, admin, "POST", `/api/v1/admin/membership-orders/${pro.order.id}/approve`, {
      note: "Paid by bank transfer.",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ order: { status: "approved", currentLevel: "Pro" } });
    expect(await levelOf(asker.memberId)).toBe("Pro");
    const again = await call(asking, admin, "POST", `/api/v1/admin/membership-orders/${pro.order.id}/approve`, {});
    expect(again.statusCode).toBe(200);
    const flip = await call(asking, admin, "POST", `/api/v1/admin/membership-orders/${pro.order.id}/decline`, {});
    expect(flip.statusCode).toBe(409);
    expect(flip.json()).toMatchObject({ error: { code: "ORDER_DECIDED" } });

    const premium = (await order(asking, asker, "Premium")).json() as { order: MembershipOrderDto };
    const declined = await call(asking, admin, "POST", `/api/v1/admin/membership-orders/${premium.order.id}/decline`, {
      note: "We could not reach you about payment.",
    });
    expect(declined.json()).toMatchObject({ order: { status: "declined", currentLevel: "Pro" } });
    expect(await levelOf(asker.memberId)).toBe("Pro");
    expect((await call(asking, admin, "POST", "/api/v1/admin/membership-orders/99999999/approve", {})).statusCode).toBe(
      404,
    );

    const audit = await database.db.execute<{
      action: string;
      subject_account_id: number;
      details: Record<string, unknown>;
    }>(
      sql`select action, subject_account_id, details from audit_events
          where (details ->> 'memberId')::int = ${asker.memberId} and action like 'membership.%' order by id`,
    );
    expect(audit.rows).toEqual([
      {
        action: "membership.approved",
        subject_account_id: asker.accountId,
        details: expect.objectContaining({ level: "Pro", previousLevel: "Basic", note: "Paid by bank transfer." }),
      },
      {
        action: "membership.declined",
        subject_account_id: asker.accountId,
        details: expect.objectContaining({ level: "Premium", note: "We could not reach you about payment." }),
      },
    ]);
    const mail = await database.db.execute<{ subject: string }>(
      sql`select subject from notifications where account_id = ${asker.accountId} and kind = 'membership' order by id`,
    );
    expect(mail.rows.map((item) => item.subject)).toEqual(["You're now a Pro member", "Your Premium upgrade"]);

    // Basic needs nobody's approval.
    expect((await order(asking, asker, "Basic")).json()).toMatchObject({ order: { status: "paid", amountCents: 0 } });
    expect(await levelOf(asker.memberId)).toBe("Basic");
  });
});
