import { formatCents } from "#lib/money.ts";
import type { PaymentProvider } from "#features/payments/payments.service.server.ts";
import type { NewNotification } from "#features/notifications/outbox.service.server.ts";
import { conflict, DomainError, forbidden, notFound } from "#lib/domain-errors.ts";
import type { MembershipOrderRow, MembershipQueries, MembershipRepository } from "./membership.repo.server.ts";
import {
  MEMBERSHIP_MESSAGES as MESSAGES,
  type MembershipLevel,
  membershipMove,
  type MembershipOrderStatus,
  membershipOrderStatusOf,
  membershipPlan,
  profileUrl,
} from "./members.rules.ts";
import {
  MEMBERSHIP_ORDERS_SHOWN,
  type MembershipDto,
  type MembershipOrderDto,
  type MembershipOrderForm,
  type OperatorMembershipOrderDto,
} from "./members.schema.ts";

type Member = NonNullable<Awaited<ReturnType<MembershipQueries["member"]>>>;

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

function orderDto(order: MembershipOrderRow): MembershipOrderDto {
  return {
    id: order.id,
    level: order.level,
    amountCents: order.amountCents,
    status: membershipOrderStatusOf(order.status),
    provider: order.provider,
    reference: order.providerReference,
    createdAt: order.createdAt.toISOString(),
    decidedAt: iso(order.decidedAt),
  };
}

/**
 * A vendor's plan (decision 022). The level is never written from a form: it changes when an order is
 * applied. Moving to Basic is free and the vendor's own choice; a paid plan is charged through the
 * payment provider and applied once the charge succeeds; with no provider configured, the vendor asks
 * and an operator approves or declines (audited). Every order carries the page's idempotency key, and
 * each runs with the vendor's row locked, so parallel or repeated submissions charge once.
 */
