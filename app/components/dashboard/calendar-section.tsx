import { type FormEvent, type ReactNode, useId, useState } from "react";
import { CALENDAR_ENTRY_STATUSES } from "#features/accounts/accounts.rules.ts";
import { pickFieldErrors } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { addBlackoutDate, addCalendarEntry, removeBlackoutDate, removeCalendarEntry } from "./dashboard.calls.ts";
import {
  type BlackoutDate,
  type CalendarEntry,
  type CalendarEntryStatus,
  formatDay,
  readFailure,
  sortByDate,
  todayIso,
} from "./dashboard.logic.ts";
import { blackoutDateProblems, calendarEntryProblems, REASON_MAX, TITLE_MAX } from "./dashboard-forms.logic.ts";
import { DashboardSection, HiddenText, LogInAgainLink } from "./dashboard-section.tsx";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
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

type Dated = { id: number; date: string };

/** A calendar list kept in date order: the one loaded, then what the forms add and the list removes. */
function useDatedItems<Item extends Dated>(initial: readonly Item[]) {
  const [items, setItems] = useState(() => sortByDate(initial));
  return {
    items,
    add: (added: Item) => setItems((current) => sortByDate([...current.filter((item) => item.id !== added.id), added])),
    removed: (gone: Item) => setItems((current) => current.filter((item) => item.id !== gone.id)),
  };
}

type Removal = { pendingId: number | null; error: string | null };

/**
 * A subsection's list of dates with a Remove button each: one removal at a time, the outcome
 * announced, and focus moved to the list's heading (the button pressed is gone).
 */
function DatedList<Item extends Dated>({
  title,
  intro,
  emptyText,
  items,
  describe,
  renderItem,
  remove,
  onRemoved,
  returnTo,
}: {
  title: string;
  intro: string;
  emptyText: string;
  items: readonly Item[];
  /** The item in words, for the Remove button's name and the announcements. */
  describe: (item: Item) => string;
  /** What the row shows before its Remove button. */
  renderItem: (item: Item) => ReactNode;
  remove: (id: number) => Promise<void>;
  onRemoved: (item: Item) => void;
  returnTo: string;
}) {
  const headingId = `${useId()}-heading`;
  const { ref: headingRef, requestFocus: focusHeading } = useFocusRequest<HTMLHeadingElement>();
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

  return (
    <>
      <h3 className="dash-subsection__title" id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <p className="dash-subsection__intro">{intro}</p>
      {items.length === 0 ? (
        <p className="dash-empty">{emptyText}</p>
      ) : (
        <ul className="dash-list" aria-labelledby={headingId}>
          {items.map((item) => (
            <li key={item.id} className="dash-list__item">
              <div className="dash-list__text">
                <span className="dash-list__date">{formatDay(item.date)}</span>
                {renderItem(item)}
              </div>
              <button
                type="button"
                className="button button--secondary dash-list__remove"
                onClick={() => void start(item)}
                aria-disabled={removal.pendingId !== null || undefined}
              >
                {removal.pendingId === item.id ? "Removing…" : "Remove"}
                <HiddenText> {describe(item)}</HiddenText>
              </button>
            </li>
          ))}
        </ul>
      )}
      <AlertMessage className="dash-list__message">
        {removal.error !== null ? (
          <>
            <p>{removal.error}</p>
            {sessionEnded ? <LogInAgainLink returnTo={returnTo} /> : null}
          </>
        ) : null}
      </AlertMessage>
      <StatusMessage message={announcement} className="dash-list__message" />
    </>
  );
}

