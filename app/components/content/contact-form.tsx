import { useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { CONTACT_LIMITS, CONTACT_MESSAGES, CONTACT_TOPICS } from "#features/content/content.rules.ts";
import "./content.css";

export const CONTACT_FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;
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
 * field. After a message is sent the confirmation is announced; the page gives the form a new `key`
 * then, so it starts empty again.
 */
export function ContactForm({ errors = {}, values = {}, sent = false }: ContactFormProps) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submission, take keyboard and screen reader users to the first problem.
  useEffect(() => {
    const first = CONTACT_FIELDS.find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorId = (field: ContactField) => `${id}-${field}-error`;
  const describedBy = (field: ContactField, hint?: string) =>
    [errors[field] ? errorId(field) : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const errorText = (field: ContactField) =>
    errors[field] ? (
      <p className="field__error" id={errorId(field)}>
        <span aria-hidden="true">! </span>
        {errors[field]}
      </p>
    ) : null;
  const hasErrors = CONTACT_FIELDS.some((field) => errors[field]);

  return (
    <>
      <div role="status" className="form-status">
        {sent ? <p className="form-status__message form-status__message--sent">{CONTACT_MESSAGES.sent}</p> : null}
      </div>
      {hasErrors ? (
        <p className="form-status__message form-status__message--error" id={`${id}-summary`}>
          Please check the fields marked below.
        </p>
      ) : null}
      <Form method="post" action="/contact" className="contact-form" ref={formRef} id="contact-form">
        <div className="field">
          <label className="field__label" htmlFor={fieldId("name")}>
            Your name
          </label>
          <input
            className="field__input"
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy("name")}
          />
          {errorText("name")}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fieldId("email")}>
            Email address
          </label>
          <input
            className="field__input"
            id={fieldId("email")}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy("email")}
          />
          {errorText("email")}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fieldId("topic")}>
            What is it about?
          </label>
          <select
            className="field__input field__select"
            id={fieldId("topic")}
            name="topic"
            required
            defaultValue={values.topic ?? ""}
            aria-invalid={errors.topic ? true : undefined}
            aria-describedby={describedBy("topic")}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic.value} value={topic.value}>
                {topic.label}
              </option>
            ))}
          </select>
          {errorText("topic")}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={fieldId("message")}>
            Your message
          </label>
          <p className="field__hint" id={`${id}-message-hint`}>
            At least {CONTACT_LIMITS.messageMin} characters. Include your event date and city if it is about an event.
          </p>
          <textarea
            className="field__input field__textarea"
            id={fieldId("message")}
            name="message"
            rows={7}
            required
            minLength={CONTACT_LIMITS.messageMin}
            maxLength={CONTACT_LIMITS.messageMax}
            defaultValue={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy("message", `${id}-message-hint`)}
          />
          {errorText("message")}
        </div>
        <div className="contact-form__actions">
          <button type="submit" className="button button--primary contact-form__submit" disabled={sending}>
            {sending ? "Sending…" : "Send message"}
          </button>
        </div>
      </Form>
    </>
  );
}
