import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPICS } from "#features/content/content.rules.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { EmailField, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import "./content.css";

export const CONTACT_FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = FieldErrors<ContactField>;
export type ContactValues = Record<ContactField, string>;

type ContactFormProps = {
  /** Messages from the server's check of the last submission, by field. */
  errors?: ContactErrors;
  /** What was typed in the last refused submission, so nothing is lost. */
  values?: Partial<ContactValues>;
  /** True once a message has been stored. */
  sent?: boolean;
};

/**
 * The contact form: a plain POST that works without JavaScript. The browser checks the HTML
 * constraints first; the server checks again with the same limits and names each problem beside its
 * field, listed in the error summary above the form. After a message is sent the confirmation is
 * announced; the page gives the form a new `key` then, so it starts empty again.
 */
export function ContactForm({ errors = {}, values = {}, sent = false }: ContactFormProps) {
  const id = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const refused = CONTACT_FIELDS.some((field) => errors[field]);

  // After a refused submission, take keyboard and screen reader users to the summary of problems.
  useEffect(() => {
    if (refused) summaryRef.current?.focus();
  }, [errors, refused]);

  return (
    <Form method="post" action="/contact" className="contact-form" id="contact-form">
      <StatusMessage message={sent ? CONTACT_MESSAGES.sent : undefined} />
      <ErrorSummary items={summaryItems(CONTACT_FIELDS, errors, fieldId)} summaryRef={summaryRef} headingLevel={3} />
      <TextField
        id={fieldId("name")}
        name="name"
        label="Your name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.nameMax}
        defaultValue={values.name}
        error={errors.name}
      />
      <EmailField
        id={fieldId("email")}
        name="email"
        required
        maxLength={CONTACT_LIMITS.emailMax}
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        as="select"
        id={fieldId("topic")}
        name="topic"
        label="What is it about?"
        required
        defaultValue={values.topic ?? ""}
        error={errors.topic}
      >
        <option value="" disabled>
          Choose a topic
        </option>
        {CONTACT_TOPICS.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </TextField>
      <TextField
        as="textarea"
        id={fieldId("message")}
        name="message"
        label="Your message"
        hint={`At least ${CONTACT_LIMITS.messageMin} characters. Include your event date and city if it is about an event.`}
        rows={7}
        required
        minLength={CONTACT_LIMITS.messageMin}
        maxLength={CONTACT_LIMITS.messageMax}
        defaultValue={values.message}
        error={errors.message}
      />
      <div className="form-actions">
        <SubmitButton label="Send message" busyLabel="Sending…" />
      </div>
    </Form>
  );
}