export function createMembershipService(deps: {
  repository: MembershipRepository;
  /** null: no payment provider is configured, so operators decide upgrades. */
  payments: PaymentProvider | null;
  publicOrigin: string;
  onMemberChanged: (memberId: number) => void;
  now?: () => Date;
}) {
  const { repository, payments } = deps;
  const now = deps.now ?? (() => new Date());

  async function checkPlanFits(repo: MembershipQueries, memberId: number, level: MembershipLevel) {
    const plan = membershipPlan(level);
    const categories = await repo.categoryCount(memberId);
    if (categories > plan.maxCategories) {
      const message = `The ${level} plan lists up to ${plan.maxCategories} categories and you list ${categories}. Remove some categories first.`;
      throw conflict("PLAN_TOO_SMALL", message, { level: message });
    }
  }

  function vendorNotice(member: Member, subject: string, lines: string[]): NewNotification | undefined {
    if (member.accountId === null || member.accountEmail === null) return undefined;
    const path = "/dashboard/membership";
    return {
      accountId: member.accountId,
      recipientEmail: member.accountEmail,
      kind: "membership",
      subject,
      body: [`Hi ${member.contactFirstName},`, "", ...lines, "", new URL(path, deps.publicOrigin).toString()].join(
        "\n",
      ),
      payload: { path },
    };
  }

  async function membership(memberId: number): Promise<MembershipDto | undefined> {
    const [member, pending, orders] = await Promise.all([
      repository.member(memberId),
      repository.pendingOrder(memberId),
      repository.recentOrders(memberId, MEMBERSHIP_ORDERS_SHOWN.recent),
    ]);
    if (!member) return undefined;
    return {
      memberId,
      name: member.name,
      profileUrl: profileUrl(member.profileDirectory, member.directory),
      membershipLevel: member.membershipLevel,
      paymentMode: payments?.mode ?? null,
      pendingOrder: pending ? orderDto(pending) : null,
      orders: orders.map(orderDto),
    };
  }

  const noVendor = (memberId: number) => notFound(`No vendor ${memberId}.`);

  async function requireMembership(memberId: number): Promise<MembershipDto> {
    const found = await membership(memberId);
    if (!found) throw noVendor(memberId);
    return found;
  }

  /**
   * The vendor's choice of plan, made by the vendor themself (an administrator looking on may not).
   * The same idempotency key answers the order it made (created false); a key already used for
   * another plan or vendor is refused.
   */
  async function order(
    requestedBy: { accountId: number; memberId: number | null },
    memberId: number,
    form: MembershipOrderForm,
  ): Promise<{ order: MembershipOrderDto; membership: MembershipDto; created: boolean }> {
    if (requestedBy.memberId !== memberId) throw forbidden(MESSAGES.ownPlanOnly);
    const { saved, created } = await repository.transaction(async (repo) => {
      const member = await repo.member(memberId, { lock: true });
      if (!member) throw noVendor(memberId);
      const existing = await repo.orderByKey(form.idempotencyKey);
      if (existing) {
        if (existing.memberId !== memberId || existing.level !== form.level)
          throw conflict("IDEMPOTENCY_KEY_REUSED", MESSAGES.keyReused);
        return { saved: existing, created: false };
      }
      const move = membershipMove(member.membershipLevel, form.level, payments !== null);
      if (move === "stay") throw conflict("SAME_PLAN", MESSAGES.samePlan(form.level));
      await checkPlanFits(repo, memberId, form.level);
      const pending = await repo.pendingOrder(memberId);
      if (move === "ask" && pending?.level === form.level) return { saved: pending, created: false };
      await repo.cancelPendingOrders(memberId, now());
      const amountCents = move === "free" ? 0 : membershipPlan(form.level).priceCentsPerMonth;
      const placed = await repo.createOrder({
        memberId,
        level: form.level,
        amountCents,
        status: "pending",
        provider: move === "pay" ? (payments as PaymentProvider).name : null,
        idempotencyKey: form.idempotencyKey,
        requestedByAccountId: requestedBy.accountId,
      });
      if (move === "ask") return { saved: placed, created: true };
      let providerReference: string | undefined;
      if (move === "pay") {
        const charge = await (payments as PaymentProvider)
          .charge({
            amountCents,
            // The page's key: a retry after a lost answer is the same charge to the provider.
            idempotencyKey: `membership-${form.idempotencyKey}`,
            description: `Marquee ${form.level} plan for ${member.name}, one month`,
          })
          .catch(() => {
            throw new DomainError("payment-failed", "PAYMENT_FAILED", MESSAGES.paymentFailed);
          });
        providerReference = charge.reference;
      }
      await repo.settleOrder(placed.id, "paid", { providerReference, decidedAt: now() });
      await repo.setMembershipLevel(memberId, form.level);
      return { saved: (await repo.order(placed.id)) as MembershipOrderRow, created: true };
    });
    if (created && saved.status !== "pending") deps.onMemberChanged(memberId);
    return { order: orderDto(saved), membership: await requireMembership(memberId), created };
  }

  return {
    membership,

    order,

    async ordersForOperators(status: MembershipOrderStatus): Promise<OperatorMembershipOrderDto[]> {
      const rows = await repository.ordersByStatus(status, MEMBERSHIP_ORDERS_SHOWN.operators);
      return rows.map((row) => ({
        ...orderDto(row.order),
        memberId: row.order.memberId,
        vendorName: row.vendorName,
        currentLevel: row.currentLevel,
      }));
    },

    /**
     * An operator approves an asked-for plan (it applies at once) or declines it; the vendor is told by
     * email and the decision is audited. Deciding the same again changes nothing.
     */
    async decide(
      operatorAccountId: number,
      orderId: number,
      decision: "approve" | "decline",
      note: string,
    ): Promise<OperatorMembershipOrderDto> {
      const outcome: Exclude<MembershipOrderStatus, "pending"> = decision === "approve" ? "approved" : "declined";
      const memberId = await repository.transaction(async (repo) => {
        const found = await repo.order(orderId);
        if (!found) throw notFound(`No membership order ${orderId}.`);
        // The vendor first, then the order: the same order of locks as the vendor's own choices.
        const member = (await repo.member(found.memberId, { lock: true })) as Member;
        const order = (await repo.order(orderId, { lock: true })) as MembershipOrderRow;
        const status = membershipOrderStatusOf(order.status);
        if (status === outcome) return order.memberId;
        if (status !== "pending") throw conflict("ORDER_DECIDED", MESSAGES.orderDecided(status));
        if (decision === "approve") await checkPlanFits(repo, order.memberId, order.level);
        await repo.settleOrder(order.id, outcome, { decidedByAccountId: operatorAccountId, decidedAt: now() });
        if (decision === "approve") await repo.setMembershipLevel(order.memberId, order.level);
        await repo.audit({
          actorAccountId: operatorAccountId,
          action: decision === "approve" ? "membership.approved" : "membership.declined",
          subjectAccountId: member.accountId,
          details: {
            orderId,
            memberId: order.memberId,
            level: order.level,
            previousLevel: member.membershipLevel,
            amountCents: order.amountCents,
            note: note || null,
          },
        });
        const notice =
          decision === "approve"
            ? vendorNotice(member, `You're now a ${order.level} member`, [
                `Your upgrade to ${order.level} is switched on. Its price is ${formatCents(order.amountCents)} a month.`,
              ])
            : vendorNotice(member, `Your ${order.level} upgrade`, [
                `We couldn't switch on ${order.level} for ${member.name} this time, so your plan stays ${member.membershipLevel}.`,
                ...(note ? ["", note] : []),
                "",
                "Reply to this email if you have questions.",
              ]);
        if (notice) await repo.outbox.enqueue(notice);
        return order.memberId;
      });
      if (decision === "approve") deps.onMemberChanged(memberId);
      const [order, member] = await Promise.all([repository.order(orderId), repository.member(memberId)]);
      if (!order || !member) throw new Error(`membership order ${orderId} lost its vendor`);
      return { ...orderDto(order), memberId, vendorName: member.name, currentLevel: member.membershipLevel };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
