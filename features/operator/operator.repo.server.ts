import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import type { AuditWithin } from "#features/audit/audit.service.server.ts";
import type { NewNotification, OutboxWithin } from "#features/notifications/outbox.service.server.ts";
import type { ListingStatus } from "#features/members/members.rules.ts";
import {
  ACCOUNT_DETAIL_ROWS,
  APPROVAL_QUEUE_SHOWN,
  ACCOUNT_SEARCH_PAGE_SIZE,
  VENDOR_APPROVAL_SETTING,
  WITHDRAWABLE_QUOTE_STATES,
} from "./operator.rules.ts";
import type { AccountSearch } from "./operator.schema.ts";

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type AccountSummaryRow = {
  account_id: number;
  kind: "vendor" | "planner";
  name: string;
  email: string;
  city: string | null;
  member_id: number | null;
  client_id: number | null;
  listing_status: ListingStatus | null;
  suspended_at: Date | string | null;
  created_at: Date | string;
  total: number;
};

/** A planner told that a vendor they booked was suspended: one upcoming, still-confirmed booking. */
export type AffectedBooking = {
  bookingId: number;
  requestId: number;
  eventDate: string;
  eventType: string;
  plannerAccountId: number;
  plannerEmail: string;
  plannerFirstName: string;
};

/** What the operator's writes need besides their own SQL: the audit log and the outbox, bound to the transaction. */
export type OperatorWrites = {
  auditWithin: AuditWithin;
  outboxWithin: OutboxWithin;
};

/** The listing facts a vendor email greets and names. */
export type ListingOwner = {
  memberId: number;
  accountId: number | null;
  email: string;
  firstName: string;
  name: string;
};

/**
 * The operator console's SQL over accounts, listings and what hangs off them. Suspension, restoring
 * and approval each change everything they touch in one transaction, with its audit record and emails.
 */
