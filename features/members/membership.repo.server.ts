import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import { accounts } from "#db/schema/accounts.ts";
import { type AuditEventInput, auditWithin } from "../audit/audit.service.server.ts";
import { members, membershipOrders, memberServiceTypes } from "#db/schema/members.ts";
import { serviceTypes } from "#db/schema/service-types.ts";
import { outboxWithin } from "#features/notifications/outbox.service.server.ts";
import type { MembershipLevel, MembershipOrderStatus } from "./members.rules.ts";

export type MembershipOrderRow = typeof membershipOrders.$inferSelect;

/**
 * A vendor's plan and the orders that change it (decision 022). The level changes only with an order
 * applied in the same transaction, which first locks the vendor's row: orders for one vendor are
 * decided one after another, however many arrive at once.
 */
function createMembershipQueries(db: Database) {
  return {
    outbox: outboxWithin(db),

    async member(memberId: number, options: { lock?: boolean } = {}) {
      const query = db
        .select({
          id: members.id,
          name: members.name,
          directory: members.directory,
          profileDirectory: serviceTypes.profileDirectory,
          membershipLevel: members.membershipLevel,
          contactFirstName: members.contactFirstName,
          accountId: members.accountId,
          accountEmail: accounts.email,
        })
        .from(members)
        .innerJoin(serviceTypes, eq(serviceTypes.id, members.primaryServiceTypeId))
        .leftJoin(accounts, eq(accounts.id, members.accountId))
        .where(eq(members.id, memberId));
      const [row] = options.lock ? await query.for("update", { of: members }) : await query;
      return row;
    },

    async categoryCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberServiceTypes)
        .where(eq(memberServiceTypes.memberId, memberId));
      return row?.n ?? 0;
    },

    async orderByKey(idempotencyKey: string) {
      const [row] = await db.select().from(membershipOrders).where(eq(membershipOrders.idempotencyKey, idempotencyKey));
      return row;
    },

    async order(orderId: number, options: { lock?: boolean } = {}) {
      const query = db.select().from(membershipOrders).where(eq(membershipOrders.id, orderId));
      const [row] = options.lock ? await query.for("update") : await query;
      return row;
    },

    async pendingOrder(memberId: number) {
      const [row] = await db
        .select()
        .from(membershipOrders)
        .where(and(eq(membershipOrders.memberId, memberId), eq(membershipOrders.status, "pending")))
        .orderBy(desc(membershipOrders.id))
        .limit(1);
      return row;
    },

    async recentOrders(memberId: number, limit: number) {
      return db
        .select()
        .from(membershipOrders)
        .where(eq(membershipOrders.memberId, memberId))
        .orderBy(desc(membershipOrders.id))
        .limit(limit);
    },

    /** Orders in one state, oldest first, with the vendor's name and current plan. */
    async ordersByStatus(status: MembershipOrderStatus, limit: number) {
      return db
        .select({ order: membershipOrders, vendorName: members.name, currentLevel: members.membershipLevel })
        .from(membershipOrders)
        .innerJoin(members, eq(members.id, membershipOrders.memberId))
        .where(eq(membershipOrders.status, status))
        .orderBy(asc(membershipOrders.createdAt), asc(membershipOrders.id))
        .limit(limit);
    },

    async createOrder(values: typeof membershipOrders.$inferInsert): Promise<MembershipOrderRow> {
      const [row] = await db.insert(membershipOrders).values(values).returning();
      if (!row) throw new Error("membership order insert returned nothing");
      return row;
    },

    /** Moves a pending order to its outcome; false when it was no longer pending. */
    async settleOrder(
      orderId: number,
      to: Exclude<MembershipOrderStatus, "pending">,
      changes: { providerReference?: string; decidedByAccountId?: number; decidedAt: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(membershipOrders)
        .set({ status: to, ...changes })
        .where(and(eq(membershipOrders.id, orderId), eq(membershipOrders.status, "pending")))
        .returning({ id: membershipOrders.id });
      return rows.length > 0;
    },

    /** Earlier asks nobody decided yet are replaced by the vendor's latest choice. */
    async cancelPendingOrders(memberId: number, at: Date): Promise<void> {
      await db
        .update(membershipOrders)
        .set({ status: "cancelled", decidedAt: at })
        .where(and(eq(membershipOrders.memberId, memberId), eq(membershipOrders.status, "pending")));
    },

    async setMembershipLevel(memberId: number, level: MembershipLevel): Promise<void> {
      await db.update(members).set({ membershipLevel: level, updatedAt: new Date() }).where(eq(members.id, memberId));
    },

    /** What an operator did, for the audit trail. */
    async audit(event: AuditEventInput): Promise<void> {
      await auditWithin(db).record(event);
    },
  };
}

export type MembershipQueries = ReturnType<typeof createMembershipQueries>;

export function createMembershipRepository(db: Database) {
  return {
    ...createMembershipQueries(db),
    transaction<T>(work: (queries: MembershipQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createMembershipQueries(tx as unknown as Database)));
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
