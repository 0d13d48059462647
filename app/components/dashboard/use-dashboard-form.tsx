import { useState } from "react";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { LogInAgainLink } from "./dashboard-section.tsx";
import { type Failure, readFailure } from "./dashboard.logic.ts";

/** Why the last save did not happen: messages by field, one for the whole form, others, an ended session. */
export type SaveProblem<Field extends string> = {
  errors?: FieldErrors<Field>;
  message?: string;
  /** Messages for fields this form does not show. */
  others?: string[];
  sessionEnded?: boolean;
};

/**
 * The state every member center form keeps: the problem of the last attempt (the error summary takes
 * the focus when it shows one), the success note, and whether a save is on its way.
 */
export function useDashboardForm<Field extends string>() {
  const [problem, setProblem] = useState<SaveProblem<Field>>({});
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus } = useFocusRequest<HTMLDivElement>();

  /** Shows what is wrong (found in the browser, or by the server) and takes the focus to the summary. */
  const fail = (next: SaveProblem<Field>) => {
    setStatus("");
    setProblem(next);
    requestFocus();
  };

  /**
   * Sends the form: `send` resolves with the note to announce; when it rejects, `failure` says what to
   * show (whether the session ended is noticed here).
   */
  const save = async (
    send: () => Promise<string>,
    failure: (failure: Failure, error: unknown) => SaveProblem<Field>,
  ) => {
    setStatus("");
    setSaving(true);
    try {
      const note = await send();
      setProblem({});
      setStatus(note);
    } catch (error) {
      const read = readFailure(error);
      fail({ ...failure(read, error), sessionEnded: read.code === "UNAUTHENTICATED" });
    } finally {
      setSaving(false);
    }
  };

  const errors: FieldErrors<Field> = problem.errors ?? {};
  return { problem, errors, setProblem, status, setStatus, saving, summaryRef, fail, save };
}

/** The error summary of a member center form, with the way to log in again when the session ended. */
export function SaveProblemSummary<Field extends string>({
  form,
  fields,
  fieldId,
  returnTo,
  headingLevel = 3,
}: {
  form: { problem: SaveProblem<Field>; summaryRef: ReturnType<typeof useFocusRequest<HTMLDivElement>>["ref"] };
  fields: readonly Field[];
  fieldId: (field: Field) => string;
  returnTo: string;
  /** One below the heading over the form. */
  headingLevel?: 3 | 5;
}) {
  const { problem, summaryRef } = form;
  return (
    <ErrorSummary
      summaryRef={summaryRef}
      headingLevel={headingLevel}
      message={problem.message}
      items={summaryItems(fields, problem.errors ?? {}, fieldId)}
      others={problem.others}
    >
      {problem.sessionEnded ? <LogInAgainLink returnTo={returnTo} /> : null}
    </ErrorSummary>
  );
}
