import type { ReactNode } from "react";
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
