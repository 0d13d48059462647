import { type ReactNode, useId } from "react";
import { Form, useLocation } from "react-router";
import { CALENDAR_ENTRY_STATUSES } from "#features/members/members.rules.ts";
import type { blackoutDateDtoSchema, calendarEntryDtoSchema } from "#features/members/members.schema.ts";
import type { z } from "zod";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { CalendarMonthView, type CalendarMonth } from "./calendar-month.tsx";
import {
  formatDay,
  formKey,
  type MemberCenterLinks,
  type MemberCenterNotice,
  noticeFor,
  sortByDate,
} from "./dashboard.logic.ts";
import { BLACKOUT_FIELDS, DASHBOARD_INTENTS, ENTRY_FIELDS, REASON_MAX, TITLE_MAX } from "./dashboard-forms.logic.ts";
import { DashboardSection, HiddenText } from "./dashboard-section.tsx";
import { useNoticeFocus } from "./use-notice-focus.ts";
import "./dashboard.css";

export type BlackoutDate = z.infer<typeof blackoutDateDtoSchema>;
export type CalendarEntry = z.infer<typeof calendarEntryDtoSchema>;
export type { CalendarMonth };

export type CalendarChecks = {
  blackoutDate: (form: FormData) => FieldErrors<(typeof BLACKOUT_FIELDS)[number]>;
  calendarEntry: (form: FormData) => FieldErrors<(typeof ENTRY_FIELDS)[number]>;
};

type CalendarSectionProps = {
  blackoutDates: readonly BlackoutDate[];
  calendarEntries: readonly CalendarEntry[];
  month: CalendarMonth;
  links: Pick<MemberCenterLinks, "memberQuery">;
  answer: FormAnswer | undefined;
  notice: MemberCenterNotice | null;
  checks: CalendarChecks;
  /** The server's today: no blackout date before it. */
  today: string;
};

/** The month's taken days, then blackout dates and calendar entries: the days planners see the vendor as unavailable. */
export function CalendarSection({
  blackoutDates,
  calendarEntries,
  month,
  links,
  answer,
  notice,
  checks,
  today,
}: CalendarSectionProps) {
  return (
    <DashboardSection
      id="calendar"
      title="Calendar"
      intro="Days you are not available show on your profile, so planners don't ask for them."
    >
      <CalendarMonthView month={month} links={links} today={today} />
      <BlackoutDates items={blackoutDates} answer={answer} notice={notice} check={checks.blackoutDate} today={today} />
      <CalendarEntries items={calendarEntries} answer={answer} notice={notice} check={checks.calendarEntry} />
    </DashboardSection>
  );
}

type Dated = { id: number; date: string };

/**
 * A subsection's list of dates with a Remove button each, a small form of its own (the item's id and
 * the list's `intent`). After a removal the list's heading takes the focus: the button pressed is gone.
 */
