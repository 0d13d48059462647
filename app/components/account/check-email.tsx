import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { StatusMessage } from "../forms/status-message.tsx";
import "./account.css";

/**
 * "Send the link again": posts the address to `/confirm-email`, which answers the same for any
 * address. Works without scripts (a plain form post).
 */
export function ResendLinkForm({ email, label = "Send the link again" }: { email: string; label?: string }) {
  return (
    <Form method="post" action="/confirm-email" className="auth-resend">
      <input type="hidden" name="email" value={email} />
      <button type="submit" className="button button--secondary">
        {label}
      </button>
    </Form>
  );
}

/**
 * What a sign-up answers, whether or not the address already had an account: the link (or, for an
 * existing account, a note to its owner) is on its way. The focus moves here, as the form is gone.
 */
export function CheckEmail({ email }: { email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="auth-form" ref={ref} tabIndex={-1}>
      <StatusMessage
        tone="info"
        message={`We've sent an email to ${email}. Open the link in it within 24 hours to confirm your address and log in.`}
      />
      <p className="auth-form__note">
        No email after a few minutes? Check your spam folder, or ask for the link again.
      </p>
      <ResendLinkForm email={email} />
    </div>
  );
}
