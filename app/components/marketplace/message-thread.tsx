import { useEffect, useRef } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import type { MessageDto, ThreadDto } from "#features/marketplace/marketplace.schema.ts";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { track } from "#app/lib/analytics/track.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import {
  answerFor,
  type FormAnswer,
  MARKETPLACE_INTENTS,
  MARKETPLACE_NOTICES,
  MESSAGE_FIELDS,
  type MessageField,
  threadAnchor,
} from "./marketplace-forms.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { formatDateTime, oldestFirst } from "./marketplace.logic.ts";
import "./marketplace.css";

export const CONTACT_NOT_SHARED = "Contact details are shared once you book.";
export const MESSAGE_SENT = "Your message was sent.";
export const CONTACT_HIDDEN =
  "Your message was sent. Contact details in it were hidden: they are shared once you book.";

const SENT_NOTES: Partial<Record<string, string>> = {
  [MARKETPLACE_NOTICES.messageSent]: MESSAGE_SENT,
  [MARKETPLACE_NOTICES.messageContactHidden]: CONTACT_HIDDEN,
};

/**
 * The conversation between a planner and one vendor about one request, as the page's loader read it:
 * the messages oldest first and a form to write the next, posted to the page's action (intent
 * `message`, see handleMarketplaceIntent). The form carries the loader's client token, kept when a
 * refused message is sent again, so a repeated submission never posts it twice.
 */
export function MessageThread({
  thread,
  clientToken,
  viewerRole,
  heading,
  headingLevel = 2,
  answer,
  validate,
}: {
  thread: ThreadDto;
  /** A fresh token from the page's loader, one per message written. */
  clientToken: string;
  viewerRole: "planner" | "vendor";
  heading: string;
  /** The heading's level in the page around it. */
  headingLevel?: 2 | 3 | 4;
  /** The page's action's answer to its last refused form (this form's own, or another's). */
  answer: FormAnswer | undefined;
  /** Checks the message as typed, with the schema the action decides with (the route passes it in). */
  validate: (form: FormData) => FieldErrors<MessageField>;
}) {
  const { requestId, memberId } = thread;
  const refused = answerFor(answer, MARKETPLACE_INTENTS.message, { name: "memberId", value: memberId });
  const [searchParams] = useSearchParams();
  const note = SENT_NOTES[searchParams.get(NOTICE_PARAM) ?? ""];
  const location = useLocation();
  // With scripts, a message counts once the action has taken it: the redirect back brings its notice.
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitted.current || !note) return;
    submitted.current = false;
    track("Sent A Message", { requestId, senderRole: viewerRole }, { memberId });
  }, [location.key, note, requestId, memberId, viewerRole]);

  const Heading = `h${headingLevel}` as const;
  const headingId = `${threadAnchor(memberId)}-title`;
  return (
    <section className="message-thread" id={threadAnchor(memberId)} aria-labelledby={headingId}>
      {/* After the redirect of a message sent, or a link to the conversation, the focus comes here. */}
      <Heading className="message-thread__title" id={headingId} tabIndex={-1}>
        {heading}
      </Heading>
      {thread.messages.length === 0 ? (
        <p className="message-thread__empty">No messages yet. Write the first one below.</p>
      ) : (
        <ol className="message-thread__list">
          {oldestFirst(thread.messages).map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </ol>
      )}
      {thread.contactShared ? null : <p className="message-thread__note">{CONTACT_NOT_SHARED}</p>}
      <StatusMessage message={note} />
      <MessageForm
        // A new token (a message was sent): a new, empty form.
        key={clientToken}
        thread={thread}
        clientToken={refused?.values.clientToken ?? clientToken}
        refused={refused}
        validate={validate}
        headingLevel={headingLevel}
        onSent={() => {
          submitted.current = true;
        }}
      />
    </section>
  );
}

function MessageForm({
  thread,
  clientToken,
  refused,
  validate,
  headingLevel,
  onSent,
}: {
  thread: ThreadDto;
  clientToken: string;
  refused: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<MessageField>;
  headingLevel: 2 | 3 | 4;
  onSent: () => void;
}) {
  const sending = useSending(MARKETPLACE_INTENTS.message, { name: "memberId", value: thread.memberId });
  const target = useFormTarget();
  const form = useAccountForm({
    fields: MESSAGE_FIELDS,
    validate,
    feedback: refused?.feedback,
    onSubmitChecked: (valid) => {
      if (valid) onSent();
    },
  });
  const fieldId = `${threadAnchor(thread.memberId)}-body`;
  return (
    <Form method="post" action={target} className="message-thread__form" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={MARKETPLACE_INTENTS.message} />
      <input type="hidden" name="requestId" value={thread.requestId} />
      <input type="hidden" name="memberId" value={thread.memberId} />
      <input type="hidden" name="clientToken" value={clientToken} />
      <ErrorSummary
        message={form.message}
        items={summaryItems(MESSAGE_FIELDS, form.errors, () => fieldId)}
        summaryRef={form.summaryRef}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
      />
      <TextField
        as="textarea"
        id={fieldId}
        name="body"
        label="Message"
        rows={4}
        maxLength={REQUEST_LIMITS.messageMax}
        required
        hint={form.errors.body ? undefined : `Up to ${REQUEST_LIMITS.messageMax.toLocaleString("en-US")} characters.`}
        defaultValue={refused?.values.body}
        error={form.errors.body}
      />
      <div className="form-actions">
        <SubmitButton label="Send message" busyLabel="Sending…" busy={sending} />
      </div>
    </Form>
  );
}

function MessageItem({ message }: { message: MessageDto }) {
  return (
    <li className={message.mine ? "message message--mine" : "message"}>
      <p className="message__meta">
        <span className="message__sender">{message.mine ? "You" : message.senderName}</span>{" "}
        <time className="message__time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt) ?? message.createdAt}
        </time>
      </p>
      <p className="message__body">{message.body}</p>
    </li>
  );
}
