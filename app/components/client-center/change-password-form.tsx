import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { apiRequest, errorCode, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { SiteLink } from "../layout/site-link.tsx";
import {
  type FieldErrors,
  fieldsWithErrors,
  PASSWORD_FIELDS,
  type PasswordField,
  type PasswordValues,
  pickFieldErrors,
  type Validate,
} from "./client-center.logic.ts";
import { ErrorSummary, FormAlert, FormNote, TextField } from "./form-parts.tsx";

const EMPTY_VALUES: PasswordValues = { currentPassword: "", newPassword: "" };

export const PASSWORD_CHANGED_NOTE = "Your password has been changed. You are still logged in.";

type Problem = { sessionEnded: boolean; message: string } | null;

/**
 * "Change your password": `PUT /api/v1/accounts/{accountId}` with the current and the new password.
 * The session stays logged in (the server sends new cookies). The page's `validate` checks lengths;
 * the server also refuses a wrong current password and a common new one, by field.
 */
export function ChangePasswordForm({
  accountId,
  validate,
  logInHref,
  email,
}: {
  accountId: number;
  validate: Validate<PasswordField>;
  logInHref: string;
  /** The account's email, offered to password managers as the user name of the new password. */
  email?: string;
}) {
  const id = useId();
  const [values, setValues] = useState<PasswordValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const change = (field: PasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setNote("");
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setNote("");
    setProblem(null);
    const found = validate(values);
    if (fieldsWithErrors(found, PASSWORD_FIELDS).length > 0) {
      setErrors(found);
      setSummaryFocus((count) => count + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await apiRequest(`/api/v1/accounts/${accountId}`, { method: "PUT", body: values });
      setValues(EMPTY_VALUES);
      setShowPasswords(false);
      setNote(PASSWORD_CHANGED_NOTE);
    } catch (error) {
      const code = errorCode(error);
      const fields = pickFieldErrors(fieldErrors(error), PASSWORD_FIELDS);
      if (fieldsWithErrors(fields, PASSWORD_FIELDS).length > 0) {
        setErrors(fields);
        setSummaryFocus((count) => count + 1);
      } else if (code === "UNAUTHENTICATED") {
        setProblem({ sessionEnded: true, message: "Your session has ended, so your password was not changed." });
      } else {
        setProblem({
          sessionEnded: false,
          message: errorMessage(error) ?? "We couldn't change your password. Check your connection and try again.",
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const fieldId = (field: PasswordField) => `${id}-${field}`;
  const summary = fieldsWithErrors(errors, PASSWORD_FIELDS).map((field) => ({
    fieldId: fieldId(field),
    message: errors[field] as string,
  }));
  const type = showPasswords ? "text" : "password";

  return (
    <>
      <FormNote note={note} />
      <FormAlert>
        {problem ? (
          <>
            <p>{problem.message}</p>
            {problem.sessionEnded ? (
              <p>
                <SiteLink href={logInHref}>Log in again</SiteLink> and then change your password.
              </p>
            ) : null}
          </>
        ) : null}
      </FormAlert>
      <ErrorSummary id={`${id}-summary`} items={summary} summaryRef={summaryRef} />
      <form className="client-center__form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {email ? (
          // Password managers file the new password under this user name; nobody sees or edits it.
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        ) : null}
        <TextField
          id={fieldId("currentPassword")}
          name="currentPassword"
          type={type}
          label="Current password"
          autoComplete="current-password"
          required
          maxLength={PASSWORD_LIMITS.max}
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(value) => change("currentPassword", value)}
        />
        <TextField
          id={fieldId("newPassword")}
          name="newPassword"
          type={type}
          label="New password"
          hint={`At least ${PASSWORD_LIMITS.min} characters. A phrase of a few unrelated words is easy to remember and hard to guess.`}
          autoComplete="new-password"
          required
          minLength={PASSWORD_LIMITS.min}
          maxLength={PASSWORD_LIMITS.max}
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(value) => change("newPassword", value)}
        />
        <div className="client-center__check">
          <input
            id={`${id}-show`}
            type="checkbox"
            checked={showPasswords}
            onChange={(event) => setShowPasswords(event.target.checked)}
          />
          <label htmlFor={`${id}-show`}>Show passwords</label>
        </div>
        <div className="client-center__actions">
          <button
            type="submit"
            className="button button--primary client-center__submit"
            aria-disabled={saving || undefined}
          >
            {saving ? "Changing…" : "Change password"}
          </button>
        </div>
      </form>
    </>
  );
}
