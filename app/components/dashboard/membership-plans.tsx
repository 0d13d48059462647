import { useEffect, useId, useState } from "react";
import { MEMBERSHIP_LEVELS, MEMBERSHIP_PLANS, type MembershipLevel } from "#features/accounts/accounts.rules.ts";
import { ErrorSummary } from "../forms/error-summary.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { fetchMember, updateMember } from "./dashboard.calls.ts";
import { LogInAgainLink } from "./dashboard-section.tsx";
import { type MemberCenterLinks, membershipConfirmation, planPriceText, readFailure } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { MemberCenterPending } from "./member-center-pending.tsx";
import { useMemberCenterLoad, withMember } from "./use-dashboard-data.ts";
import "./dashboard.css";

type MembershipPlansProps = {
  memberId: number;
  /** An administrator looking at another member's plan. */
  viewingAsAdmin: boolean;
  returnTo: string;
  /** The member center's pages (with the member id for an administrator). */
  links: MemberCenterLinks;
};

function rank(level: MembershipLevel): number {
  return MEMBERSHIP_LEVELS.indexOf(level);
}

/**
 * `/dashboard/membership`: the three plans side by side, the vendor's own marked. Choosing one saves
 * the new level at once (payment is in test mode); a downgrade the vendor's categories do not fit is
 * refused by the server, and its message is shown.
 */
export function MembershipPlans({ memberId, viewingAsAdmin, returnTo, links }: MembershipPlansProps) {
  const id = useId();
  const { state, retry, update } = useMemberCenterLoad(
    (signal) => fetchMember(memberId, signal).then((member) => ({ member })),
    returnTo,
  );
  const [pending, setPending] = useState<MembershipLevel | null>(null);
  const [status, setStatus] = useState("");
  const [error, setError] = useState<{ message: string; sessionEnded: boolean } | null>(null);
  const { ref: errorRef, requestFocus: focusError } = useFocusRequest<HTMLDivElement>();
  // After a change the pressed button is gone: focus goes to the heading of the plan now chosen.
  const [focusTarget, setFocusTarget] = useState<{ elementId: string; request: number } | null>(null);
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget.elementId)?.focus();
  }, [focusTarget]);
  const planTitleId = (level: MembershipLevel) => `${id}-${level}`;

  if (state.status !== "loaded") {
    return (
      <MemberCenterPending
        state={state}
        retry={retry}
        title="Membership"
        loadingText="Loading your membership…"
        shape="plans"
      />
    );
  }
  const { member } = state.data;

  const choose = async (level: MembershipLevel) => {
    if (pending !== null) return;
    setPending(level);
    setStatus("");
    setError(null);
    try {
      const saved = await updateMember(member.id, { membershipLevel: level });
      update(withMember({ ...saved, membershipLevel: saved.membershipLevel ?? level }));
      setStatus(membershipConfirmation(saved.membershipLevel ?? level));
      setFocusTarget((previous) => ({
        elementId: planTitleId(saved.membershipLevel ?? level),
        request: (previous?.request ?? 0) + 1,
      }));
    } catch (failed) {
      const failure = readFailure(failed);
      setError({
        message: Object.values(failure.fields)[0] ?? failure.message,
        sessionEnded: failure.code === "UNAUTHENTICATED",
      });
      focusError();
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title="Membership"
        member={member}
        viewingAsAdmin={viewingAsAdmin}
        current="membership"
        links={links}
      />

      <p className="dash-test-mode">
        <strong>Test mode:</strong> payment for paid plans is not switched on yet. You can change plans freely and
        nothing is charged.
      </p>

      <StatusMessage message={status} className="dash-page__message" />
      <ErrorSummary
        summaryRef={errorRef}
        className="dash-page__message"
        title="Your plan was not changed."
        message={error?.message}
        items={[]}
      >
        {error?.sessionEnded ? <LogInAgainLink returnTo={returnTo} /> : null}
      </ErrorSummary>

      <ul className="dash-plans">
        {MEMBERSHIP_PLANS.map((plan) => {
          const current = plan.level === member.membershipLevel;
          const titleId = planTitleId(plan.level);
          return (
            <li key={plan.level} className={current ? "dash-plan dash-plan--current" : "dash-plan"}>
              <div className="dash-plan__top">
                {current ? <p className="dash-plan__current">Your plan</p> : null}
                <h2 className="dash-plan__title" id={titleId} tabIndex={-1}>
                  {plan.level}
                </h2>
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
                {current ? (
                  <p className="dash-plan__is-current">This is your current plan.</p>
                ) : (
                  <button
                    type="button"
                    className={
                      rank(plan.level) > rank(member.membershipLevel)
                        ? "button button--primary"
                        : "button button--secondary"
                    }
                    aria-disabled={pending !== null || undefined}
                    onClick={() => void choose(plan.level)}
                  >
                    {pending === plan.level
                      ? "Saving…"
                      : rank(plan.level) > rank(member.membershipLevel)
                        ? `Upgrade to ${plan.level}`
                        : `Switch to ${plan.level}`}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
