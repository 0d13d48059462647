import { type FormEvent, useId, useState } from "react";
import { CALENDAR_ENTRY_STATUSES } from "#features/accounts/accounts.rules.ts";
import { addBlackoutDate, addCalendarEntry, removeBlackoutDate, removeCalendarEntry } from "./dashboard.calls.ts";
import {
  type BlackoutDate,
  blackoutDateProblems,
  type CalendarEntry,
  type CalendarEntryStatus,
  calendarEntryProblems,
  formatDay,
  loginPath,
  readFailure,
  REASON_MAX,
  sortByDate,
  TITLE_MAX,
  todayIso,
} from "./dashboard.logic.ts";
import {
  DashboardSection,
  describedBy,
  ErrorSummary,
  FieldError,
  HiddenText,
  StatusMessage,
  TextField,
  useFocusRequest,
} from "./form-parts.tsx";
import "./dashboard.css";

type CalendarSectionProps = {
  memberId: number;
  blackoutDates: readonly BlackoutDate[];
  calendarEntries: readonly CalendarEntry[];
  returnTo: string;
};

/** Blackout dates and calendar entries: the days planners see the vendor as unavailable. */
export function CalendarSection({ memberId, blackoutDates, calendarEntries, returnTo }: CalendarSectionProps) {
  return (
    <DashboardSection
      id="calendar"
      title="Calendar"
      intro="Days you are not available show on your profile, so planners don't ask for them."
    >
      <BlackoutDates memberId={memberId} initial={blackoutDates} returnTo={returnTo} />
      <CalendarEntries memberId={memberId} initial={calendarEntries} returnTo={returnTo} />
    </DashboardSection>
  );
}

type Removal = { pendingId: number | null; error: string | null };

/**
 * A list's Remove buttons: one removal at a time, the outcome announced, and focus moved to the list's
 * heading (the button pressed is gone).
 */
function useRemoval<Item extends { id: number }>(
  remove: (id: number) => Promise<void>,
  onRemoved: (item: Item) => void,
  describe: (item: Item) => string,
  returnTo: string,
  focusHeading: () => void,
) {
  const [removal, setRemoval] = useState<Removal>({ pendingId: null, error: null });
  const [announcement, setAnnouncement] = useState("");
  const [sessionEnded, setSessionEnded] = useState(false);
  const start = async (item: Item) => {
    if (removal.pendingId !== null) return;
    setRemoval({ pendingId: item.id, error: null });
    setAnnouncement("");
    try {
      await remove(item.id);
      onRemoved(item);
      setRemoval({ pendingId: null, error: null });
      setSessionEnded(false);
      setAnnouncement(`Removed ${describe(item)}.`);
      focusHeading();
    } catch (error) {
      const failure = readFailure(error, `We couldn't remove ${describe(item)}. Please try again.`);
      setSessionEnded(failure.code === "UNAUTHENTICATED");
      setRemoval({ pendingId: null, error: failure.message });
    }
  };
  const errorNotice =
    removal.error !== null ? (
      <div className="dash-inline-error" role="alert">
        <p>{removal.error}</p>
        {sessionEnded ? (
          <p>
            <a href={loginPath(returnTo)} target="_blank" rel="noopener">
              Log in again (opens in a new tab)
            </a>
          </p>
        ) : null}
      </div>
    ) : null;
  return { pendingId: removal.pendingId, start, announcement, errorNotice };
}

