import type { ReactNode } from "react";
import "./account.css";

type AuthCardProps = {
  title: string;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** "form": about 440 px; "wide": a longer form; "choices": the sign-up landing's two options. */
  size?: "form" | "wide" | "choices";
  /** Below a rule at the bottom of the card: links to the other account pages. */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The layout of the account pages: one centred card, at most about 440 px wide on a desktop and the
 * full width (less the page padding) on a phone, with the page's heading.
 */
export function AuthCard({ title, lead, size = "form", footer, children }: AuthCardProps) {
  const sizeClass = size === "form" ? "" : ` auth-card--${size}`;
  return (
    <div className="auth-page">
      <div className="container">
        <section className={`auth-card${sizeClass}`} aria-labelledby="auth-card-title">
          <h1 className="auth-card__title" id="auth-card-title">
            {title}
          </h1>
          {lead ? <p className="auth-card__lead">{lead}</p> : null}
          <div className="auth-card__body">{children}</div>
          {footer ? <div className="auth-card__footer">{footer}</div> : null}
        </section>
      </div>
    </div>
  );
}