const BLACKOUT_FIELDS = ["date", "reason"] as const;
type BlackoutField = (typeof BLACKOUT_FIELDS)[number];
const BLACKOUT_NOT_ADDED = "The blackout date was not added.";

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
  const list = useDatedItems(initial);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [today] = useState(todayIso);
  const form = useDashboardForm<BlackoutField>();
  const fieldId = (field: BlackoutField) => `${id}-${field}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problems = blackoutDateProblems({ date, reason }, today);
    if (Object.keys(problems).length > 0) {
      form.fail({ errors: problems, message: BLACKOUT_NOT_ADDED });
      return;
    }
    void form.save(
      async () => {
        const trimmed = reason.trim();
        const added = await addBlackoutDate(memberId, trimmed === "" ? { date } : { date, reason: trimmed });
        list.add(added);
        setDate("");
        setReason("");
        return `Added ${formatDay(added.date)} as a blackout date.`;
      },
      (failure) => {
        const errors = pickFieldErrors(failure.fields, BLACKOUT_FIELDS);
        // A past or repeated date is refused with a message and no field: it is about the date.
        const aboutTheDate =
          failure.code !== undefined &&
          failure.code !== "FORBIDDEN" &&
          failure.code !== "UNAUTHENTICATED" &&
          !errors.date &&
          !errors.reason;
        if (aboutTheDate) errors.date = failure.message;
        return { errors, message: errors.date || errors.reason ? BLACKOUT_NOT_ADDED : failure.message };
      },
    );
  };

  return (
    <div className="dash-subsection">
      <DatedList<BlackoutDate>
        title="Blackout dates"
        intro="Days you are booked or away. Past dates drop off by themselves."
        emptyText="No upcoming blackout dates."
        items={list.items}
        describe={(item) => `the blackout date ${formatDay(item.date)}`}
        renderItem={(item) => (item.reason ? <span className="dash-list__detail">{item.reason}</span> : null)}
        remove={(itemId) => removeBlackoutDate(memberId, itemId)}
        onRemoved={list.removed}
        returnTo={returnTo}
      />

      <h4 className="dash-subsection__subtitle">Add a blackout date</h4>
      <form className="dash-form dash-form--inline" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary
          form={form}
          fields={BLACKOUT_FIELDS}
          fieldId={fieldId}
          returnTo={returnTo}
          headingLevel={5}
        />
        <TextField
          id={fieldId("date")}
          label="Date"
          type="date"
          min={today}
          value={date}
          onValueChange={setDate}
          error={form.errors.date}
          required
        />
        <TextField
          id={fieldId("reason")}
          label="Reason"
          optional
          hint="Only you see it."
          value={reason}
          onValueChange={setReason}
          error={form.errors.reason}
          maxLength={REASON_MAX}
        />
        <div className="form-actions">
          <SubmitButton label="Add blackout date" busyLabel="Adding…" busy={form.saving} />
        </div>
        <StatusMessage message={form.status} />
      </form>
    </div>
  );
}

const ENTRY_FIELDS = ["date", "title", "status"] as const;
type EntryField = (typeof ENTRY_FIELDS)[number];
const ENTRY_NOT_ADDED = "The calendar entry was not added.";

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
  const list = useDatedItems(initial);
  const [date, setDate] = useState("");
  const [title, setTitle] = useState("");
  const [entryStatus, setEntryStatus] = useState<CalendarEntryStatus>(CALENDAR_ENTRY_STATUSES[0]);
  const form = useDashboardForm<EntryField>();
  const fieldId = (field: EntryField) => `${id}-${field}`;
  const describe = (item: CalendarEntry) => `${item.title} on ${formatDay(item.date)}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problems = calendarEntryProblems({ date, title, status: entryStatus });
    if (Object.keys(problems).length > 0) {
      form.fail({ errors: problems, message: ENTRY_NOT_ADDED });
      return;
    }
    void form.save(
      async () => {
        const added = await addCalendarEntry(memberId, { date, title: title.trim(), status: entryStatus });
        list.add(added);
        setDate("");
        setTitle("");
        return `Added ${describe(added)}.`;
      },
      (failure) => {
        const errors = pickFieldErrors(failure.fields, ENTRY_FIELDS);
        return { errors, message: Object.keys(errors).length > 0 ? ENTRY_NOT_ADDED : failure.message };
      },
    );
  };

  return (
    <div className="dash-subsection">
      <DatedList<CalendarEntry>
        title="Calendar entries"
        intro="Gigs on hold, tentative dates and bookings made elsewhere."
        emptyText="No calendar entries yet."
        items={list.items}
        describe={describe}
        renderItem={(item) => (
          <>
            <span className="dash-list__title">{item.title}</span>
            <span className={`dash-tag dash-tag--${item.status.toLowerCase().replace(/\s+/g, "-")}`}>
              {item.status}
            </span>
          </>
        )}
        remove={(itemId) => removeCalendarEntry(memberId, itemId)}
        onRemoved={list.removed}
        returnTo={returnTo}
      />

      <h4 className="dash-subsection__subtitle">Add a calendar entry</h4>
      <form className="dash-form dash-form--inline" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary form={form} fields={ENTRY_FIELDS} fieldId={fieldId} returnTo={returnTo} headingLevel={5} />
        <TextField
          id={fieldId("date")}
          label="Date"
          type="date"
          value={date}
          onValueChange={setDate}
          error={form.errors.date}
          required
        />
        <TextField
          id={fieldId("title")}
          label="Title"
          value={title}
          onValueChange={setTitle}
          error={form.errors.title}
          maxLength={TITLE_MAX}
          required
        />
        <TextField
          as="select"
          id={fieldId("status")}
          label="Status"
          value={entryStatus}
          onValueChange={(value) => setEntryStatus(value as CalendarEntryStatus)}
          error={form.errors.status}
        >
          {CALENDAR_ENTRY_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <div className="form-actions">
          <SubmitButton label="Add calendar entry" busyLabel="Adding…" busy={form.saving} />
        </div>
        <StatusMessage message={form.status} />
      </form>
    </div>
  );
}
