import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { MEMBERSHIP_PLANS, type MembershipLevel } from "#features/members/members.rules.ts";
import { formatCents } from "#lib/money.ts";
import type { MembershipDto } from "#features/members/members.schema.ts";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { TestModeNotice } from "../marketplace/test-mode-notice.tsx";
import { type MemberCenterLinks, planPriceText } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { DashboardSection } from "./dashboard-section.tsx";
import { orderDayText, orderStatusText, planAction } from "./membership.logic.ts";
import "./dashboard.css";

/** What the page's action answered: the note of a choice that went through, or why it did not. */
export type MembershipOutcome = { ok: true; message: string } | { ok: false; message: string };

type MembershipPlansProps = {
  membership: MembershipDto;
  /** Made once per page by the server: sending the same choice again never pays twice. */
  idempotencyKey: string;
  /** An administrator looking at another member's plan: they see it but do not choose it. */
  viewingAsAdmin: boolean;
  links: MemberCenterLinks;
  outcome: MembershipOutcome | undefined;
};

/**
 * `/dashboard/membership`: the three plans side by side, the vendor's own marked. Each choice is a
 * form the server decides (it works before JavaScript loads): Basic at once, a paid plan paid through
 * the payment provider ("Test mode" while it is the test one), or, with no provider, asked for and
 * switched on by an operator. Below, the plan's history.
 */
export function MembershipPlans({ membership, idempotencyKey, viewingAsAdmin, links, outcome }: MembershipPlansProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData?.get("level") : undefined;
  const noteRef = useRef<HTMLDivElement>(null);
  // After a choice the pressed button may be gone: the focus goes to what the server answered.
  useEffect(() => {
    if (outcome) noteRef.current?.focus();
  }, [outcome]);

  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title="Membership"
        member={membership}
        viewingAsAdmin={viewingAsAdmin}
        current="membership"
        links={links}
      />

      {membership.paymentMode === "test" ? (
        <TestModeNotice />
      ) : (
        <p className="dash-plans-note">
          Paid plans are switched on by our team. Ask for an upgrade and we'll email you as soon as it's on.
        </p>
      )}

      <div ref={noteRef} tabIndex={-1} className="dash-page__message">
        {outcome?.ok ? <StatusMessage message={outcome.message} /> : null}
        <ErrorSummary
          title="Your plan was not changed."
          message={outcome?.ok ? undefined : outcome?.message}
          items={[]}
        />
      </div>
      {viewingAsAdmin ? (
        <p className="dash-plans-note">
          Only the vendor changes their plan; operators approve or decline the upgrades vendors ask for.
        </p>
      ) : null}

      <ul className="dash-plans">
        {MEMBERSHIP_PLANS.map((plan) => {
          const action = planAction(membership, plan.level);
          const current = action.kind === "current";
          return (
            <li key={plan.level} className={current ? "dash-plan dash-plan--current" : "dash-plan"}>
              <div className="dash-plan__top">
                {current ? <p className="dash-plan__current">Your plan</p> : null}
                <h2 className="dash-plan__title">{plan.level}</h2>
                <p className="dash-plan__price">{planPriceText(plan.priceCentsPerMonth)}</p>
              </div>
              <ul className="dash-plan__limits">
                <li>Up to {plan.maxCategories} categories</li>
                <li>Up to {plan.maxPhotos} photos</li>
              </ul>
              <ul className="dash-plan__benefits">
                {plan.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              <div className="dash-plan__action">
                {action.kind === "current" ? (
                  <p className="dash-plan__is-current">This is your current plan.</p>
                ) : action.kind === "asked" ? (
                  <p className="dash-plan__is-current">{action.text}</p>
                ) : viewingAsAdmin ? null : (
                  <PlanForm
                    level={plan.level}
                    idempotencyKey={idempotencyKey}
                    label={action.label}
                    busyLabel={action.busyLabel}
                    primary={action.primary}
                    busy={submitting === plan.level}
                    blocked={submitting !== undefined}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>

      {membership.orders.length > 0 ? (
        <DashboardSection id="plan-history" title="Plan history">
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Plan</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {membership.orders.map((order) => (
                <tr key={order.id}>
                  <td>{orderDayText(order.createdAt)}</td>
                  <td>{order.level}</td>
                  <td>{order.amountCents === 0 ? "Free" : formatCents(order.amountCents)}</td>
                  <td>{orderStatusText(order)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DashboardSection>
      ) : null}
    </div>
  );
}

function PlanForm({
  level,
  idempotencyKey,
  label,
  busyLabel,
  primary,
  busy,
  blocked,
}: {
  level: MembershipLevel;
  idempotencyKey: string;
  label: string;
  busyLabel: string;
  primary: boolean;
  busy: boolean;
  /** A choice is on its way: another press waits for its answer. */
  blocked: boolean;
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (blocked) event.preventDefault();
      }}
    >
      <input type="hidden" name="level" value={level} />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <button
        type="submit"
        className={primary ? "button button--primary" : "button button--secondary"}
        aria-disabled={blocked || undefined}
      >
        {busy ? busyLabel : label}
      </button>
    </Form>
  );
}
