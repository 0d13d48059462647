import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import type { Route } from "./+types/request-received.ts";

/**
 * `/request-received`: where a visitor's request lands. The same words whatever email they typed, a
 * new one or one with an account, so the form tells nobody who has an account.
 */
export function meta(_args: Route.MetaArgs) {
  return [{ title: "Request received | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function RequestReceived() {
  return (
    <AuthCard
      title="Request received"
      footer={
        <p>
          Have an account already?{" "}
          <Link className="auth-link" to="/login?returnTo=%2Fclient%2Fevents">
            Log in to see your requests
          </Link>
        </p>
      }
    >
      <div className="auth-form">
        <StatusMessage message={ACCOUNT_MESSAGES.requestReceived} />
        <p className="auth-form__note">
          The email has a link to confirm your address. Vendors' quotes and messages come to your free planner account.
          No email after a few minutes? Check your spam folder.
        </p>
      </div>
    </AuthCard>
  );
}