export function createOperatorRepository(db: Database, writes: OperatorWrites) {
  return {
    async searchAccounts(search: AccountSearch): Promise<{ rows: AccountSummaryRow[]; total: number }> {
      const words = search.q ?? "";
      const conditions: SQL[] = [];
      if (search.kind !== "all") conditions.push(sql`x.kind = ${search.kind}`);
      if (/^\d{1,9}$/.test(words)) {
        const id = Number(words);
        conditions.push(sql`(x.account_id = ${id} or x.member_id = ${id} or x.client_id = ${id})`);
      } else if (words !== "") {
        const pattern = `%${escapeLike(words.toLowerCase())}%`;
        conditions.push(
          sql`(lower(x.name) like ${pattern} or lower(x.email) like ${pattern} or lower(x.listing_email) like ${pattern} or lower(coalesce(x.city, '')) like ${pattern})`,
        );
      }
      const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
      const result = await db.execute<AccountSummaryRow>(sql`
        select x.account_id, x.kind, x.name, x.email, x.city, x.member_id, x.client_id, x.listing_status,
          x.suspended_at, x.created_at, count(*) over ()::int as total
        from (
          select a.id as account_id, 'vendor' as kind, m.name, a.email, m.email as listing_email,
            l.display_name as city, m.id as member_id, null::int as client_id, m.listing_status,
            a.suspended_at, a.created_at
          from accounts a join members m on m.account_id = a.id join locations l on l.id = m.city_id
          where a.role = 'member'
          union all
          select a.id, 'planner', trim(c.first_name || ' ' || coalesce(c.last_name, '')), a.email, c.email,
            null, null, c.id, null, a.suspended_at, a.created_at
          from accounts a join clients c on c.account_id = a.id
          where a.role = 'client'
        ) x
        where ${where}
        order by x.created_at desc, x.account_id desc
        limit ${ACCOUNT_SEARCH_PAGE_SIZE} offset ${(search.page - 1) * ACCOUNT_SEARCH_PAGE_SIZE}`);
      const rows = result.rows.map((row) => ({ ...row, total: Number(row.total) }));
      return { rows, total: rows[0]?.total ?? (await countMatches(where)) };
    },

    /** The account of a vendor or planner (never an administrator's), with its listing or planner record. */
    async account(accountId: number) {
      const result = await db.execute<{
        id: number;
        role: "member" | "client";
        email: string;
        email_verified_at: Date | string | null;
        created_at: Date | string;
        suspended_at: Date | string | null;
        suspended_reason: string | null;
        deleted_at: Date | string | null;
        member_id: number | null;
        client_id: number | null;
        client_name: string | null;
      }>(sql`
        select a.id, a.role, a.email, a.email_verified_at, a.created_at, a.suspended_at, a.suspended_reason,
          a.deleted_at, m.id as member_id, c.id as client_id,
          trim(c.first_name || ' ' || coalesce(c.last_name, '')) as client_name
        from accounts a
        left join members m on m.account_id = a.id
        left join clients c on c.account_id = a.id
        where a.id = ${accountId} and a.role in ('member', 'client')`);
      const row = result.rows[0];
      return row && { ...row, createdAt: toIso(row.created_at) as string };
    },

    async listing(memberId: number) {
      const result = await db.execute<{
        id: number;
        name: string;
        directory: string;
        profile_directory: string;
        listing_status: ListingStatus;
        listing_status_changed_at: Date | string | null;
        membership_level: string;
        city: string;
        rating_average: number;
        review_count: number;
        open_quote_count: number;
        categories: string[];
      }>(sql`
        select m.id, m.name, m.directory, st.profile_directory, m.listing_status, m.listing_status_changed_at,
          m.membership_level, l.display_name as city, m.rating_average, m.review_count,
          (select count(*)::int from quotes q where q.member_id = m.id and q.status in ${WITHDRAWABLE_QUOTE_STATES}) as open_quote_count,
          array(select s.person_form from member_service_types t join service_types s on s.id = t.service_type_id
            where t.member_id = m.id order by t.is_primary desc, s.person_form) as categories
        from members m
        join service_types st on st.id = m.primary_service_type_id
        join locations l on l.id = m.city_id
        where m.id = ${memberId}`);
      return result.rows[0];
    },

    async bookings(side: { memberId: number } | { clientId: number }) {
      const filter = "memberId" in side ? sql`b.member_id = ${side.memberId}` : sql`b.client_id = ${side.clientId}`;
      const otherSide = "memberId" in side ? sql`trim(c.first_name || ' ' || coalesce(c.last_name, ''))` : sql`m.name`;
      const result = await db.execute<{
        id: number;
        request_id: number;
        event_date: string;
        event_type: string;
        status: string;
        total_cents: number;
        other_side: string;
      }>(sql`
        select b.id, b.request_id, b.event_date::text as event_date, r.event_type, b.status::text as status,
          b.total_cents, ${otherSide} as other_side
        from bookings b
        join requests r on r.id = b.request_id
        join members m on m.id = b.member_id
        join clients c on c.id = b.client_id
        where ${filter}
        order by b.event_date desc, b.id desc
        limit ${ACCOUNT_DETAIL_ROWS}`);
      return result.rows;
    },

    async reviews(memberId: number) {
      const result = await db.execute<{
        id: number;
        rating: number;
        title: string | null;
        reviewer_name: string;
        status: string;
        created_at: Date | string;
      }>(sql`
        select f.id, f.rating, f.title, f.reviewer_name, f.status, f.created_at from feedback f
        where f.member_id = ${memberId}
        order by f.created_at desc, f.id desc
        limit ${ACCOUNT_DETAIL_ROWS}`);
      return result.rows;
    },

    async requests(clientId: number) {
      const result = await db.execute<{ id: number; event_type: string; event_date: string; status: string }>(sql`
        select r.id, r.event_type, r.event_date::text as event_date, r.status::text as status from requests r
        where r.client_id = ${clientId}
        order by r.created_at desc, r.id desc
        limit ${ACCOUNT_DETAIL_ROWS}`);
      return result.rows;
    },

    /** Reports of the vendor's reviews, and reports the account made, newest first. */
    async reports(accountId: number, memberId: number | null) {
      const result = await db.execute<{
        id: number;
        feedback_id: number;
        reason: string;
        status: string;
        created_at: Date | string;
        relation: "about" | "made";
      }>(sql`
        select rr.id, rr.feedback_id, rr.reason, rr.status, rr.created_at,
          case when f.member_id = ${memberId ?? 0} then 'about' else 'made' end as relation
        from review_reports rr join feedback f on f.id = rr.feedback_id
        where f.member_id = ${memberId ?? 0} or rr.reporter_account_id = ${accountId}
        order by rr.created_at desc, rr.id desc
        limit ${ACCOUNT_DETAIL_ROWS}`);
      return result.rows;
    },

    /**
     * Suspends the account in one transaction: the account row (locked, so parallel suspensions queue
     * and the later ones find it done), its listing, every session, the vendor's open quotes, an email
     * to each planner with an upcoming booking, and the audit record. Undefined when there is no such
     * account; `changed: false` when it was already suspended.
     */
    async suspend(input: {
      accountId: number;
      actorAccountId: number;
      reason: string;
      at: Date;
      withdrawnNote: string;
      plannerNotice: (booking: AffectedBooking, vendorName: string) => NewNotification;
    }) {
      return db.transaction(async (tx) => {
        const locked = await lockAccount(tx, input.accountId);
        if (!locked) return undefined;
        if (locked.suspended_at !== null) return { changed: false, locked, withdrawn: [], notified: 0 };
        await tx.execute(
          sql`update accounts set suspended_at = ${input.at}, suspended_reason = ${input.reason} where id = ${input.accountId}`,
        );
        const listing = await tx.execute<{ id: number; name: string; before: ListingStatus }>(sql`
          update members m set listing_status = 'suspended', listing_status_changed_at = ${input.at}
          from (select id, listing_status from members where account_id = ${input.accountId} for update) old
          where m.id = old.id and old.listing_status <> 'deleted'
          returning m.id, m.name, old.listing_status as before`);
        await revokeSessions(tx, input.accountId, input.at);
        const member = listing.rows[0];
        let withdrawn: number[] = [];
        let notified = 0;
        if (member) {
          const quotes = await tx.execute<{ id: number }>(sql`
            update quotes set status = 'withdrawn', closed_note = ${input.withdrawnNote}
            where member_id = ${member.id} and status in ${WITHDRAWABLE_QUOTE_STATES}
            returning id`);
          withdrawn = quotes.rows.map((row) => Number(row.id));
          const outbox = writes.outboxWithin(tx);
          for (const booking of await upcomingBookings(tx, member.id)) {
            await outbox.enqueue(input.plannerNotice(booking, member.name));
            notified += 1;
          }
        }
        await writes.auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: "account.suspended",
          subjectAccountId: input.accountId,
          recordType: "account",
          recordId: input.accountId,
          before: { suspendedAt: null, listingStatus: member?.before ?? null },
          after: { suspendedAt: input.at.toISOString(), listingStatus: member ? "suspended" : null },
          details: { reason: input.reason, withdrawnQuoteIds: withdrawn, notifiedPlannerCount: notified },
        });
        return { changed: true, locked, withdrawn, notified, memberId: member?.id ?? null };
      });
    },

    /** Lifts a suspension: the account may log in again and its suspended listing is live. Quotes stay withdrawn. */
    async restore(input: { accountId: number; actorAccountId: number; at: Date }) {
      return db.transaction(async (tx) => {
        const locked = await lockAccount(tx, input.accountId);
        if (!locked) return undefined;
        if (locked.suspended_at === null) return { changed: false, memberId: null };
        await tx.execute(
          sql`update accounts set suspended_at = null, suspended_reason = null where id = ${input.accountId}`,
        );
        const listing = await tx.execute<{ id: number }>(sql`
          update members set listing_status = 'live', listing_status_changed_at = ${input.at}
          where account_id = ${input.accountId} and listing_status = 'suspended'
          returning id`);
        const memberId = listing.rows[0] ? Number(listing.rows[0].id) : null;
        await writes.auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: "account.restored",
          subjectAccountId: input.accountId,
          recordType: "account",
          recordId: input.accountId,
          before: { suspendedAt: toIso(locked.suspended_at), suspendedReason: locked.suspended_reason },
          after: { suspendedAt: null, listingStatus: memberId === null ? null : "live" },
        });
        return { changed: true, memberId };
      });
    },

    async vendorApprovalRequired(): Promise<boolean> {
      const result = await db.execute<{ value: { required?: unknown } }>(
        sql`select value from marketplace_settings where key = ${VENDOR_APPROVAL_SETTING}`,
      );
      return result.rows[0]?.value.required === true;
    },

    async setVendorApproval(required: boolean, actorAccountId: number, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const before = await tx.execute<{ value: { required?: unknown } }>(
          sql`select value from marketplace_settings where key = ${VENDOR_APPROVAL_SETTING} for update`,
        );
        const was = before.rows[0]?.value.required === true;
        if (was === required && before.rows[0]) return false;
        await tx.execute(sql`
          insert into marketplace_settings (key, value, updated_at, updated_by_account_id)
          values (${VENDOR_APPROVAL_SETTING}, ${JSON.stringify({ required })}::jsonb, ${at}, ${actorAccountId})
          on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at,
            updated_by_account_id = excluded.updated_by_account_id`);
        await writes.auditWithin(tx).record({
          actorAccountId,
          action: "setting.updated",
          recordType: "marketplace_setting",
          before: { key: VENDOR_APPROVAL_SETTING, required: was },
          after: { key: VENDOR_APPROVAL_SETTING, required },
        });
        return true;
      });
    },

    async approvalQueue() {
      const result = await db.execute<{
        id: number;
        account_id: number | null;
        name: string;
        email: string;
        city: string;
        categories: string[];
        created_at: Date | string;
        waiting_count: number;
      }>(sql`
        select m.id, m.account_id, m.name, coalesce(a.email, m.email) as email, l.display_name as city,
          array(select s.person_form from member_service_types t join service_types s on s.id = t.service_type_id
            where t.member_id = m.id order by t.is_primary desc, s.person_form) as categories,
          m.created_at, count(*) over ()::int as waiting_count
        from members m
        join locations l on l.id = m.city_id
        left join accounts a on a.id = m.account_id
        where m.listing_status = 'awaiting_approval'
        order by m.created_at, m.id
        limit ${APPROVAL_QUEUE_SHOWN}`);
      return result.rows;
    },

    /**
     * Decides a listing waiting for approval, with the owner's email and the audit record. Undefined
     * when there is no such listing; `changed: false` when it was already decided this way.
     */
    async decideListing(input: {
      memberId: number;
      to: "live" | "declined";
      actorAccountId: number;
      reason: string | null;
      at: Date;
      notice: (owner: ListingOwner) => NewNotification;
    }) {
      return db.transaction(async (tx) => {
        const result = await tx.execute<ListingOwner & { listing_status: ListingStatus }>(sql`
          select m.id as "memberId", m.account_id as "accountId", coalesce(a.email, m.email) as email,
            m.contact_first_name as "firstName", m.name, m.listing_status
          from members m left join accounts a on a.id = m.account_id
          where m.id = ${input.memberId}
          for update of m`);
        const owner = result.rows[0];
        if (!owner) return undefined;
        if (owner.listing_status === input.to) return { changed: false, status: owner.listing_status };
        if (owner.listing_status !== "awaiting_approval")
          return { changed: false, status: owner.listing_status, refused: true };
        await tx.execute(
          sql`update members set listing_status = ${input.to}, listing_status_changed_at = ${input.at} where id = ${input.memberId}`,
        );
        await writes.outboxWithin(tx).enqueue(input.notice(owner));
        await writes.auditWithin(tx).record({
          actorAccountId: input.actorAccountId,
          action: input.to === "live" ? "listing.approved" : "listing.declined",
          subjectAccountId: owner.accountId,
          recordType: "member",
          recordId: input.memberId,
          before: { listingStatus: "awaiting_approval" },
          after: { listingStatus: input.to },
          details: input.reason === null ? {} : { reason: input.reason },
        });
        return { changed: true, status: input.to };
      });
    },
  };

  async function countMatches(where: SQL): Promise<number> {
    // A page past the last one has no rows to carry the count: it is counted on its own.
    const result = await db.execute<{ total: number }>(sql`
      select count(*)::int as total from (
        select a.id as account_id, 'vendor' as kind, m.name, a.email, m.email as listing_email,
          l.display_name as city, m.id as member_id, null::int as client_id
        from accounts a join members m on m.account_id = a.id join locations l on l.id = m.city_id
        where a.role = 'member'
        union all
        select a.id, 'planner', trim(c.first_name || ' ' || coalesce(c.last_name, '')), a.email, c.email, null, null, c.id
        from accounts a join clients c on c.account_id = a.id
        where a.role = 'client'
      ) x where ${where}`);
    return Number(result.rows[0]?.total ?? 0);
  }
}

