import { Form } from "react-router";
import type { LeadDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { PanelSubmit } from "../marketplace/confirm-panel.tsx";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatEventDate } from "../marketplace/marketplace.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { LEAD_INTENTS } from "./leads.logic.ts";
import "./leads.css";
import "./still-free-check.css";

/**
 * A runner-up's check (decision 025): the vendor the planner booked cancelled, this vendor's quote can
 * be booked again in one click, and the planner would like to know whether they are still free. "No
 * longer free" withdraws the quote; both answers are forms posted to the page's action.
 */
export function StillFreeCheck({
  lead,
  note,
  answer,
}: {
  lead: LeadDto & { quote: NonNullable<LeadDto["quote"]>; stillFree: NonNullable<LeadDto["stillFree"]> };
  note: string | undefined;
  answer: FormAnswer | undefined;
}) {
  const planner = lead.plannerFirstName;
  const day = formatEventDate(lead.request.eventDate) ?? lead.request.eventDate;
  const price = formatCents(lead.quote.totalCents);
  const refused = answerFor(answer, LEAD_INTENTS.stillFree);
  const sending = useSending(LEAD_INTENTS.stillFree);
  const target = useFormTarget();
  if (lead.stillFree === "confirmed") {
    return (
      <DashboardSection id="still-free" title="You're still free" focusable>
        <StatusMessage message={note} />
        <p className="dash-section__note">
          You told {planner} you're still free on {day}. They can book you in one click at your quote of {price}.
        </p>
      </DashboardSection>
    );
  }
  return (
    <DashboardSection
      id="still-free"
      title="Are you still free?"
      intro={`The vendor ${planner} had booked has cancelled. ${planner} can book you in one click at your quote of ${price}: are you still free on ${day}? If not, your quote is withdrawn.`}
      focusable
    >
      <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
      <div className="still-free__answers">
        <Form method="post" action={target} preventScrollReset>
          <input type="hidden" name="intent" value={LEAD_INTENTS.stillFree} />
          <input type="hidden" name="answer" value="still-free" />
          <PanelSubmit label="Yes, I'm still free" busyLabel="Sending…" busy={sending} />
        </Form>
        <Form method="post" action={target} preventScrollReset>
          <input type="hidden" name="intent" value={LEAD_INTENTS.stillFree} />
          <input type="hidden" name="answer" value="no-longer-free" />
          <button
            type="submit"
            className="button button--secondary"
            aria-disabled={sending || undefined}
            onClick={(event) => {
              if (sending) event.preventDefault();
            }}
          >
            No, I'm no longer free
          </button>
        </Form>
      </div>
    </DashboardSection>
  );
}
