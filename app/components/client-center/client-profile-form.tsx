import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ACCOUNT_MESSAGES } from "#features/accounts/accounts.rules.ts";
import { apiRequest, errorCode, errorMessage, fieldErrors, isAbortError } from "#app/lib/api-client.ts";
import { SiteLink } from "../layout/site-link.tsx";
import {
  type ClientDto,
  type FieldErrors,
  fieldsWithErrors,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  pickFieldErrors,
  profileValues,
  readClient,
  type Validate,
} from "./client-center.logic.ts";
import { ErrorSummary, FormAlert, FormNote, TextField } from "./form-parts.tsx";

const EMPTY_VALUES: ProfileValues = { firstName: "", lastName: "", email: "", phoneNumber: "" };

const LABELS: Record<ProfileField, string> = {
  firstName: "First name",
  lastName: "Last name (optional)",
  email: "Email address",
  phoneNumber: "Phone number (optional)",
};

export const PROFILE_SAVED_NOTE = "Your details have been saved.";

type Load = { state: "loading" } | { state: "loaded" } | { state: "failed"; sessionEnded: boolean; message: string };

type Problem = { sessionEnded: boolean; message: string } | null;

/**
 * A planner's own details: loaded from `GET /api/v1/client/{clientId}`, saved with a PUT of the same
 * path. The page's `validate` (the server's schema) checks the form on submit and re-checks a field
 * with a message as it is corrected; the server's field messages are shown the same way.
 */
export function ClientProfileForm({
  clientId,
  validate,
  logInHref,
  onClientLoaded,
}: {
  clientId: number;
  validate: Validate<ProfileField>;
  /** Where to log in again if the session has ended. */
  logInHref: string;
  /** Told about the client once loaded or saved (the password form offers the email to password managers). */
  onClientLoaded?: (client: ClientDto) => void;
}) {
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<ProfileValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const onLoadedRef = useRef(onClientLoaded);

  useEffect(() => {
    onLoadedRef.current = onClientLoaded;
  }, [onClientLoaded]);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest(`/api/v1/client/${clientId}`, { signal: controller.signal }).then(
      (body) => {
        const client = readClient(body);
        if (!client) {
          setLoad({ state: "failed", sessionEnded: false, message: "We couldn't load your details." });
          return;
        }
        setValues(profileValues(client));
        setLoad({ state: "loaded" });
        onLoadedRef.current?.(client);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const sessionEnded = errorCode(error) === "UNAUTHENTICATED";
        setLoad({
          state: "failed",
          sessionEnded,
          message: sessionEnded
            ? "Your session has ended."
            : (errorMessage(error) ?? "We couldn't load your details. Check your connection and try again."),
        });
      },
    );
    return () => controller.abort();
  }, [clientId, attempt]);

  // After a refused submit, move focus to the summary of its problems.
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const change = (field: ProfileField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setNote("");
    // A field that shows a message is checked again as it is corrected; others wait for the submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setNote("");
    setProblem(null);
    const found = validate(values);
    if (fieldsWithErrors(found, PROFILE_FIELDS).length > 0) {
      setErrors(found);
      setSummaryFocus((count) => count + 1);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const client = readClient(await apiRequest(`/api/v1/client/${clientId}`, { method: "PUT", body: values }));
      if (client) {
        setValues(profileValues(client));
        onLoadedRef.current?.(client);
      }
      setNote(PROFILE_SAVED_NOTE);
    } catch (error) {
      const code = errorCode(error);
      const fields = pickFieldErrors(fieldErrors(error), PROFILE_FIELDS);
      if (code === "EMAIL_TAKEN" && !fields.email) fields.email = errorMessage(error) ?? ACCOUNT_MESSAGES.emailTaken;
      if (fieldsWithErrors(fields, PROFILE_FIELDS).length > 0) {
        setErrors(fields);
        setSummaryFocus((count) => count + 1);
      } else if (code === "UNAUTHENTICATED") {
        setProblem({ sessionEnded: true, message: "Your session has ended, so your changes were not saved." });
      } else {
        setProblem({
          sessionEnded: false,
          message: errorMessage(error) ?? "We couldn't save your details. Check your connection and try again.",
        });
      }
    } finally {
      setSaving(false);
    }
  };

  if (load.state === "loading") {
    return (
      <>
        <p className="client-center__loading" role="status">
          Loading your details…
        </p>
        <noscript>
          <p className="client-center__loading">Turn on JavaScript in your browser to see and change your details.</p>
        </noscript>
      </>
    );
  }

  if (load.state === "failed") {
    return (
      <div className="form-status__message form-status__message--error client-center__problem" role="alert">
        <p>{load.message}</p>
        {load.sessionEnded ? (
          <SiteLink href={logInHref} className="button button--primary">
            Log in again
          </SiteLink>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setLoad({ state: "loading" });
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </button>
        )}
      </div>
    );
  }

  const fieldId = (field: ProfileField) => `${id}-${field}`;
  const summary = fieldsWithErrors(errors, PROFILE_FIELDS).map((field) => ({
    fieldId: fieldId(field),
    message: errors[field] as string,
  }));

  return (
    <>
      <FormNote note={note} />
      <FormAlert>
        {problem ? (
          <>
            <p>{problem.message}</p>
            {problem.sessionEnded ? (
              <p>
                <SiteLink href={logInHref}>Log in again</SiteLink> and then save your details.
              </p>
            ) : null}
          </>
        ) : null}
      </FormAlert>
      <ErrorSummary id={`${id}-summary`} items={summary} summaryRef={summaryRef} />
      <form className="client-center__form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <div className="client-center__pair">
          <TextField
            id={fieldId("firstName")}
            name="firstName"
            label={LABELS.firstName}
            autoComplete="given-name"
            required
            maxLength={60}
            value={values.firstName}
            error={errors.firstName}
            onChange={(value) => change("firstName", value)}
          />
          <TextField
            id={fieldId("lastName")}
            name="lastName"
            label={LABELS.lastName}
            autoComplete="family-name"
            maxLength={60}
            value={values.lastName}
            error={errors.lastName}
            onChange={(value) => change("lastName", value)}
          />
        </div>
        <TextField
          id={fieldId("email")}
          name="email"
          type="email"
          inputMode="email"
          label={LABELS.email}
          hint="You log in with this address, and vendors' quotes are sent to it."
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          error={errors.email}
          onChange={(value) => change("email", value)}
        />
        <TextField
          id={fieldId("phoneNumber")}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          label={LABELS.phoneNumber}
          hint="Vendors you ask for a quote may call you about your event."
          autoComplete="tel"
          maxLength={30}
          value={values.phoneNumber}
          error={errors.phoneNumber}
          onChange={(value) => change("phoneNumber", value)}
        />
        <div className="client-center__actions">
          <button
            type="submit"
            className="button button--primary client-center__submit"
            aria-disabled={saving || undefined}
          >
            {saving ? "Saving…" : "Save details"}
          </button>
        </div>
      </form>
    </>
  );
}
