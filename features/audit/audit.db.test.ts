import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/client.server.ts";
import { createTestDatabase, testDatabaseKinds } from "#tests/support/database.ts";
import { createAuditRepository } from "./audit.repo.server.ts";
import { auditWithin, createAuditService } from "./audit.service.server.ts";

describe.each(testDatabaseKinds())("the audit log's table on %s", (kind) => {
  let database: DatabaseHandle;
  let eventId: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    eventId = await auditWithin(database.db).record({
      actorAccountId: null,
      action: "settings.updated",
      recordType: "setting",
      before: { vendorApproval: false },
      after: { vendorApproval: true },
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("refuses to update a row", async () => {
    await expect(
      database.db.execute(sql`update audit_events set action = 'nothing.happened' where id = ${eventId}`),
    ).rejects.toThrow();
  });

  it("refuses to delete a row", async () => {
    await expect(database.db.execute(sql`delete from audit_events where id = ${eventId}`)).rejects.toThrow();
  });

  it("keeps the row as written, and its search reads it back", async () => {
    const { events } = await createAuditService(createAuditRepository(database.db)).search({ action: "settings." });
    expect(events).toEqual([
      expect.objectContaining({
        id: eventId,
        action: "settings.updated",
        actorEmail: null,
        before: { vendorApproval: false },
        after: { vendorApproval: true },
      }),
    ]);
  });

  it("matches an action prefix literally: % and _ are not wildcards", async () => {
    const service = createAuditService(createAuditRepository(database.db));
    expect((await service.search({ action: "settings%" })).events).toEqual([]);
    expect((await service.search({ action: "settings_" })).events).toEqual([]);
  });
});
