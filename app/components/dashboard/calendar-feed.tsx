import { useId, useState } from "react";
import { Form } from "react-router";
import { copyOrSelect } from "#app/lib/clipboard.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { LEAD_INTENTS } from "./leads.logic.ts";
import "./dashboard.css";
import "./leads.css";

const CALENDAR_FEED_MESSAGES = {
  copied: "Address copied. Paste it into your calendar app.",
  copyByHand: "Your browser didn't let us copy it: the address is selected, copy it yourself.",
} as const;

/**
 * The vendor's bookings as a calendar to subscribe to: the private address the page's loader read, a
 * button to copy it (once scripts run) and a form to replace it (intent `renew-calendar-feed`), which
 * stops the old address working.
 */
export function CalendarFeed({
  url,
  note,
  refused,
}: {
  url: string;
  /** The note of the last renewal. */
  note: string | undefined;
  refused: FormAnswer | undefined;
}) {
  const id = useId();
  const inputId = `${id}-address`;
  const warningId = `${id}-warning`;
  const hydrated = useHydrated();
  const [copyNote, setCopyNote] = useState("");
  const renewing = useSending(LEAD_INTENTS.renewCalendarFeed);

  const copy = async () => {
    const field = document.getElementById(inputId);
    const copied = await copyOrSelect(url, field instanceof HTMLInputElement ? field : null);
    setCopyNote(copied ? CALENDAR_FEED_MESSAGES.copied : CALENDAR_FEED_MESSAGES.copyByHand);
  };

  return (
    <DashboardSection
      id="calendar-feed"
      title="Calendar feed"
      intro="Your Marquee bookings in the calendar you already use, kept up to date by itself."
    >
      <div className="calendar-feed">
        <TextField
          id={inputId}
          label="Private calendar address"
          hint="Keep it to yourself: anyone who has it can see your bookings."
          value={url}
          readOnly
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Form method="post" className="calendar-feed__actions" preventScrollReset>
          <input type="hidden" name="intent" value={LEAD_INTENTS.renewCalendarFeed} />
          {hydrated ? (
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              Copy address
            </button>
          ) : null}
          <button
            type="submit"
            className="button button--secondary"
            aria-describedby={warningId}
            aria-disabled={renewing || undefined}
            onClick={(event) => {
              if (renewing) event.preventDefault();
            }}
          >
            {renewing ? "Making a new address…" : "Make a new address"}
          </button>
        </Form>
        <p className="calendar-feed__warning" id={warningId}>
          A new address stops the old one working: calendars subscribed to it stop updating until you subscribe with the
          new one.
        </p>
        <StatusMessage message={copyNote || note} className="calendar-feed__message" />
        <AlertMessage className="calendar-feed__message">
          {refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}
        </AlertMessage>
        <p className="calendar-feed__help">
          To subscribe, add a calendar “from URL” and paste the address: in Google Calendar under Other calendars, in
          Apple Calendar with File › New Calendar Subscription, in Outlook with Add calendar › Subscribe from web.
        </p>
      </div>
    </DashboardSection>
  );
}
