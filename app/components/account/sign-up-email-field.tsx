import { Link } from "react-router";
import { EmailField } from "../forms/form-field.tsx";
import "./account.css";

/**
 * The email box of a sign-up form. When the address already has an account, its message offers the
 * way to log in instead.
 */
export function SignUpEmailField({
  id,
  defaultValue,
  error,
  emailTaken,
  logInHref,
}: {
  id: string;
  /** What was typed in the refused submission. */
  defaultValue: string | undefined;
  error: string | undefined;
  /** The refusal was about an address already in use. */
  emailTaken: boolean | undefined;
  logInHref: string;
}) {
  return (
    <EmailField
      id={id}
      name="email"
      required
      defaultValue={defaultValue}
      error={error}
      errorAction={
        emailTaken && error ? (
          <Link className="auth-link" to={logInHref}>
            Go to log in
          </Link>
        ) : null
      }
    />
  );
}