async function lockAccount(tx: Database, accountId: number) {
  const result = await tx.execute<{
    id: number;
    suspended_at: Date | string | null;
    suspended_reason: string | null;
  }>(sql`
    select id, suspended_at, suspended_reason from accounts
    where id = ${accountId} and role in ('member', 'client')
    for update`);
  return result.rows[0];
}

/** Ends every session of the account and its access tokens at once, as a password change does. */
async function revokeSessions(tx: Database, accountId: number, at: Date) {
  await tx.execute(sql`
    update sessions set revoked_at = ${at}, revoke_reason = 'account suspended'
    where account_id = ${accountId} and revoked_at is null`);
  await tx.execute(
    sql`delete from access_tokens where session_id in (select id from sessions where account_id = ${accountId})`,
  );
}

/** The vendor's bookings still to happen (confirmed, not yet completed), with whom to tell. */
async function upcomingBookings(tx: Database, memberId: number): Promise<AffectedBooking[]> {
  const result = await tx.execute<AffectedBooking>(sql`
    select b.id as "bookingId", b.request_id as "requestId", b.event_date::text as "eventDate",
      r.event_type as "eventType", a.id as "plannerAccountId", a.email as "plannerEmail",
      c.first_name as "plannerFirstName"
    from bookings b
    join requests r on r.id = b.request_id
    join clients c on c.id = b.client_id
    join accounts a on a.id = c.account_id
    where b.member_id = ${memberId} and b.status = 'confirmed'
    order by b.event_date, b.id`);
  return result.rows;
}

export type OperatorRepository = ReturnType<typeof createOperatorRepository>;
export { toIso };
