import { type FormEvent, useState } from "react";
import { errorCode, errorMessage, fieldErrors } from "#app/lib/api-client.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import { type FieldErrors, pickFieldErrors } from "../forms/form-errors.ts";
import { type FormProblem, ProblemMessage, StatusMessage } from "../forms/status-message.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { fieldsWithErrors, type Validate } from "./client-center.logic.ts";

type Sending<Field extends string> = {
  /** Sends the values; resolves with the note to announce. */
  send: (values: Record<Field, string>) => Promise<string>;
  /** Said when the session ended: "Your session has ended, so your changes were not saved." */
  sessionEnded: string;
  /** Said when the call failed without a message of its own. */
  failed: string;
};

/**
 * The state of a client center form: its values, their messages (checked on submit with the page's
 * `validate`, and again as a field with a message is corrected), the success note, a problem that
 * belongs to no field, and whether a save is on its way.
 */
export function useClientForm<Field extends string>(
  fields: readonly Field[],
  validate: Validate<Field>,
  empty: Record<Field, string>,
) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<FormProblem>(null);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    focusSummary();
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setNote("");
    // A field that shows a message is checked again as it is corrected; others wait for the submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>, sending: Sending<Field>) => {
    event.preventDefault();
    if (saving) return;
    setNote("");
    setProblem(null);
    const found = validate(values);
    if (fieldsWithErrors(found, fields).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      setNote(await sending.send(values));
    } catch (error) {
      const byField = pickFieldErrors(fieldErrors(error), fields);
      if (fieldsWithErrors(byField, fields).length > 0) showErrors(byField);
      else if (errorCode(error) === "UNAUTHENTICATED")
        setProblem({ sessionEnded: true, message: sending.sessionEnded });
      else setProblem({ sessionEnded: false, message: errorMessage(error) ?? sending.failed });
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    setValues,
    errors,
    note,
    problem,
    saving,
    summaryRef,
    change,
    /** The form's submit handler. */
    onSubmit: (sending: Sending<Field>) => (event: FormEvent<HTMLFormElement>) => void submit(event, sending),
  };
}

/**
 * The messages at the top of a client center form: the success note, a problem that belongs to no
 * field (with the way to log in again, then `afterLogIn`), and the summary of the fields' messages.
 */
export function ClientFormMessages<Field extends string>({
  form,
  fields,
  fieldId,
  logInHref,
  afterLogIn,
}: {
  form: Pick<ReturnType<typeof useClientForm<Field>>, "note" | "problem" | "errors" | "summaryRef">;
  fields: readonly Field[];
  fieldId: (field: Field) => string;
  logInHref: string;
  /** What to do once logged in again: "and then save your details." */
  afterLogIn: string;
}) {
  const { note, problem, errors, summaryRef } = form;
  return (
    <>
      <StatusMessage message={note} />
      <ProblemMessage problem={problem} logInHref={logInHref} afterLogIn={afterLogIn} />
      <ErrorSummary items={summaryItems(fields, errors, fieldId)} summaryRef={summaryRef} headingLevel={3} />
    </>
  );
}
