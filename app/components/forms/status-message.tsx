import type { ReactNode } from "react";
import { SiteLink } from "../layout/site-link.tsx";
import "./forms.css";

/**
 * A form's success note in a polite live region (`role="status"`). The region is always in the page,
 * so a note put into it later is read out; empty, it takes no room. `tone="info"` for a neutral note.
 */
export function StatusMessage({
  message,
  tone = "success",
  className,
}: {
  message: string | undefined;
  tone?: "success" | "info";
  className?: string;
}) {
  return (
    <div className={className ? `form-status ${className}` : "form-status"} role="status">
      {message ? <p className={`form-status__message form-status__message--${tone}`}>{message}</p> : null}
    </div>
  );
}

/**
 * A problem that belongs to no field (the network, the session, a failed load), in an alert region:
 * announced as soon as it appears. Empty, it takes no room.
 */
export function AlertMessage({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div className={className ? `form-status ${className}` : "form-status"} role="alert">
      {children ? <div className="form-status__message form-status__message--error">{children}</div> : null}
    </div>
  );
}

/** A call's failure that belongs to no field; an ended session says how to carry on after logging in again. */
export type FormProblem = { message: string; sessionEnded: boolean } | null;

export function ProblemMessage({
  problem,
  logInHref,
  afterLogIn,
}: {
  problem: FormProblem;
  logInHref: string;
  /** What to do once logged in again: "and then save your details." */
  afterLogIn: string;
}) {
  return (
    <AlertMessage>
      {problem ? (
        <>
          <p>{problem.message}</p>
          {problem.sessionEnded ? (
            <p>
              <SiteLink href={logInHref}>Log in again</SiteLink> {afterLogIn}
            </p>
          ) : null}
        </>
      ) : null}
    </AlertMessage>
  );
}