function BlackoutDates({
  memberId,
  initial,
  returnTo,
}: {
  memberId: number;
  initial: readonly BlackoutDate[];
  returnTo: string;
}) {
  const id = useId();
  const [items, setItems] = useState(() => sortByDate(initial));
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<"date" | "reason", string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();
  const [today] = useState(todayIso);
  const headingId = `${id}-heading`;
  const dateId = `${id}-date`;
  const reasonId = `${id}-reason`;

  const { ref: headingRef, requestFocus: focusHeading } = useFocusRequest<HTMLHeadingElement>();
  const describe = (item: BlackoutDate) => `the blackout date ${formatDay(item.date)}`;
  const { pendingId, start, announcement, errorNotice } = useRemoval<BlackoutDate>(
    (itemId) => removeBlackoutDate(memberId, itemId),
    (item) => setItems((current) => current.filter((other) => other.id !== item.id)),
    describe,
    returnTo,
    focusHeading,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setStatus("");
    const problems = blackoutDateProblems({ date, reason }, today);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError("The blackout date was not added.");
      setSessionEnded(false);
      focusSummary();
      return;
    }
    setSaving(true);
    try {
      const trimmed = reason.trim();
      const added = await addBlackoutDate(memberId, trimmed === "" ? { date } : { date, reason: trimmed });
      setItems((current) => sortByDate([...current.filter((item) => item.id !== added.id), added]));
      setDate("");
      setReason("");
      setErrors({});
      setFormError(undefined);
      setSessionEnded(false);
      setStatus(`Added ${formatDay(added.date)} as a blackout date.`);
    } catch (error) {
      const failure = readFailure(error);
      const ended = failure.code === "UNAUTHENTICATED";
      const fieldErrors = { date: failure.fields.date, reason: failure.fields.reason };
      // A past or repeated date is refused with a message and no field: it is about the date.
      const aboutTheDate =
        failure.code !== undefined &&
        failure.code !== "FORBIDDEN" &&
        !ended &&
        !fieldErrors.date &&
        !fieldErrors.reason;
      if (aboutTheDate) fieldErrors.date = failure.message;
      setErrors(fieldErrors);
      setFormError(fieldErrors.date || fieldErrors.reason ? "The blackout date was not added." : failure.message);
      setSessionEnded(ended);
      focusSummary();
    } finally {
      setSaving(false);
    }
  };

  const summaryItems = [
    errors.date ? { inputId: dateId, message: errors.date } : null,
    errors.reason ? { inputId: reasonId, message: errors.reason } : null,
  ].filter((item) => item !== null);

  return (
    <div className="dash-subsection">
      <h3 className="dash-subsection__title" id={headingId} ref={headingRef} tabIndex={-1}>
        Blackout dates
      </h3>
      <p className="dash-subsection__intro">Days you are booked or away. Past dates drop off by themselves.</p>
      {items.length === 0 ? (
        <p className="dash-empty">No upcoming blackout dates.</p>
      ) : (
        <ul className="dash-list" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id} className="dash-list__item">
              <div className="dash-list__text">
                <span className="dash-list__date">{formatDay(item.date)}</span>
                {item.reason ? <span className="dash-list__detail">{item.reason}</span> : null}
              </div>
              <button
                type="button"
                className="button button--secondary dash-list__remove"
                onClick={() => void start(item)}
                aria-disabled={pendingId !== null || undefined}
              >
                {pendingId === item.id ? "Removing…" : "Remove"}
                <HiddenText> {describe(item)}</HiddenText>
              </button>
            </li>
          ))}
        </ul>
      )}
      {errorNotice}
      <StatusMessage message={announcement} />

      <h4 className="dash-subsection__subtitle">Add a blackout date</h4>
      <ErrorSummary
        summaryRef={summaryRef}
        message={formError}
        items={summaryItems}
        loginHref={sessionEnded ? loginPath(returnTo) : undefined}
      />
      <form className="dash-form dash-form--inline" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <TextField
          id={dateId}
          label="Date"
          type="date"
          min={today}
          value={date}
          onChange={setDate}
          error={errors.date}
          required
        />
        <TextField
          id={reasonId}
          label="Reason"
          hint="Only you see it."
          value={reason}
          onChange={setReason}
          error={errors.reason}
          maxLength={REASON_MAX}
        />
        <div className="dash-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? "Adding…" : "Add blackout date"}
          </button>
        </div>
        <StatusMessage message={status} />
      </form>
    </div>
  );
}

