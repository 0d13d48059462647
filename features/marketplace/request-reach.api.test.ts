import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { emailedLink, linkToken, logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { longDate } from "./marketplace.notifications.ts";
import { MARKETPLACE_MESSAGES as MESSAGES, REQUEST_LIMITS } from "./marketplace.rules.ts";

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Past every seeded vendor's gigs and blackouts (they end 300 days after the seed's reference day). */
const FREE_DAY = daysAhead(420);

type SeededVendor = {
  id: number;
  name: string;
  email: string;
  primary_service_type_id: number;
  travel_distance_miles: number;
  city_file_name: string;
  city_name: string;
};

describe.each(testDatabaseKinds())("a request reaches any listed vendor, or says why not, on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let planner: SignedIn;
  /** A seeded vendor far from Austin, who travels less far than Austin is. */
  let faraway: SeededVendor;

  const ask = (caller: SignedIn, overrides: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: "/api/v1/requests",
      headers: { authorization: `Bearer ${caller.accessToken}` },
      payload: {
        eventType: "Birthday party",
        eventDate: FREE_DAY,
        startTime: "19:00",
        durationMinutes: 240,
        venueName: "The Backyard",
        guestCount: 80,
        budget: "1500",
        details: "A fortieth birthday with dancing all night; we love eighties and nineties music.",
        clientToken: randomUUID(),
        ...overrides,
      },
    });

  async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return (await database.db.execute(query)).rows as T[];
  }

  async function recipientsOf(requestId: number): Promise<number[]> {
    const found = await rows<{ member_id: number }>(
      sql`select member_id from request_recipients where request_id = ${requestId} order by member_id`,
    );
    return found.map((row) => Number(row.member_id));
  }

  async function pluralForm(serviceTypeId: number): Promise<string> {
    const [type] = await rows<{ plural_form: string }>(
      sql`select plural_form from service_types where id = ${serviceTypeId}`,
    );
    return type?.plural_form as string;
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const [vendor] = await rows<SeededVendor>(sql`
      select m.id, m.name, m.email, m.primary_service_type_id, m.travel_distance_miles,
        c.file_name as city_file_name, c.display_name as city_name
      from members m join locations c on c.id = m.city_id, locations austin
      where austin.file_name = 'austin-tx' and m.email <> ${DEMO_VENDOR.email} and m.travel_distance_miles between 1 and 150
        and earth_distance(m.earth_point, ll_to_earth(austin.latitude, austin.longitude)) > 1500 * 1609.344
      order by m.id limit 1`);
    faraway = { ...(vendor as SeededVendor), travel_distance_miles: Number(vendor?.travel_distance_miles) };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("delivers a request to a seeded vendor far from Austin, and mails them the lead", async () => {
    const answer = await ask(planner, {
      memberId: faraway.id,
      cityFileName: faraway.city_file_name,
      serviceTypeIds: [faraway.primary_service_type_id],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { requestId, recipientCount } = answer.json() as { requestId: number; recipientCount: number };
    expect(recipientCount).toBe(1);
    expect(await recipientsOf(requestId)).toEqual([faraway.id]);
    const mail = await rows<{ subject: string }>(
      sql`select subject from notifications where recipient_email = ${faraway.email} order by id desc limit 1`,
    );
    expect(mail[0]?.subject).toMatch(/^New lead: Birthday party on /);
  });

  it("asks everyone who offers the service near that city, sub-services included", async () => {
    const answer = await ask(planner, {
      cityFileName: faraway.city_file_name,
      serviceTypeIds: [faraway.primary_service_type_id],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { requestId } = answer.json() as { requestId: number };
    const recipients = await recipientsOf(requestId);
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.length).toBeLessThanOrEqual(REQUEST_LIMITS.maxRecipients);

    // A vendor listed only under a sub-service (a Wedding DJ) is asked for the service above it (a DJ).
    const [child] = await rows<{ id: number; parent_id: number }>(
      sql`select id, parent_id from service_types where parent_id is not null and not is_venue order by sort_order limit 1`,
    );
    const subServiceVendor = await newVendor(services, database, {
      name: "Only Weddings Sound",
      email: "only-weddings@example.test",
      serviceTypeIds: [child?.parent_id as number],
      cityFileName: faraway.city_file_name,
    });
    await database.db.execute(
      sql`update member_service_types set service_type_id = ${child?.id} where member_id = ${subServiceVendor.memberId}`,
    );
    // Ranked first among those who match, so the cap on recipients cannot leave it out.
    await database.db.execute(
      sql`update members set primary_service_type_id = ${child?.id}, membership_level = 'Premium', rating_average = 5, review_count = 999
          where id = ${subServiceVendor.memberId}`,
    );
    const parentAsked = await ask(planner, {
      cityFileName: faraway.city_file_name,
      serviceTypeIds: [child?.parent_id],
    });
    expect(parentAsked.statusCode, parentAsked.body).toBe(201);
    expect(await recipientsOf((parentAsked.json() as { requestId: number }).requestId)).toContain(
      subServiceVendor.memberId,
    );
    const childAsked = await ask(planner, { cityFileName: faraway.city_file_name, serviceTypeIds: [child?.id] });
    expect(await recipientsOf((childAsked.json() as { requestId: number }).requestId)).toContain(
      subServiceVendor.memberId,
    );
  });

  it("tells the planner that the vendor asked is booked, or unavailable, that day", async () => {
    const bookedDay = daysAhead(421);
    const blackedOutDay = daysAhead(422);
    await database.db.execute(
      sql`insert into calendar_events (member_id, title, event_type, event_date, start_time, city_id)
          select ${faraway.id}, 'Wedding', 'Wedding', ${bookedDay}, '18:00', city_id from members where id = ${faraway.id}`,
    );
    await database.db.execute(
      sql`insert into blackout_dates (member_id, blackout_date) values (${faraway.id}, ${blackedOutDay})`,
    );
    for (const [day, message] of [
      [bookedDay, MESSAGES.vendorBooked(faraway.name, longDate(bookedDay))],
      [blackedOutDay, MESSAGES.vendorUnavailable(faraway.name, longDate(blackedOutDay))],
    ] as const) {
      const answer = await ask(planner, {
        memberId: faraway.id,
        eventDate: day,
        cityFileName: faraway.city_file_name,
        serviceTypeIds: [faraway.primary_service_type_id],
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({
        error: { code: "VENDOR_UNAVAILABLE", message, fields: { eventDate: message } },
      });
    }
  });

  it("asks the vendor named beyond their travel distance: whether to travel is theirs to say", async () => {
    const answer = await ask(planner, {
      memberId: faraway.id,
      cityFileName: "austin-tx",
      serviceTypeIds: [faraway.primary_service_type_id],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await recipientsOf((answer.json() as { requestId: number }).requestId)).toEqual([faraway.id]);
  });

  it("tells the planner that a listing not yet confirmed can't take requests", async () => {
    const djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    await services.accounts.signUpMember({
      businessName: "Unconfirmed Beats",
      firstName: "Una",
      email: "unconfirmed-beats@example.test",
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "a long and unusual passphrase 42",
    });
    const [member] = await rows<{ id: number }>(
      sql`select id from members where email = 'unconfirmed-beats@example.test'`,
    );
    const answer = await ask(planner, { memberId: member?.id, cityFileName: "austin-tx", serviceTypeIds: [djId] });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: { code: "VENDOR_UNAVAILABLE", message: MESSAGES.vendorNotTakingRequests("Unconfirmed Beats") },
    });
  });

  it("says nobody offers the service near the city, where the nearest are, and a related service to ask", async () => {
    // A sub-service offered by some vendor, in a city none of its vendors reaches but one of its parent's does.
    const [pick] = await rows<{ service_id: number; parent_id: number; city_file_name: string; city_name: string }>(sql`
      select x.id as service_id, x.parent_id, c.file_name as city_file_name, c.display_name as city_name
      from service_types x, members m join locations c on c.id = m.city_id
      where x.parent_id is not null and not x.is_venue and m.travel_distance_miles > 0
        and exists (select 1 from member_service_types t where t.member_id = m.id and t.service_type_id = x.parent_id)
        and exists (select 1 from member_service_types t where t.service_type_id = x.id)
        and not exists (
          select 1 from members o join member_service_types t on t.member_id = o.id
          where t.service_type_id = x.id
            and earth_distance(o.earth_point, ll_to_earth(c.latitude, c.longitude)) <= greatest(o.travel_distance_miles, 1) * 1609.344)
      order by x.sort_order, m.id limit 1`);
    expect(pick).toBeDefined();
    const city = pick?.city_name as string;
    const answer = await ask(planner, { cityFileName: pick?.city_file_name, serviceTypeIds: [pick?.service_id] });
    expect(answer.statusCode).toBe(422);
    const { error } = answer.json() as { error: { code: string; message: string } };
    expect(error.code).toBe("NO_MATCHING_VENDORS");
    expect(error.message).toMatch(
      new RegExp(
        `^${escaped(MESSAGES.nobodyOffers(await pluralForm(pick?.service_id as number), city))} .+ who serve ${escaped(city)} are free that day: ask them instead\\. The nearest are around .+, about [\\d,]+ miles away: `,
      ),
    );
  });

  it("says everyone who offers the service near the city is booked that day, and to try another date", async () => {
    const day = daysAhead(430);
    const request = {
      eventDate: day,
      cityFileName: faraway.city_file_name,
      serviceTypeIds: [faraway.primary_service_type_id],
    };
    // Everyone who can be asked that day, a request's worth at a time, takes the day off.
    let blackedOut = 0;
    for (let asked = await ask(planner, request); asked.statusCode === 201; asked = await ask(planner, request)) {
      const recipients = await recipientsOf((asked.json() as { requestId: number }).requestId);
      for (const memberId of recipients) {
        await database.db.execute(
          sql`insert into blackout_dates (member_id, blackout_date) values (${memberId}, ${day})`,
        );
      }
      blackedOut += recipients.length;
    }
    expect(blackedOut).toBeGreaterThan(0);
    const answer = await ask(planner, request);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: {
        code: "NO_MATCHING_VENDORS",
        message: MESSAGES.everyoneBooked(
          blackedOut,
          await pluralForm(faraway.primary_service_type_id),
          faraway.city_name,
          longDate(day),
        ),
      },
    });
  });

  it("says why none of the planner's saved vendors could be asked", async () => {
    const saver = await newPlanner(services, database, { firstName: "Sasha", email: "sasha-saves@example.test" });
    await database.db.execute(
      sql`insert into favorites (client_id, member_id) values (${saver.clientId}, ${faraway.id})`,
    );
    const far = await ask(saver.session, {
      toFavorites: true,
      cityFileName: "austin-tx",
      serviceTypeIds: [faraway.primary_service_type_id],
    });
    expect(far.json()).toEqual({
      error: { code: "NO_MATCHING_VENDORS", message: MESSAGES.favoritesTooFar("Austin, TX") },
    });
    const day = daysAhead(422);
    const busy = await ask(saver.session, {
      toFavorites: true,
      eventDate: day,
      cityFileName: faraway.city_file_name,
      serviceTypeIds: [faraway.primary_service_type_id],
    });
    expect(busy.statusCode).toBe(422);
    expect(busy.json()).toEqual({
      error: { code: "NO_MATCHING_VENDORS", message: MESSAGES.favoritesBooked(faraway.city_name, longDate(day)) },
    });
  });

  it("lets a seeded vendor claim the listing: no password logs in until one is chosen by the emailed link", async () => {
    for (const password of ["", "!no-login", DEMO_VENDOR.password]) {
      await expect(services.accounts.logIn({ email: faraway.email, password }, "203.0.113.70")).rejects.toMatchObject({
        code: "LOG_IN_FAILED",
      });
    }
    await services.accounts.requestPasswordReset(faraway.email);
    const token = linkToken(await emailedLink(database, faraway.email, "password-reset"));
    await services.accounts.resetPassword(token, "my own listing at last 2027", "203.0.113.71");
    const vendor = await logIn(services, faraway.email, "my own listing at last 2027");
    const me = await app.inject({
      method: "GET",
      url: "/api/v1/accounts/me",
      headers: { authorization: `Bearer ${vendor.accessToken}` },
    });
    expect(me.json()).toMatchObject({ account: { memberId: faraway.id } });
  });
});
