import { useId, useState } from "react";
import { copyOrSelect } from "#app/lib/clipboard.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { fetchCalendarFeed, renewCalendarFeed } from "./dashboard.calls.ts";
import { readFailure } from "./dashboard.logic.ts";
import { DashboardSection, LogInAgainLink } from "./dashboard-section.tsx";
import { useMemberCenterLoad } from "./use-dashboard-data.ts";
import "./dashboard.css";
import "./leads.css";

export const CALENDAR_FEED_MESSAGES = {
  copied: "Address copied. Paste it into your calendar app.",
  copyByHand: "Your browser didn't let us copy it: the address is selected, copy it yourself.",
  renewed: "Your new calendar address is ready. The old one no longer works: subscribe again with this one.",
  renewFailed: "We couldn't make a new address. Please try again.",
} as const;

/**
 * The vendor's bookings as a calendar to subscribe to: a private address (GET .../calendar-feed), a
 * button to copy it and one to replace it (POST), which stops the old address working.
 */
export function CalendarFeed({ memberId, returnTo }: { memberId: number; returnTo: string }) {
  const id = useId();
  const inputId = `${id}-address`;
  const warningId = `${id}-warning`;
  const { state, retry, update } = useMemberCenterLoad((signal) => fetchCalendarFeed(memberId, signal), returnTo);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<{ message: string; sessionEnded: boolean } | null>(null);
  const [renewing, setRenewing] = useState(false);

  const copy = async (url: string) => {
    setProblem(null);
    const field = document.getElementById(inputId);
    const copied = await copyOrSelect(url, field instanceof HTMLInputElement ? field : null);
    setNote(copied ? CALENDAR_FEED_MESSAGES.copied : CALENDAR_FEED_MESSAGES.copyByHand);
  };

  const renew = async () => {
    if (renewing) return;
    setRenewing(true);
    setNote("");
    setProblem(null);
    try {
      const url = await renewCalendarFeed(memberId);
      update(() => url);
      setNote(CALENDAR_FEED_MESSAGES.renewed);
    } catch (error) {
      const failure = readFailure(error, CALENDAR_FEED_MESSAGES.renewFailed);
      setProblem({ message: failure.message, sessionEnded: failure.code === "UNAUTHENTICATED" });
    } finally {
      setRenewing(false);
    }
  };

  return (
    <DashboardSection
      id="calendar-feed"
      title="Calendar feed"
      intro="Your Marquee bookings in the calendar you already use, kept up to date by itself."
    >
      {state.status === "loading" ? (
        <p className="dash-loading__text" role="status">
          Loading your calendar address…
        </p>
      ) : state.status === "error" ? (
        <AlertMessage className="calendar-feed__message">
          <p>{state.message}</p>
          <button type="button" className="button button--secondary" onClick={retry}>
            Try again
          </button>
        </AlertMessage>
      ) : (
        <div className="calendar-feed">
          <TextField
            id={inputId}
            label="Private calendar address"
            hint="Keep it to yourself: anyone who has it can see your bookings."
            value={state.data}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="calendar-feed__actions">
            <button type="button" className="button button--primary" onClick={() => void copy(state.data)}>
              Copy address
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-describedby={warningId}
              aria-disabled={renewing || undefined}
              onClick={() => void renew()}
            >
              {renewing ? "Making a new address…" : "Make a new address"}
            </button>
          </div>
          <p className="calendar-feed__warning" id={warningId}>
            A new address stops the old one working: calendars subscribed to it stop updating until you subscribe with
            the new one.
          </p>
          <StatusMessage message={note} className="calendar-feed__message" />
          <AlertMessage className="calendar-feed__message">
            {problem ? (
              <>
                <p>{problem.message}</p>
                {problem.sessionEnded ? <LogInAgainLink returnTo={returnTo} /> : null}
              </>
            ) : null}
          </AlertMessage>
          <p className="calendar-feed__help">
            To subscribe, add a calendar “from URL” and paste the address: in Google Calendar under Other calendars, in
            Apple Calendar with File › New Calendar Subscription, in Outlook with Add calendar › Subscribe from web.
          </p>
        </div>
      )}
    </DashboardSection>
  );
}
