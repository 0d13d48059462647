import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { MessageDto } from "#features/marketplace/marketplace.schema.ts";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { errorCode, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { track } from "#app/lib/analytics/track.ts";
import { ClientLoadPending, useClientLoad } from "../client-center/client-load.tsx";
import { TextField } from "../forms/form-field.tsx";
import { type FormProblem, ProblemMessage, StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { marketplaceUrls, sendMessage } from "./marketplace.calls.ts";
import { formatDateTime, messageError, oldestFirst, readThread } from "./marketplace.logic.ts";
import "./marketplace.css";

export const CONTACT_NOT_SHARED = "Contact details are shared once you book.";
export const MESSAGE_SENT = "Your message was sent.";
export const CONTACT_HIDDEN =
  "Your message was sent. Contact details in it were hidden: they are shared once you book.";

/**
 * The conversation between a planner and one vendor about one request: the messages oldest first and
 * a form to write the next. Each message carries one client token, kept while the same text is sent
 * again after a failure, so a retry never posts it twice.
 */
export function MessageThread({
  requestId,
  memberId,
  viewerRole,
  heading,
  headingLevel = 2,
}: {
  requestId: number;
  memberId: number;
  viewerRole: "planner" | "vendor";
  heading: string;
  /** The heading's level in the page around it. */
  headingLevel?: 2 | 3 | 4;
}) {
  const id = useId();
  const location = useLocation();
  const logInHref = logInPath(`${location.pathname}${location.search}`);
  const [messages, setMessages] = useState<MessageDto[]>([]);
  const { load, retry } = useClientLoad(
    marketplaceUrls.thread(requestId, memberId),
    readThread,
    "the messages",
    (thread) => setMessages(thread.messages),
  );
  const [body, setBody] = useState("");
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<FormProblem>(null);
  const [note, setNote] = useState("");
  const [sending, setSending] = useState(false);
  const pending = useRef<{ body: string; clientToken: string } | null>(null);

  const Heading = `h${headingLevel}` as const;
  const headingId = `${id}-heading`;
  const fieldId = `${id}-body`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setNote("");
    setProblem(null);
    const found = messageError(body);
    setError(found);
    if (found) {
      document.getElementById(fieldId)?.focus();
      return;
    }
    // The same text sent again (after a failure) keeps its token: the server answers the first one.
    if (pending.current?.body !== body) pending.current = { body, clientToken: crypto.randomUUID() };
    setSending(true);
    try {
      const sent = await sendMessage(requestId, memberId, pending.current);
      pending.current = null;
      setMessages((current) => [...current.filter((message) => message.id !== sent.message.id), sent.message]);
      setBody("");
      setNote(sent.contactHidden ? CONTACT_HIDDEN : MESSAGE_SENT);
      track("Sent A Message", { requestId, senderRole: viewerRole }, { memberId });
    } catch (failure) {
      const bodyError = fieldErrors(failure).body;
      if (bodyError) {
        setError(bodyError);
        document.getElementById(fieldId)?.focus();
      } else if (errorCode(failure) === "UNAUTHENTICATED") {
        setProblem({ sessionEnded: true, message: "Your session has ended, so your message was not sent." });
      } else {
        setProblem({
          sessionEnded: false,
          message: errorMessage(failure) ?? "We couldn't send your message. Check your connection and try again.",
        });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="message-thread" aria-labelledby={headingId}>
      <Heading className="message-thread__title" id={headingId}>
        {heading}
      </Heading>
      {load.state !== "loaded" ? (
        <ClientLoadPending
          load={load}
          retry={retry}
          loadingText="Loading the messages…"
          noScriptText="Turn on JavaScript in your browser to read and send messages."
          logInHref={logInHref}
        />
      ) : (
        <>
          {messages.length === 0 ? (
            <p className="message-thread__empty">No messages yet. Write the first one below.</p>
          ) : (
            <ol className="message-thread__list">
              {oldestFirst(messages).map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          )}
          {load.data.contactShared ? null : <p className="message-thread__note">{CONTACT_NOT_SHARED}</p>}
          <form className="message-thread__form" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
            <StatusMessage message={note} />
            <ProblemMessage problem={problem} logInHref={logInHref} afterLogIn="and then send it again." />
            <TextField
              as="textarea"
              id={fieldId}
              name="body"
              label="Message"
              rows={4}
              maxLength={REQUEST_LIMITS.messageMax}
              hint={error ? undefined : `Up to ${REQUEST_LIMITS.messageMax.toLocaleString("en-US")} characters.`}
              value={body}
              error={error}
              onValueChange={(value) => {
                setBody(value);
                setNote("");
                if (error) setError(messageError(value));
              }}
            />
            <div className="form-actions">
              <SubmitButton label="Send message" busyLabel="Sending…" busy={sending} />
            </div>
          </form>
        </>
      )}
    </section>
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
