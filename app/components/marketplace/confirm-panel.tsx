import { type FormEvent, type ReactNode, useEffect, useId, useRef } from "react";
import "./marketplace.css";

/**
 * A confirmation shown in place, before anything happens: a form whose title takes the focus when it
 * opens (and again whenever `showing` changes, for a preview shown anew), so what it says is read first.
 * Its children hold the facts, the fields and the buttons: the submit one confirms.
 */
export function ConfirmPanel({
  title,
  busy,
  onSubmit,
  showing,
  id,
  children,
}: {
  title: string;
  busy: boolean;
  onSubmit: () => void;
  showing?: unknown;
  id?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const titleRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => titleRef.current?.focus(), [showing]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form
      className="market-panel"
      id={id}
      aria-labelledby={titleId}
      noValidate
      onSubmit={submit}
      aria-busy={busy || undefined}
    >
      <p className="market-panel__title" id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </p>
      {children}
    </form>
  );
}
