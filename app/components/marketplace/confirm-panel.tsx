import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { useFormTarget } from "#app/components/forms/page-forms.ts";
import "./marketplace.css";

/**
 * A confirmation shown in place, before anything happens: a form posted to the page's action with its
 * `intent`, whose title takes the focus when it opens (and again whenever `showing` changes, for a
 * preview shown anew), so what it says is read first. Its children hold the facts, the fields (hidden
 * ones included) and the buttons: `PanelSubmit` confirms, a link back closes it.
 */
export function ConfirmPanel({
  title,
  intent,
  showing,
  id,
  children,
}: {
  title: string;
  intent: string;
  showing?: unknown;
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), [showing]);
  const target = useFormTarget();
  return (
    <Form method="post" action={target} className="market-panel" id={id} aria-labelledby={titleId} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <p className="market-panel__title" id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </p>
      {children}
    </Form>
  );
}

/**
 * A confirmation's submit button: it says what is happening while the form is on its way and cannot be
 * pressed again meanwhile; it stays focusable (aria-disabled, not disabled).
 */
export function PanelSubmit({
  label,
  busyLabel,
  busy,
  danger = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      className={danger ? "button button--primary button--danger-solid" : "button button--primary"}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