function DatedList<Item extends Dated>({
  title,
  intro,
  emptyText,
  items,
  removeIntent,
  describe,
  renderItem,
  answer,
  focusHeading,
}: {
  title: string;
  intro: string;
  emptyText: string;
  items: readonly Item[];
  removeIntent: string;
  /** The item in words, for the Remove button's name. */
  describe: (item: Item) => string;
  /** What the row shows before its Remove button. */
  renderItem: (item: Item) => ReactNode;
  answer: FormAnswer | undefined;
  focusHeading: boolean;
}) {
  const headingId = `${useId()}-heading`;
  useNoticeFocus(focusHeading ? headingId : null);
  const refused = answerFor(answer, removeIntent);
  const sending = useSending(removeIntent);
  return (
    <>
      <h3 className="dash-subsection__title" id={headingId} tabIndex={-1}>
        {title}
      </h3>
      <p className="dash-subsection__intro">{intro}</p>
      {items.length === 0 ? (
        <p className="dash-empty">{emptyText}</p>
      ) : (
        <ul className="dash-list" aria-labelledby={headingId}>
          {sortByDate(items).map((item) => (
            <li key={item.id} className="dash-list__item">
              <div className="dash-list__text">
                <span className="dash-list__date">{formatDay(item.date)}</span>
                {renderItem(item)}
              </div>
              <Form method="post" className="dash-list__form" preventScrollReset>
                <input type="hidden" name="intent" value={removeIntent} />
                <input type="hidden" name="id" value={item.id} />
                <button
                  type="submit"
                  className="button button--secondary dash-list__remove"
                  aria-disabled={sending || undefined}
                  onClick={(event) => {
                    if (sending) event.preventDefault();
                  }}
                >
                  Remove
                  <HiddenText> {describe(item)}</HiddenText>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <AlertMessage className="dash-list__message">
        {refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}
      </AlertMessage>
    </>
  );
}

const BLACKOUT_NOT_ADDED = "The blackout date was not added.";

function BlackoutDates({
  items,
  answer,
  notice,
  check,
  today,
}: {
  items: readonly BlackoutDate[];
  answer: FormAnswer | undefined;
  notice: MemberCenterNotice | null;
  check: CalendarChecks["blackoutDate"];
  today: string;
}) {
  const location = useLocation();
  return (
    <div className="dash-subsection">
      <DatedList<BlackoutDate>
        title="Blackout dates"
        intro="Days you are booked or away. Past dates drop off by themselves."
        emptyText="No upcoming blackout dates."
        items={items}
        removeIntent={DASHBOARD_INTENTS.removeBlackoutDate}
        describe={(item) => `the blackout date ${formatDay(item.date)}`}
        renderItem={(item) => (item.reason ? <span className="dash-list__detail">{item.reason}</span> : null)}
        answer={answer}
        focusHeading={notice?.key === "blackout-date-removed"}
      />
      <h4 className="dash-subsection__subtitle">Add a blackout date</h4>
      <AddBlackoutDate
        key={formKey(notice, "blackout-date", location.key)}
        refused={answerFor(answer, DASHBOARD_INTENTS.addBlackoutDate)}
        note={noticeFor(notice, "blackout-date")}
        check={check}
        today={today}
      />
    </div>
  );
}

function AddBlackoutDate({
  refused,
  note,
  check,
  today,
}: {
  refused: FormAnswer | undefined;
  note: string | undefined;
  check: CalendarChecks["blackoutDate"];
  today: string;
}) {
  const id = useId();
  const fieldId = (field: (typeof BLACKOUT_FIELDS)[number]) => `${id}-${field}`;
  const form = useAccountForm({ fields: BLACKOUT_FIELDS, validate: check, feedback: refused?.feedback });
  const sending = useSending(DASHBOARD_INTENTS.addBlackoutDate);
  const named = Object.values(form.errors).some(Boolean);
  return (
    <Form method="post" className="dash-form dash-form--inline" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.addBlackoutDate} />
      <ErrorSummary
        summaryRef={form.summaryRef}
        headingLevel={5}
        message={form.message ?? (named ? BLACKOUT_NOT_ADDED : undefined)}
        items={summaryItems(BLACKOUT_FIELDS, form.errors, fieldId)}
      />
      <TextField
        id={fieldId("date")}
        name="date"
        label="Date"
        type="date"
        min={today}
        defaultValue={refused?.values.date}
        error={form.errors.date}
        required
      />
      <TextField
        id={fieldId("reason")}
        name="reason"
        label="Reason"
        optional
        hint="Only you see it."
        defaultValue={refused?.values.reason}
        error={form.errors.reason}
        maxLength={REASON_MAX}
      />
      <div className="form-actions">
        <SubmitButton label="Add blackout date" busyLabel="Adding…" busy={sending} />
      </div>
      <StatusMessage message={note} />
    </Form>
  );
}

const ENTRY_NOT_ADDED = "The calendar entry was not added.";

function CalendarEntries({
  items,
  answer,
  notice,
  check,
}: {
  items: readonly CalendarEntry[];
  answer: FormAnswer | undefined;
  notice: MemberCenterNotice | null;
  check: CalendarChecks["calendarEntry"];
}) {
  const location = useLocation();
  return (
    <div className="dash-subsection">
      <DatedList<CalendarEntry>
        title="Calendar entries"
        intro="Gigs on hold, tentative dates and bookings made elsewhere."
        emptyText="No calendar entries yet."
        items={items}
        removeIntent={DASHBOARD_INTENTS.removeCalendarEntry}
        describe={(item) => `${item.title} on ${formatDay(item.date)}`}
        renderItem={(item) => (
          <>
            <span className="dash-list__title">{item.title}</span>
            <span className={`dash-tag dash-tag--${item.status.toLowerCase().replace(/\s+/g, "-")}`}>
              {item.status}
            </span>
          </>
        )}
        answer={answer}
        focusHeading={notice?.key === "calendar-entry-removed"}
      />
      <h4 className="dash-subsection__subtitle">Add a calendar entry</h4>
      <AddCalendarEntry
        key={formKey(notice, "calendar-entry", location.key)}
        refused={answerFor(answer, DASHBOARD_INTENTS.addCalendarEntry)}
        note={noticeFor(notice, "calendar-entry")}
        check={check}
      />
    </div>
  );
}

function AddCalendarEntry({
  refused,
  note,
  check,
}: {
  refused: FormAnswer | undefined;
  note: string | undefined;
  check: CalendarChecks["calendarEntry"];
}) {
  const id = useId();
  const fieldId = (field: (typeof ENTRY_FIELDS)[number]) => `${id}-${field}`;
  const form = useAccountForm({ fields: ENTRY_FIELDS, validate: check, feedback: refused?.feedback });
  const sending = useSending(DASHBOARD_INTENTS.addCalendarEntry);
  const named = Object.values(form.errors).some(Boolean);
  return (
    <Form method="post" className="dash-form dash-form--inline" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={DASHBOARD_INTENTS.addCalendarEntry} />
      <ErrorSummary
        summaryRef={form.summaryRef}
        headingLevel={5}
        message={form.message ?? (named ? ENTRY_NOT_ADDED : undefined)}
        items={summaryItems(ENTRY_FIELDS, form.errors, fieldId)}
      />
      <TextField
        id={fieldId("date")}
        name="date"
        label="Date"
        type="date"
        defaultValue={refused?.values.date}
        error={form.errors.date}
        required
      />
      <TextField
        id={fieldId("title")}
        name="title"
        label="Title"
        defaultValue={refused?.values.title}
        error={form.errors.title}
        maxLength={TITLE_MAX}
        required
      />
      <TextField
        as="select"
        id={fieldId("status")}
        name="status"
        label="Status"
        defaultValue={refused?.values.status ?? CALENDAR_ENTRY_STATUSES[0]}
        error={form.errors.status}
      >
        {CALENDAR_ENTRY_STATUSES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </TextField>
      <div className="form-actions">
        <SubmitButton label="Add calendar entry" busyLabel="Adding…" busy={sending} />
      </div>
      <StatusMessage message={note} />
    </Form>
  );
}
