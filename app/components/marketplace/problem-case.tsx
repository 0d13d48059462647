import { Form } from "react-router";
import type { ProblemDto, ProblemMessageDto } from "#features/marketplace/marketplace.schema.ts";
import { PROBLEM_LIMITS, PROBLEM_RESOLUTION_LABELS } from "#features/marketplace/marketplace.rules.ts";
import { formatCents } from "#lib/money.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { useFormTarget, useSending } from "../forms/page-forms.ts";
import { SubmitButton } from "../forms/submit-button.tsx";
import { MarketFact } from "./market-fact.tsx";
import type { FormAnswer } from "./marketplace-forms.ts";
import { formatDateTime, formatEventDate, oldestFirst } from "./marketplace.logic.ts";
import {
  PROBLEM_INTENTS,
  PROBLEM_MESSAGE_FIELDS,
  PROBLEM_STATUS_LABELS,
  PROBLEM_THREAD_ID,
  type ProblemMessageField,
} from "./problem-forms.ts";
import { TestModeNotice } from "./test-mode-notice.tsx";
import "./marketplace.css";

const SIDE_NAMES = { planner: "The planner", vendor: "The vendor" } as const;

/** A problem's facts, the money of its booking and, once resolved, the decision both sides read. */
export function ProblemOverview({ problem }: { problem: ProblemDto }) {
  return (
    <>
      <p className="market-status" data-status={problem.status === "open" ? "open" : "completed"}>
        {PROBLEM_STATUS_LABELS[problem.status]}
      </p>
      <dl className="market-facts">
        <MarketFact term="Problem">{problem.kindLabel}</MarketFact>
        <MarketFact term="Reported by">
          {SIDE_NAMES[problem.reporterSide]} (
          {problem.reporterSide === "planner" ? problem.plannerFirstName : problem.vendorName})
        </MarketFact>
        <MarketFact term="Event">
          {problem.eventType} on {formatEventDate(problem.eventDate)}
        </MarketFact>
        <MarketFact term="Vendor">{problem.vendorName}</MarketFact>
        <MarketFact term="Planner">{problem.plannerFirstName}</MarketFact>
        <MarketFact term="Reported">{formatDateTime(problem.createdAt)}</MarketFact>
        <MarketFact term="Paid through Marquee">{formatCents(problem.paidCents)}</MarketFact>
        <MarketFact term="Refunded">{formatCents(problem.refundedCents)}</MarketFact>
        <MarketFact term="Left to refund">{formatCents(problem.refundableCents)}</MarketFact>
      </dl>
      {problem.resolution ? (
        <section className="market-panel" aria-labelledby="problem-resolution-title">
          <h2 className="market-panel__title" id="problem-resolution-title">
            Resolution: {PROBLEM_RESOLUTION_LABELS[problem.resolution]}
          </h2>
          <p className="market-panel__summary">{problem.resolutionSummary}</p>
          <dl className="market-facts">
            <MarketFact term="Refunded by this decision">{formatCents(problem.refundCents ?? 0)}</MarketFact>
            <MarketFact term="Resolved">{formatDateTime(problem.resolvedAt)}</MarketFact>
            <MarketFact term="Reason" wide>
              {problem.resolutionReason}
            </MarketFact>
          </dl>
          {problem.refundCents ? <TestModeNotice /> : null}
        </section>
      ) : null}
    </>
  );
}

/**
 * A problem's thread, oldest first, and the form to write in it while the problem is open: its
 * planner, its vendor and Marquee's operators each see the others' messages.
 */
export function ProblemThread({
  problem,
  answer,
  validate,
  note,
}: {
  problem: ProblemDto;
  answer: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<ProblemMessageField>;
  /** The notice of the form that just succeeded. */
  note: string | undefined;
}) {
  const refused = answer?.values.intent === PROBLEM_INTENTS.message ? answer : undefined;
  return (
    <section className="message-thread" id={PROBLEM_THREAD_ID} aria-labelledby={`${PROBLEM_THREAD_ID}-title`}>
      <h2 className="message-thread__title" id={`${PROBLEM_THREAD_ID}-title`} tabIndex={-1}>
        Messages about this problem
      </h2>
      <ol className="message-thread__list">
        {oldestFirst(problem.messages).map((message) => (
          <ProblemMessage key={message.id} message={message} />
        ))}
      </ol>
      {note ? (
        <p className="form-status__message form-status__message--success" role="status">
          {note}
        </p>
      ) : null}
      {problem.canReply ? (
        <ProblemMessageForm key={problem.messages.length} refused={refused} validate={validate} />
      ) : (
        <p className="message-thread__note">This problem is resolved, so its thread is closed.</p>
      )}
    </section>
  );
}

function ProblemMessage({ message }: { message: ProblemMessageDto }) {
  return (
    <li className={message.mine ? "message message--mine" : "message"}>
      <p className="message__meta">
        <span className="message__sender">{message.mine ? "You" : message.authorName}</span>{" "}
        <time className="message__time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt) ?? message.createdAt}
        </time>
      </p>
      <p className="message__body">{message.body}</p>
    </li>
  );
}

function ProblemMessageForm({
  refused,
  validate,
}: {
  refused: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<ProblemMessageField>;
}) {
  const sending = useSending(PROBLEM_INTENTS.message);
  const target = useFormTarget();
  const form = useAccountForm({ fields: PROBLEM_MESSAGE_FIELDS, validate, feedback: refused?.feedback });
  const fieldId = `${PROBLEM_THREAD_ID}-body`;
  return (
    <Form method="post" action={target} className="message-thread__form" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={PROBLEM_INTENTS.message} />
      <ErrorSummary
        message={form.message}
        items={summaryItems(PROBLEM_MESSAGE_FIELDS, form.errors, () => fieldId)}
        summaryRef={form.summaryRef}
        headingLevel={3}
      />
      <TextField
        as="textarea"
        id={fieldId}
        name="body"
        label="Your message"
        rows={4}
        maxLength={PROBLEM_LIMITS.messageMax}
        required
        hint={form.errors.body ? undefined : `Up to ${PROBLEM_LIMITS.messageMax.toLocaleString("en-US")} characters.`}
        defaultValue={refused?.values.body}
        error={form.errors.body}
      />
      <div className="form-actions">
        <SubmitButton label="Send message" busyLabel="Sending…" busy={sending} />
      </div>
    </Form>
  );
}
