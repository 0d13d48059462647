import { type FormEvent, useEffect, useId, useState } from "react";
import { DECLINE_REASONS } from "#features/marketplace/marketplace.rules.ts";
import type { LeadDto } from "#features/marketplace/marketplace.schema.ts";
import { TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFocusRequest } from "../forms/use-focus-request.ts";
import { declineLead } from "./dashboard.calls.ts";
import { placeFieldErrors } from "./dashboard.logic.ts";
import {
  DECLINE_FIELDS,
  DECLINE_NOTE_MAX,
  type DeclineField,
  type DeclineValues,
  EMPTY_DECLINE,
  type LeadChecks,
} from "./leads.logic.ts";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import "./dashboard.css";
import "./leads.css";

const NOT_DECLINED = "The lead was not declined.";

/**
 * "Decline lead": a button that opens a short form (why, and a note to the planner) in its place, so
 * the page never shows two buttons of the same name; "Keep lead" closes it again.
 */
export function DeclineLead({
  memberId,
  lead,
  check,
  onDeclined,
  returnTo,
}: {
  memberId: number;
  lead: LeadDto;
  check: LeadChecks["decline"];
  onDeclined: (lead: LeadDto) => void;
  returnTo: string;
}) {
  const id = useId();
  const fieldId = (field: DeclineField) => `${id}-${field}`;
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<DeclineValues>(EMPTY_DECLINE);
  const form = useDashboardForm<DeclineField>();
  const { ref: toggleRef, requestFocus: focusToggle } = useFocusRequest<HTMLButtonElement>();
  const reasonId = fieldId("reason");

  // Opened, the form takes the place of the button pressed: the focus goes to its first field.
  useEffect(() => {
    if (open) document.getElementById(reasonId)?.focus();
  }, [open, reasonId]);

  const change = (field: DeclineField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (form.errors[field]) {
      const message = check(next)[field];
      form.setProblem((current) => ({ ...current, errors: { ...current.errors, [field]: message } }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problems = check(values);
    if (Object.values(problems).some(Boolean)) {
      form.fail({ errors: problems, message: NOT_DECLINED });
      return;
    }
    void form.save(
      async () => {
        onDeclined(await declineLead(memberId, lead.request.id, { reason: values.reason, note: values.note.trim() }));
        return "";
      },
      (failure) => {
        const placed = placeFieldErrors(failure.fields, DECLINE_FIELDS);
        const hasFields = Object.keys(placed.errors).length > 0;
        return { errors: placed.errors, others: placed.others, message: hasFields ? NOT_DECLINED : failure.message };
      },
    );
  };

  return (
    <div className="decline-lead">
      {open ? (
        <form
          className="dash-form decline-lead__panel"
          noValidate
          onSubmit={onSubmit}
          aria-busy={form.saving || undefined}
        >
          <SaveProblemSummary form={form} fields={DECLINE_FIELDS} fieldId={fieldId} returnTo={returnTo} />
          <TextField
            as="select"
            id={reasonId}
            label="Reason"
            className="dash-form__narrow"
            value={values.reason}
            onValueChange={change("reason")}
            error={form.errors.reason}
            required
          >
            <option value="">Choose a reason</option>
            {DECLINE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </TextField>
          <TextField
            as="textarea"
            id={fieldId("note")}
            label="Note to the planner"
            optional
            rows={3}
            maxLength={DECLINE_NOTE_MAX}
            value={values.note}
            onValueChange={change("note")}
            error={form.errors.note}
          />
          <div className="form-actions">
            <SubmitButton label="Decline lead" busyLabel="Declining…" busy={form.saving} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setOpen(false);
                form.setProblem({});
                focusToggle();
              }}
            >
              Keep lead
            </button>
          </div>
        </form>
      ) : (
        <button type="button" ref={toggleRef} className="button button--secondary" onClick={() => setOpen(true)}>
          Decline lead
        </button>
      )}
    </div>
  );
}
