/**
 * The restore drill (decision 053): records written through the API are backed up with
 * `npm run backup`, restored with `npm run restore` into a fresh database and uploads folder, and
 * found again by a product started on the restored copy, with every table's row count unchanged.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BackupManifest, serveDatabaseCopies } from "#db/backup.server.ts";
import type { DatabaseHandle, DatabaseTarget } from "#db/client.server.ts";
import type { BookingDto, LeadDto, PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { createServices } from "#features/services.server.ts";
import { claimEmbeddedDatabase } from "#server/embedded-database-owner.server.ts";
import { multipartBody, type SignedIn } from "#tests/support/accounts.ts";
import { buildTestApp, testConfig } from "#tests/support/app.ts";
import { createServerDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import { logIn as formLogIn } from "#tests/support/form-log-in.ts";
import { newPlanner, newVendor, TEST_PASSWORD } from "#tests/support/people.ts";
import { createSeededDatabase } from "#tests/support/seeded.ts";
import { type RunningServer, startServer, stopServer } from "#tests/support/server-process.ts";

/** Letters only: digits in a message would be hidden as contact details. */
/** Each test runs commands and starts a server: minutes, not the API project's seconds, on a busy machine. */
const DRILL_TIMEOUT_MS = 600_000;

const MARK = `drill-${randomBytes(9)
  .toString("base64url")
  .replace(/[^a-z]/gi, "x")}`;

function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Runs one of the README's commands as an operator does, on the database and folders `environment`
 * names; without blocking, since this process answers the backup's request for the embedded copy.
 */
function npmCommand(
  script: "backup" | "restore",
  args: string[],
  environment: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        ADDRESS_HASH_SECRET: "test-only address hash secret, never deployed",
        ...environment,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (status) => resolve({ status, output }));
  });
}