function CalendarEntries({
  memberId,
  initial,
  returnTo,
}: {
  memberId: number;
  initial: readonly CalendarEntry[];
  returnTo: string;
}) {
  const id = useId();
  const [items, setItems] = useState(() => sortByDate(initial));
  const [date, setDate] = useState("");
  const [title, setTitle] = useState("");
  const [entryStatus, setEntryStatus] = useState<CalendarEntryStatus>(CALENDAR_ENTRY_STATUSES[0]);
  const [errors, setErrors] = useState<Partial<Record<"date" | "title" | "status", string>>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();
  const headingId = `${id}-heading`;
  const dateId = `${id}-date`;
  const titleId = `${id}-title`;
  const statusId = `${id}-status`;

  const { ref: headingRef, requestFocus: focusHeading } = useFocusRequest<HTMLHeadingElement>();
  const describe = (item: CalendarEntry) => `${item.title} on ${formatDay(item.date)}`;
  const { pendingId, start, announcement, errorNotice } = useRemoval<CalendarEntry>(
    (itemId) => removeCalendarEntry(memberId, itemId),
    (item) => setItems((current) => current.filter((other) => other.id !== item.id)),
    describe,
    returnTo,
    focusHeading,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setStatus("");
    const problems = calendarEntryProblems({ date, title, status: entryStatus });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError("The calendar entry was not added.");
      setSessionEnded(false);
      focusSummary();
      return;
    }
    setSaving(true);
    try {
      const added = await addCalendarEntry(memberId, { date, title: title.trim(), status: entryStatus });
      setItems((current) => sortByDate([...current.filter((item) => item.id !== added.id), added]));
      setDate("");
      setTitle("");
      setErrors({});
      setFormError(undefined);
      setSessionEnded(false);
      setStatus(`Added ${describe(added)}.`);
    } catch (error) {
      const failure = readFailure(error);
      const ended = failure.code === "UNAUTHENTICATED";
      const fieldErrors = { date: failure.fields.date, title: failure.fields.title, status: failure.fields.status };
      const placed = Boolean(fieldErrors.date || fieldErrors.title || fieldErrors.status);
      setErrors(fieldErrors);
      setFormError(placed ? "The calendar entry was not added." : failure.message);
      setSessionEnded(ended);
      focusSummary();
    } finally {
      setSaving(false);
    }
  };

  const summaryItems = [
    errors.date ? { inputId: dateId, message: errors.date } : null,
    errors.title ? { inputId: titleId, message: errors.title } : null,
    errors.status ? { inputId: statusId, message: errors.status } : null,
  ].filter((item) => item !== null);

  return (
    <div className="dash-subsection">
      <h3 className="dash-subsection__title" id={headingId} ref={headingRef} tabIndex={-1}>
        Calendar entries
      </h3>
      <p className="dash-subsection__intro">Gigs on hold, tentative dates and bookings made elsewhere.</p>
      {items.length === 0 ? (
        <p className="dash-empty">No calendar entries yet.</p>
      ) : (
        <ul className="dash-list" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id} className="dash-list__item">
              <div className="dash-list__text">
                <span className="dash-list__date">{formatDay(item.date)}</span>
                <span className="dash-list__title">{item.title}</span>
                <span className={`dash-tag dash-tag--${item.status.toLowerCase().replace(/\s+/g, "-")}`}>
                  {item.status}
                </span>
              </div>
              <button
                type="button"
                className="button button--secondary dash-list__remove"
                onClick={() => void start(item)}
                aria-disabled={pendingId !== null || undefined}
              >
                {pendingId === item.id ? "Removing…" : "Remove"}
                <HiddenText> {describe(item)}</HiddenText>
              </button>
            </li>
          ))}
        </ul>
      )}
      {errorNotice}
      <StatusMessage message={announcement} />

      <h4 className="dash-subsection__subtitle">Add a calendar entry</h4>
      <ErrorSummary
        summaryRef={summaryRef}
        message={formError}
        items={summaryItems}
        loginHref={sessionEnded ? loginPath(returnTo) : undefined}
      />
      <form className="dash-form dash-form--inline" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <TextField id={dateId} label="Date" type="date" value={date} onChange={setDate} error={errors.date} required />
        <TextField
          id={titleId}
          label="Title"
          value={title}
          onChange={setTitle}
          error={errors.title}
          maxLength={TITLE_MAX}
          required
        />
        <div className="dash-field">
          <label className="dash-field__label" htmlFor={statusId}>
            Status
          </label>
          <select
            className="dash-field__input dash-field__select"
            id={statusId}
            value={entryStatus}
            onChange={(event) => setEntryStatus(event.target.value as CalendarEntryStatus)}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy(statusId, errors.status, false)}
          >
            {CALENDAR_ENTRY_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <FieldError inputId={statusId} message={errors.status} />
        </div>
        <div className="dash-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? "Adding…" : "Add calendar entry"}
          </button>
        </div>
        <StatusMessage message={status} />
      </form>
    </div>
  );
}
