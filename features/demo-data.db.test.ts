import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { emptyAllTables } from "#db/reset.server.ts";
import { DEMO_ADMIN, DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import { createAdministrator } from "./accounts/create-administrator.server.ts";
import { verifyPassword } from "./accounts/password.server.ts";
import { accountsWithPublishedPasswords, seedDemoData, seedReferenceData } from "./demo-data.server.ts";
import { createLocalStorage } from "./media/storage.service.server.ts";

const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), "marquee-demo-data-test-")));
const referenceDate = new Date("2026-11-21T12:00:00Z");
const OWN_PASSWORD = "a long phrase nobody has read";

describe.each(testDatabaseKinds())("published passwords and administrators on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const roleOf = async (email: string) =>
    (await handle.db.execute<{ role: string }>(sql`select role from accounts where email = ${email}`)).rows[0]?.role;

  it("finds the demo planner, vendor and administrator of a demo seed by their published passwords", async () => {
    await seedDemoData(handle, { vendors: 20, storage, referenceDate });
    expect(await accountsWithPublishedPasswords(handle)).toEqual([
      DEMO_ADMIN.email,
      DEMO_PLANNER.email,
      DEMO_VENDOR.email,
    ]);
  });

  it("finds nothing on reference data alone, nor once the operator made an administrator of their own", async () => {
    await emptyAllTables(handle);
    await seedReferenceData(handle, { storage });
    expect(await accountsWithPublishedPasswords(handle)).toEqual([]);
    expect(await createAdministrator(handle.db, { email: " Owner@Example.com ", password: OWN_PASSWORD })).toBe(
      "created",
    );
    expect(await roleOf("owner@example.com")).toBe("admin");
    expect(await accountsWithPublishedPasswords(handle)).toEqual([]);
  });

  it("finds any administrator, whatever its email, who signs in with a published password", async () => {
    await createAdministrator(handle.db, { email: "second@example.com", password: DEMO_VENDOR.password });
    expect(await accountsWithPublishedPasswords(handle)).toEqual(["second@example.com"]);
  });

  it("promotes an existing account and gives it the new password; a planner with another email is not checked", async () => {
    await handle.db.execute(
      sql`insert into accounts (email, password_hash, role) values ('planner-a@example.com', '!no-login', 'client')`,
    );
    expect(await createAdministrator(handle.db, { email: "planner-a@example.com", password: OWN_PASSWORD })).toBe(
      "promoted",
    );
    expect(await roleOf("planner-a@example.com")).toBe("admin");
    const [row] = (
      await handle.db.execute<{ password_hash: string; verified: boolean }>(
        sql`select password_hash, email_verified_at is not null as verified from accounts where email = 'planner-a@example.com'`,
      )
    ).rows;
    expect(await verifyPassword(OWN_PASSWORD, row?.password_hash ?? "")).toBe(true);
    expect(row?.verified).toBe(true);
  });

  it("refuses a malformed email and a common or short password, and changes nothing", async () => {
    const before = (await handle.db.execute<{ total: number }>(sql`select count(*)::int as total from accounts`))
      .rows[0];
    await expect(
      createAdministrator(handle.db, { email: "not an email", password: OWN_PASSWORD }),
    ).rejects.toMatchObject({
      code: "INVALID_EMAIL",
    });
    await expect(
      createAdministrator(handle.db, { email: "third@example.com", password: "password1" }),
    ).rejects.toMatchObject({
      code: "WEAK_PASSWORD",
    });
    await expect(
      createAdministrator(handle.db, { email: "third@example.com", password: "short" }),
    ).rejects.toMatchObject({
      code: "WEAK_PASSWORD",
    });
    const after = (await handle.db.execute<{ total: number }>(sql`select count(*)::int as total from accounts`))
      .rows[0];
    expect(after).toEqual(before);
  });
});
