import { Form } from "react-router";
import { PROBLEM_KIND_LABELS, PROBLEM_KINDS, PROBLEM_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { TextField } from "../forms/form-field.tsx";
import { useSending } from "../forms/page-forms.ts";
import { SubmitButton } from "../forms/submit-button.tsx";
import type { FormAnswer } from "./marketplace-forms.ts";
import { REPORT_PROBLEM_FIELDS, type ReportProblemField } from "./problem-forms.ts";

const fieldId = (field: ReportProblemField) => `report-problem-${field}`;

/** The report of a problem with a booking: what went wrong and what happened, posted to its own page. */
export function ProblemReportForm({
  answer,
  validate,
}: {
  answer: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<ReportProblemField>;
}) {
  const sending = useSending("report-problem");
  const form = useAccountForm({ fields: REPORT_PROBLEM_FIELDS, validate, feedback: answer?.feedback });
  return (
    <Form method="post" className="problem-report" {...form.formProps}>
      <input type="hidden" name="intent" value="report-problem" />
      <ErrorSummary
        message={form.message}
        items={summaryItems(REPORT_PROBLEM_FIELDS, form.errors, fieldId)}
        summaryRef={form.summaryRef}
      />
      <TextField
        as="select"
        id={fieldId("kind")}
        name="kind"
        label="What went wrong?"
        required
        defaultValue={answer?.values.kind ?? ""}
        error={form.errors.kind}
      >
        <option value="">Choose one</option>
        {PROBLEM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {PROBLEM_KIND_LABELS[kind]}
          </option>
        ))}
      </TextField>
      <TextField
        as="textarea"
        id={fieldId("body")}
        name="body"
        label="What happened?"
        rows={6}
        maxLength={PROBLEM_LIMITS.messageMax}
        required
        hint={
          form.errors.body
            ? undefined
            : `Both sides and Marquee read it. Up to ${PROBLEM_LIMITS.messageMax.toLocaleString("en-US")} characters.`
        }
        defaultValue={answer?.values.body}
        error={form.errors.body}
      />
      <div className="form-actions">
        <SubmitButton label="Report the problem" busyLabel="Sending…" busy={sending} />
      </div>
    </Form>
  );
}