async function photo(): Promise<Buffer> {
  const [width, height] = [800, 600];
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function tableRows(database: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')`,
  );
  const rows: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const counted = await database.db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from ${name}`));
    rows[name] = counted.rows[0]?.count ?? 0;
  }
  return rows;
}

describe.each(testDatabaseKinds())("backup and restore drill on %s", (kind) => {
  let database: DatabaseHandle;
  let source: DatabaseTarget;
  let uploadsDir: string;
  let app: FastifyInstance;
  let stopServingCopies: (() => Promise<void>) | undefined;
  const folders: string[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const plannerEmail = `planner-${MARK}-${kind}@example.test`;
  let requestId: number;
  let memberId: number;
  let photoUrl: string;
  let photoBytes: Buffer;

  const newFolder = (label: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), `marquee-${label}-`));
    folders.push(folder);
    return folder;
  };
  const call = (caller: SignedIn, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${caller.accessToken}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  /** Where the commands find the source: the embedded database's data folder, or PostgreSQL and its uploads. */
  const sourceEnvironment = (backupsDir: string): Record<string, string> =>
    source.kind === "pglite"
      ? { DATA_DIR: path.dirname(uploadsDir), DATABASE_URL: "" }
      : { DATABASE_URL: source.url, UPLOADS_DIR: uploadsDir, DATA_DIR: backupsDir };

  beforeAll(async () => {
    const seeded = await createSeededDatabase(kind, 20);
    ({ database, uploadsDir, target: source } = seeded);
    app = await buildTestApp(database, { uploadsDir, testClock: true });
    const services = createServices(testConfig({ uploadsDir }), database);
    const djId = (await services.serviceTypes.list()).find((type) => type.fileName === "dj")?.id as number;
    const vendor = await newVendor(services, database, {
      name: `Drill Sound ${kind}`,
      email: `vendor-${MARK}-${kind}@example.test`,
      serviceTypeIds: [djId],
    });
    memberId = vendor.memberId;
    await database.db.execute(sql`update members set accepts_online_deposits = true where id = ${memberId}`);
    const planner = await newPlanner(services, database, { firstName: "Drill", email: plannerEmail });

    // A booking with its deposit paid, a message each way, a review, and a photo.
    const eventDate = daysAhead(45);
    const sent = await call(planner.session, "POST", "/api/v1/requests", {
      eventType: "Birthday party",
      eventDate,
      startTime: "19:00",
      durationMinutes: 240,
      cityFileName: "austin-tx",
      guestCount: 60,
      serviceTypeIds: [djId],
      memberId,
      details: `The restore drill's party (${MARK}), with dancing until late and a few speeches.`,
      clientToken: randomUUID(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    requestId = (sent.json() as { requestId: number }).requestId;
    const quoted = await call(vendor.session, "POST", `/api/v1/members/${memberId}/leads/${requestId}/quote`, {
      total: "1200",
      deposit: "300",
      included: "Four hours of music and a wireless microphone.",
      cancellationPolicy: "flexible",
      expiresOn: daysAhead(10),
    });
    expect(quoted.statusCode, quoted.body).toBe(201);
    for (const [who, body] of [
      [planner.session, `Can you play our first dance? ${MARK}`],
      [vendor.session, `Of course, send me the song. ${MARK}`],
    ] as const) {
      const message = await call(who, "POST", `/api/v1/requests/${requestId}/threads/${memberId}`, {
        body,
        clientToken: randomUUID(),
      });
      expect(message.statusCode, message.body).toBe(201);
    }
    const accepted = await call(
      planner.session,
      "POST",
      `/api/v1/quotes/${(quoted.json() as LeadDto).quote?.id}/accept`,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const booking = (accepted.json() as PlannerRequestDto).booking as BookingDto;
    expect(booking.payments).toHaveLength(1);
    await call(planner.session, "PUT", "/dev/clock", { today: booking.reviewOpensOn });
    const reviewed = await call(planner.session, "POST", `/api/v1/bookings/${booking.id}/review`, {
      rating: 5,
      title: `Drill night ${MARK}`,
      body: "Everybody danced, the music was right for every age, and the set ended right on time.",
    });
    await call(planner.session, "PUT", "/dev/clock", { today: null });
    expect(reviewed.statusCode, reviewed.body).toBe(201);

    photoBytes = await photo();
    const form = new FormData();
    form.append("originalPhoto", new Blob([new Uint8Array(photoBytes)], { type: "image/jpeg" }), "drill.jpg");
    const { payload, contentType } = await multipartBody(form);
    const uploaded = await app.inject({
      method: "POST",
      url: `/api/v1/members/${memberId}/profile-photos`,
      headers: { authorization: `Bearer ${vendor.session.accessToken}`, "content-type": contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photoUrl = (uploaded.json() as { photo: { url: string } }).photo.url;
    photoBytes = (await app.inject({ method: "GET", url: photoUrl })).rawPayload;
    expect(photoBytes.length).toBeGreaterThan(1000);

    // A server holds the embedded database: the backup asks it for the copy, as with `npm start`.
    if (source.kind === "pglite") {
      claimEmbeddedDatabase(path.dirname(uploadsDir));
      stopServingCopies = serveDatabaseCopies(path.dirname(uploadsDir), database);
    }
  }, DRILL_TIMEOUT_MS);

  afterAll(async () => {
    await stopServingCopies?.();
    await app?.close();
    await database?.close();
    for (const cleanup of cleanups) await cleanup();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it(
    "backs up while the database is in use, restores into a fresh one, and the product serves every record and the photo",
    async () => {
      const backupsDir = newFolder("backups");
      const before = await tableRows(database);
      const backedUp = await npmCommand("backup", ["--out", backupsDir], sourceEnvironment(backupsDir));
      expect(backedUp.status, backedUp.output).toBe(0);
      const [archive] = readdirSync(backupsDir).filter((name) => name.endsWith(".tar.gz"));
      expect(archive).toMatch(new RegExp(`^marquee-${kind}-.*Z\\.tar\\.gz$`));
      const archivePath = path.join(backupsDir, archive as string);

      const restoredDataDir = newFolder("restored");
      let restoredUrl = "";
      if (kind === "postgres") {
        const restoredDatabase = await createServerDatabase("marquee_restore");
        cleanups.push(restoredDatabase.drop);
        restoredUrl = restoredDatabase.url;
      }
      const restoredEnvironment = { DATA_DIR: restoredDataDir, DATABASE_URL: restoredUrl };
      const restored = await npmCommand("restore", [archivePath], restoredEnvironment);
      expect(restored.status, restored.output).toBe(0);
      expect(restored.output).toContain("every count as backed up");

      // The archive counted the same rows as the database held, and a second restore is refused.
      const manifestFile = path.join(newFolder("manifest"), "manifest.json");
      spawnSync("tar", ["-xzf", archivePath, "-C", path.dirname(manifestFile), "manifest.json"]);
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest;
      expect(manifest.rows).toEqual(before);
      expect(manifest.uploads).toBe("included");
      const again = await npmCommand("restore", [archivePath], restoredEnvironment);
      expect(again.status).toBe(2);
      expect(again.output).toMatch(/is not empty \(--force/);

      const server: RunningServer = await startServer(restoredEnvironment);
      try {
        const asPlanner = { cookie: await formLogIn(server.baseUrl, plannerEmail, TEST_PASSWORD) };

        const request = (await (
          await fetch(`${server.baseUrl}/api/v1/requests/${requestId}`, { headers: asPlanner })
        ).json()) as PlannerRequestDto;
        expect(request.request.details).toContain(MARK);
        expect(request.booking?.payments).toEqual([expect.objectContaining({ kind: "deposit", amountCents: 30_000 })]);
        expect(request.booking?.review?.title).toBe(`Drill night ${MARK}`);

        const thread = (await (
          await fetch(`${server.baseUrl}/api/v1/requests/${requestId}/threads/${memberId}`, { headers: asPlanner })
        ).json()) as { messages: { body: string }[] };
        expect(thread.messages.map((message) => message.body)).toEqual([
          `Can you play our first dance? ${MARK}`,
          `Of course, send me the song. ${MARK}`,
        ]);

        const restoredPhoto = await fetch(`${server.baseUrl}${photoUrl}`);
        expect(restoredPhoto.status).toBe(200);
        expect(Buffer.from(await restoredPhoto.arrayBuffer()).equals(photoBytes)).toBe(true);
      } finally {
        await stopServer(server.process);
      }
    },
    DRILL_TIMEOUT_MS,
  );

  it(
    "refuses an archive of the other kind of database and a damaged one, and keeps the newest archives it is told to",
    async () => {
      const backupsDir = newFolder("kept");
      for (let run = 0; run < 2; run += 1) {
        const backedUp = await npmCommand(
          "backup",
          ["--out", backupsDir, "--keep", "1"],
          sourceEnvironment(backupsDir),
        );
        expect(backedUp.status, backedUp.output).toBe(0);
        // Archives are named by the second they were taken in.
        await new Promise((resolve) => setTimeout(resolve, 1_100));
      }
      const kept = readdirSync(backupsDir).filter((name) => name.endsWith(".tar.gz"));
      expect(kept).toHaveLength(1);

      const otherKind =
        kind === "pglite"
          ? { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none", DATA_DIR: newFolder("other") }
          : { DATABASE_URL: "", DATA_DIR: newFolder("other") };
      const refused = await npmCommand("restore", [path.join(backupsDir, kept[0] as string)], otherKind);
      expect(refused.status, refused.output).toBe(2);
      expect(refused.output).toMatch(/this is a backup of/);

      const damaged = path.join(backupsDir, "damaged.tar.gz");
      writeFileSync(damaged, "not an archive");
      const failed = await npmCommand("restore", [damaged], { DATABASE_URL: "", DATA_DIR: newFolder("damaged") });
      expect(failed.status).toBe(1);
      expect(failed.output).toMatch(/tar failed/);
    },
    DRILL_TIMEOUT_MS,
  );
});
