import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { feedback } from "#db/schema/members.ts";
import { DEMO_ADMIN } from "#db/seed/seed.server.ts";
import { createServices, type Services } from "#features/services.server.ts";
import { POSTGRES_INTEGER_MAX } from "#lib/constants.ts";
import { logIn, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { testDatabaseKinds } from "#tests/support/database.ts";
import { newPlanner, newVendor } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { OPERATOR_QUEUES } from "./marketplace.rules.ts";
import type { ModeratedReviewDto } from "./marketplace.schema.ts";
import { hiddenReviewText, REVIEW_REPORT_LIMITS, REVIEW_REPORT_MESSAGES } from "./reviews.rules.ts";

type Caller = SignedIn | null;
type ProfileReview = { id: number; body: string; title: string | null; hiddenNote: string | null };

/** Issue 21, point 2 (decision 032): reporting a review, and the operators' one queue and decision. */
describe.each(testDatabaseKinds())("reported reviews, on %s", (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let services: Services;
  let admin: SignedIn;
  let djId: number;
  let run = 0;

  const call = (caller: Caller, method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers: caller ? { authorization: `Bearer ${caller.accessToken}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const unique = (name: string) => `${name}-${kind}-${(run += 1)}@example.test`;
  const report = (caller: Caller, reviewId: number, body: Record<string, unknown> = { reason: "offensive" }) =>
    call(caller, "POST", `/api/v1/reviews/${reviewId}/reports`, body);
  const decide = (caller: Caller, reviewId: number, body: Record<string, unknown>) =>
    call(caller, "POST", `/api/v1/admin/reviews/${reviewId}/decision`, body);
  const queue = async (show = "waiting") => {
    const response = await call(admin, "GET", `/api/v1/admin/reviews?show=${show}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { reviews: ModeratedReviewDto[] }).reviews;
  };

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    return (await database.db.execute(query)).rows[0] as T;
  }
  const ratingOf = (memberId: number) =>
    one<{ rating_average: number; review_count: number }>(
      sql`select rating_average, review_count from members where id = ${memberId}`,
    );
  const noticesTo = async (accountId: number, kind: string) =>
    (
      await one<{ n: number }>(
        sql`select count(*)::int as n from notifications where account_id = ${accountId} and kind = ${kind}`,
      )
    ).n;
  const auditCount = async (action: string, reviewId: number) =>
    (
      await one<{ n: number }>(
        sql`select count(*)::int as n from audit_events
            where action = ${action} and record_type = 'review' and record_id = ${reviewId}`,
      )
    ).n;
  const profileReviews = async (memberId: number) =>
    (
      (await call(null, "GET", `/api/v1/profiles/${memberId}/feedback?skip=0&take=50&sortType=newest`)).json() as {
        items: ProfileReview[];
      }
    ).items;

  /** A vendor with two counted reviews (5 and 1 stars, so a 3.0 rating), written as the planners' reviews are stored. */
  async function vendorWithReviews(name: string) {
    const vendor = await newVendor(services, database, {
      name: `${name} ${kind}`,
      email: unique("vendor"),
      serviceTypeIds: [djId],
    });
    const write = async (rating: number, body: string, status = "counted") => {
      const [row] = await database.db
        .insert(feedback)
        .values({
          memberId: vendor.memberId,
          reviewerName: rating === 5 ? "Jamie R." : "Casey T.",
          rating,
          title: rating === 5 ? "Wonderful night" : "Not great",
          body,
          status,
          createdAt: new Date(),
        })
        .returning({ id: feedback.id });
      return row?.id as number;
    };
    const glowing = await write(5, "They played every song we asked for and kept the floor full all night.");
    const harsh = await write(1, "Call me on 512 555 0199 instead, this DJ is terrible and rude to guests.");
    await database.db.execute(
      sql`update members set rating_average = 3, review_count = 2 where id = ${vendor.memberId}`,
    );
    return { vendor, glowing, harsh, write };
  }

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 3);
    database = seeded.database;
    app = await buildTestApp(database, { uploadsDir: seeded.uploadsDir });
    services = createServices(testConfig({ uploadsDir: seeded.uploadsDir }), database);
    djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    admin = await logIn(services, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // Seeding takes long on a busy machine.
  }, 600_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lets signed-in planners and vendors report a review once, and nobody else", async () => {
    const { vendor, harsh, write } = await vendorWithReviews("Report Desk");
    const planner = await newPlanner(services, database, { firstName: "Robin", email: unique("robin") });
    const rival = await newVendor(services, database, {
      name: `Rival ${kind}`,
      email: unique("rival"),
      serviceTypeIds: [djId],
    });

    expect((await report(null, harsh)).statusCode).toBe(401);
    const admins = await report(admin, harsh);
    expect(admins.statusCode).toBe(403);

    const sent = await report(planner.session, harsh, {
      reason: "contact-details-or-spam",
      message: "A phone number.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      reviewId: harsh,
      profilePath: expect.stringMatching(/^\/[a-z0-9-]+\/[a-z0-9-]+$/),
    });
    const again = await report(planner.session, harsh, { reason: "other" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: "ALREADY_REPORTED", message: REVIEW_REPORT_MESSAGES.alreadyReported },
    });
    // The reviewed vendor and another vendor may report it too.
    expect((await report(vendor.session, harsh, { reason: "not-a-real-booking" })).statusCode).toBe(201);
    expect((await report(rival.session, harsh, { reason: "about-another-vendor" })).statusCode).toBe(201);
    // Reporting does not take the review down: it counts until an operator decides.
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 3, review_count: 2 });

    // Bounds and wrong ids.
    expect((await report(planner.session, harsh, { reason: "boring" })).statusCode).toBe(400);
    expect((await report(planner.session, harsh, {})).statusCode).toBe(400);
    const tooLong = "x".repeat(REVIEW_REPORT_LIMITS.messageMax + 1);
    expect((await report(rival.session, harsh, { reason: "other", message: tooLong })).statusCode).toBe(400);
    expect((await report(planner.session, 99_999_999)).statusCode).toBe(404);
    expect((await report(planner.session, POSTGRES_INTEGER_MAX + 1)).statusCode).toBe(400);
    expect((await call(planner.session, "POST", "/api/v1/reviews/abc/reports", { reason: "other" })).statusCode).toBe(
      400,
    );
    // A held review is not on any profile, so there is nothing to report.
    const held = await write(4, "A held review that nobody outside the operators can read yet.", "held");
    expect((await report(planner.session, held)).statusCode).toBe(404);

    const reports = await one<{ n: number }>(
      sql`select count(*)::int as n from review_reports where feedback_id = ${harsh}`,
    );
    expect(reports.n).toBe(3);
  });

  it("takes one report of parallel ones from the same person", async () => {
    const { harsh } = await vendorWithReviews("Parallel Beats");
    const planner = await newPlanner(services, database, { firstName: "Sky", email: unique("sky") });
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(planner.session, harsh)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const stored = await one<{ n: number }>(
      sql`select count(*)::int as n from review_reports where feedback_id = ${harsh}`,
    );
    expect(stored.n).toBe(1);
  });

  it("queues reported reviews newest report first, for operators only", async () => {
    const first = await vendorWithReviews("Queue One");
    const second = await vendorWithReviews("Queue Two");
    const planner = await newPlanner(services, database, { firstName: "Lee", email: unique("lee") });
    expect(
      (await report(planner.session, first.harsh, { reason: "offensive", message: "Rude words." })).statusCode,
    ).toBe(201);
    expect((await report(planner.session, second.harsh, { reason: "other" })).statusCode).toBe(201);

    const waiting = await queue();
    const ids = waiting.map((review) => review.id);
    expect(ids.indexOf(second.harsh)).toBeLessThan(ids.indexOf(first.harsh));
    expect(waiting.find((review) => review.id === first.harsh)).toMatchObject({
      status: "counted",
      vendorName: `Queue One ${kind}`,
      reviewerName: "Casey T.",
      body: expect.stringContaining("this DJ is terrible"),
      reports: [
        {
          reason: "offensive",
          reasonText: "Offensive or hateful",
          message: "Rude words.",
          status: "open",
          reporterRole: "planner",
          reporterEmail: expect.stringContaining("lee-"),
        },
      ],
    });
    expect(ids).not.toContain(first.glowing);

    expect((await call(null, "GET", "/api/v1/admin/reviews")).statusCode).toBe(401);
    for (const caller of [planner.session, first.vendor.session]) {
      expect((await call(caller, "GET", "/api/v1/admin/reviews")).statusCode).toBe(403);
      expect((await decide(caller, first.harsh, { decision: "keep" })).statusCode).toBe(403);
    }
    expect((await decide(null, first.harsh, { decision: "keep" })).statusCode).toBe(401);
  });

  it("shows each queued review's newest reports, not all of a review reported by many", async () => {
    const { harsh } = await vendorWithReviews("Many Reports");
    const reportCount = OPERATOR_QUEUES.reportsPerReviewShown + 4;
    await database.db.execute(sql`
      insert into review_reports (feedback_id, reporter_account_id, reason, created_at)
      select ${harsh}, id, 'other', now() + row_number() over (order by id) * interval '1 second'
      from accounts order by id limit ${reportCount}`);
    const queued = (await queue()).find((review) => review.id === harsh);
    expect(queued?.reports).toHaveLength(OPERATOR_QUEUES.reportsPerReviewShown);
    const newest = await one<{ id: number }>(
      sql`select id from review_reports where feedback_id = ${harsh} order by created_at desc, id desc limit 1`,
    );
    expect(queued?.reports[0]?.id).toBe(newest.id);
  });

  it("hides a review behind a public note, recomputes the rating, closes the reports and tells everyone; Keep restores it", async () => {
    const { vendor, harsh } = await vendorWithReviews("Hidden Sounds");
    const planner = await newPlanner(services, database, { firstName: "Alex", email: unique("alex") });
    expect((await report(planner.session, harsh, { reason: "contact-details-or-spam" })).statusCode).toBe(201);
    expect((await report(vendor.session, harsh, { reason: "not-a-real-booking" })).statusCode).toBe(201);

    // A note is needed to hide, within bounds; wrong ids are told apart.
    expect((await decide(admin, harsh, { decision: "hide" })).statusCode).toBe(400);
    const long = "n".repeat(REVIEW_REPORT_LIMITS.publicNoteMax + 1);
    expect((await decide(admin, harsh, { decision: "hide", publicNote: long })).statusCode).toBe(400);
    expect((await decide(admin, harsh, { decision: "delete" })).statusCode).toBe(400);
    expect((await decide(admin, 99_999_999, { decision: "keep" })).statusCode).toBe(404);

    const note = "it shared a phone number, which reviews may not.";
    const hidden = await decide(admin, harsh, { decision: "hide", publicNote: note });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as { review: ModeratedReviewDto }).review).toMatchObject({
      status: "removed",
      publicNote: note,
      reports: [{ status: "hidden" }, { status: "hidden" }],
    });
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 5, review_count: 1 });
    const shown = (await profileReviews(vendor.memberId)).find((review) => review.id === harsh);
    expect(shown).toMatchObject({ body: "", title: null, hiddenNote: note });
    expect(hiddenReviewText(note)).toBe(`This review was hidden by Marquee: ${note}`);
    expect(await noticesTo(planner.accountId, "review-report-decided")).toBe(1);
    expect(await noticesTo(vendor.accountId, "review-report-decided")).toBe(1);
    expect(await noticesTo(vendor.accountId, "review-decided")).toBe(1);
    expect(await auditCount("review.hidden", harsh)).toBe(1);
    expect((await queue()).map((review) => review.id)).not.toContain(harsh);
    expect((await queue("hidden")).map((review) => review.id)).toContain(harsh);

    // Hidden already: nothing more to report, and the same decision again changes nothing.
    const late = await newPlanner(services, database, { firstName: "Jo", email: unique("jo") });
    const refused = await report(late.session, harsh);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: "REVIEW_HIDDEN" } });
    const repeats = await Promise.all(
      Array.from({ length: 3 }, () => decide(admin, harsh, { decision: "hide", publicNote: note })),
    );
    expect(repeats.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await auditCount("review.hidden", harsh)).toBe(1);

    // Keep restores it: it counts again and shows its text.
    const kept = await decide(admin, harsh, { decision: "keep" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as { review: ModeratedReviewDto }).review).toMatchObject({
      status: "counted",
      publicNote: null,
    });
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 3, review_count: 2 });
    expect((await profileReviews(vendor.memberId)).find((review) => review.id === harsh)).toMatchObject({
      body: expect.stringContaining("this DJ is terrible"),
      hiddenNote: null,
    });
    expect(await auditCount("review.kept", harsh)).toBe(1);
  });

  it("keeps a reported review: it still counts and its reports close as kept", async () => {
    const { vendor, glowing } = await vendorWithReviews("Kept Grooves");
    const planner = await newPlanner(services, database, { firstName: "Max", email: unique("max") });
    expect((await report(planner.session, glowing, { reason: "not-a-real-booking" })).statusCode).toBe(201);
    const kept = await decide(admin, glowing, { decision: "keep" });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as { review: ModeratedReviewDto }).review).toMatchObject({
      status: "counted",
      reports: [{ status: "kept" }],
    });
    expect(await ratingOf(vendor.memberId)).toEqual({ rating_average: 3, review_count: 2 });
    expect(await noticesTo(planner.accountId, "review-report-decided")).toBe(1);
    expect((await queue()).map((review) => review.id)).not.toContain(glowing);
    // Nothing is open any more: keeping again records nothing new.
    expect((await decide(admin, glowing, { decision: "keep" })).statusCode).toBe(200);
    expect(await auditCount("review.kept", glowing)).toBe(1);
    // The same person may not report it a second time after the decision.
    expect((await report(planner.session, glowing)).statusCode).toBe(409);
  });
});
