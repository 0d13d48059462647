import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { longDate } from "#features/marketplace/marketplace.notifications.ts";
import { MARKETPLACE_MESSAGES } from "#features/marketplace/marketplace.rules.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { confirmByEmailedLink, logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { SESSION_ENDED } from "./create-request.server.ts";

const FORM = "application/x-www-form-urlencoded";

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Text as the page's HTML writes it. */
function html(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

// The request form's action through the production build (`npm test` builds first), posted as a
// browser without scripts posts it.
describe("the /createrequest form without scripts", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let djId: number;
  let planner: SignedIn;
  let nextAddress = 1;

  beforeAll(async () => {
    const seeded = await createSeededDatabase("pglite", 40);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    // A confirmed Austin DJ with an empty calendar: the seeded calendars are built around a fixed day,
    // and requests here are dated from today.
    await services.accounts.signUpMember({
      businessName: "Open Calendar Sounds",
      firstName: "Opal",
      email: "open-calendar-sounds@example.com",
      serviceTypeIds: [djId],
      cityFileName: "austin-tx",
      password: "an open calendar all year",
    });
    await confirmByEmailedLink(services, database, "open-calendar-sounds@example.com");
    planner = await logIn(services, DEMO_PLANNER.email, DEMO_PLANNER.password);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A filled-in form, as the browser sends it without scripts: the city as typed, the service from the select. */
  const filled = (fields: Record<string, string> = {}) => ({
    eventType: "Birthday party",
    eventDate: daysAhead(45),
    startTime: "19:00",
    durationMinutes: "240",
    cityText: "Austin, TX",
    cityFileName: "",
    venueName: "",
    guestCount: "60",
    budget: "",
    serviceTypeIds: String(djId),
    details: "A sixtieth birthday in the backyard, with dancing and a few speeches.",
    clientToken: randomUUID(),
    ...fields,
  });
  const visitorFields = (email: string) => ({
    "contact.firstName": "Avery",
    "contact.email": email,
    "contact.phone": "",
  });
  const post = (fields: Record<string, string>, cookie?: string, url = `/createrequest?serviceTypeId=${djId}`) =>
    app.inject({
      method: "POST",
      url,
      remoteAddress: `198.51.100.${nextAddress++}`,
      headers: { "content-type": FORM, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const requestsOf = async (email: string) =>
    (
      await database.db.execute<{ id: number; city: string }>(
        sql`select r.id, l.file_name as city from requests r join clients c on c.id = r.client_id
          join accounts a on a.id = c.account_id join locations l on l.id = r.city_id
          where lower(a.email) = lower(${email}) order by r.id`,
      )
    ).rows;

  it("sends a visitor's request to /request-received, the same for any email, signing nobody in", async () => {
    const answers = [];
    for (const email of ["riley@example.com", DEMO_PLANNER.email, DEMO_VENDOR.email]) {
      answers.push(await post({ ...filled(), ...visitorFields(email) }));
    }
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(302);
      expect(answer.headers.location).toBe("/request-received");
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The typed city was found on the server.
    expect(await requestsOf("riley@example.com")).toEqual([{ id: expect.any(Number), city: "austin-tx" }]);
  });

  it("lands a signed-in planner on the request's page with the count; the same form sent again answers the same request", async () => {
    const form = filled({ cityText: "Austin", cityFileName: "austin-tx", budget: "1,500" });
    const first = await post(form, planner.cookie);
    expect(first.statusCode, first.body).toBe(302);
    expect(first.headers.location).toMatch(/^\/client\/events\/\d+\?sent=[1-9]\d*$/);
    const again = await post(form, planner.cookie);
    expect(again.headers.location).toBe(first.headers.location);
  });

  it("answers a refused submission with the messages beside their fields and what was typed", async () => {
    const answer = await post({
      ...filled({ cityText: "Nowhere At All", serviceTypeIds: "", details: "Too short.", guestCount: "0" }),
      ...visitorFields("not an email"),
    });
    expect(answer.statusCode).toBe(400);
    const page = answer.body;
    expect(page).toContain("There are 5 problems");
    for (const message of [
      MARKETPLACE_MESSAGES.city,
      MARKETPLACE_MESSAGES.guestCount,
      MARKETPLACE_MESSAGES.serviceTypes,
      MARKETPLACE_MESSAGES.details,
    ]) {
      expect(page).toContain(html(message));
    }
    expect(page).toMatch(/<option value="Birthday party" selected="">/);
    expect(page).toContain(`value="${daysAhead(45)}"`);
    expect(page).toContain("Too short.</textarea>");
    expect(page).toContain('value="not an email"');
    expect(page).toContain('value="Avery"');
  });

  it("says a form whose token was changed is out of date, keeping what was typed", async () => {
    const answer = await post(filled({ clientToken: "not-a-token" }), planner.cookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(html(FORM_OUT_OF_DATE));
    expect(answer.body).toContain('value="60"');
  });

  it("asks a form filled in while signed in, sent after the session ended, who is sending it", async () => {
    const answer = await post(filled());
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain(html(SESSION_ENDED));
    expect(answer.body).toContain('name="contact.email"');
    expect(answer.body).toContain(`value="${daysAhead(45)}"`);
  });

  it("tells a vendor that requests are for planners", async () => {
    const vendor = await logIn(services, DEMO_VENDOR.email, DEMO_VENDOR.password);
    const answer = await post(filled(), vendor.cookie);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toContain(html(MARKETPLACE_MESSAGES.plannersOnly));
  });

  it("shows the service's refusal for a vendor who is not free, beside the date", async () => {
    const busyDay = daysAhead(60);
    const vendorId = (
      await database.db.execute<{ id: number }>(
        sql`select id from members where email = 'open-calendar-sounds@example.com'`,
      )
    ).rows[0]?.id as number;
    await database.db.execute(
      sql`insert into blackout_dates (member_id, blackout_date) values (${vendorId}, ${busyDay})`,
    );
    const answer = await post(filled({ eventDate: busyDay }), planner.cookie, `/requestquote?memberId=${vendorId}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain(
      html(MARKETPLACE_MESSAGES.vendorUnavailable("Open Calendar Sounds", longDate(busyDay))),
    );
  });
});
