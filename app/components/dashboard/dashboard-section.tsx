import type { ReactNode } from "react";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import "./dashboard.css";

/** A section of the member center: a landmark named by its h2, with room under the sticky header. */
export function DashboardSection({
  id,
  title,
  intro,
  focusable = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  /** The heading can take the focus (`#{id}-title`), after an action that removed the button pressed. */
  focusable?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="dash-section" id={id} aria-labelledby={titleId}>
      <h2 className="dash-section__title" id={titleId} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {intro ? <p className="dash-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** Visible text for sighted people; a longer name for assistive technology ("Remove" -> "Remove Sat, Jun 6"). */
export function HiddenText({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

/**
 * The way back after the session ended while the person was typing: the log-in page in a new tab, so
 * what they typed here is still here when they come back to save it.
 */
export function LogInAgainLink({ returnTo }: { returnTo: string }) {
  return (
    <p>
      <a href={logInPath(returnTo)} target="_blank" rel="noopener">
        Log in again (opens in a new tab)
      </a>
    </p>
  );
}
