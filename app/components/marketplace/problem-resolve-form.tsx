import { Form } from "react-router";
import type { ProblemDto } from "#features/marketplace/marketplace.schema.ts";
import {
  PROBLEM_LIMITS,
  PROBLEM_RESOLUTION_LABELS,
  PROBLEM_RESOLUTIONS,
} from "#features/marketplace/marketplace.rules.ts";
import { formatCents } from "#lib/money.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { describedBy, FieldError, TextField } from "../forms/form-field.tsx";
import { useFormTarget, useSending } from "../forms/page-forms.ts";
import { SubmitButton } from "../forms/submit-button.tsx";
import type { FormAnswer } from "./marketplace-forms.ts";
import {
  PROBLEM_INTENTS,
  PROBLEM_RESOLVE_ID,
  RESOLVE_PROBLEM_FIELDS,
  type ResolveProblemField,
} from "./problem-forms.ts";

const fieldId = (field: ResolveProblemField) => `resolve-problem-${field}`;

/**
 * The operator's decision on an open problem: a full refund (what is left to refund), a partial one
 * (an amount in dollars up to that) or none, and the reason both sides read. The server computes and
 * checks the cents; this form only says what is left.
 */
export function ProblemResolveForm({
  problem,
  answer,
  validate,
}: {
  problem: ProblemDto;
  answer: FormAnswer | undefined;
  validate: (form: FormData) => FieldErrors<ResolveProblemField>;
}) {
  const refused = answer?.values.intent === PROBLEM_INTENTS.resolve ? answer : undefined;
  const sending = useSending(PROBLEM_INTENTS.resolve);
  const target = useFormTarget();
  const form = useAccountForm({ fields: RESOLVE_PROBLEM_FIELDS, validate, feedback: refused?.feedback });
  const chosen = refused?.values.resolution;
  const resolutionError = form.errors.resolution;
  return (
    <section className="market-panel" id={PROBLEM_RESOLVE_ID} aria-labelledby={`${PROBLEM_RESOLVE_ID}-title`}>
      <h2 className="market-panel__title" id={`${PROBLEM_RESOLVE_ID}-title`} tabIndex={-1}>
        Resolve this problem
      </h2>
      <p className="market-panel__summary">
        {formatCents(problem.paidCents)} was paid through Marquee and {formatCents(problem.refundedCents)} refunded:{" "}
        <strong>{formatCents(problem.refundableCents)}</strong> can still be refunded to the planner.
      </p>
      <Form method="post" action={target} preventScrollReset {...form.formProps}>
        <input type="hidden" name="intent" value={PROBLEM_INTENTS.resolve} />
        <ErrorSummary
          message={form.message}
          items={summaryItems(RESOLVE_PROBLEM_FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
          headingLevel={3}
        />
        <fieldset
          className="form-fieldset"
          aria-describedby={describedBy(fieldId("resolution"), resolutionError, false)}
        >
          <legend>Decision</legend>
          {PROBLEM_RESOLUTIONS.map((resolution, index) => (
            <div className="form-choice" key={resolution}>
              <input
                type="radio"
                name="resolution"
                value={resolution}
                id={index === 0 ? fieldId("resolution") : `${fieldId("resolution")}-${resolution}`}
                defaultChecked={chosen === resolution}
                required
              />{" "}
              <label htmlFor={index === 0 ? fieldId("resolution") : `${fieldId("resolution")}-${resolution}`}>
                {PROBLEM_RESOLUTION_LABELS[resolution]}
                {resolution === "full_refund" ? ` (${formatCents(problem.refundableCents)})` : null}
              </label>
            </div>
          ))}
          <FieldError controlId={fieldId("resolution")} message={resolutionError} />
        </fieldset>
        <TextField
          id={fieldId("amount")}
          name="amount"
          label="Refund amount"
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          hint={
            form.errors.amount
              ? undefined
              : `For a partial refund: in dollars, up to ${formatCents(problem.refundableCents)}.`
          }
          defaultValue={refused?.values.amount}
          error={form.errors.amount}
        />
        <TextField
          as="textarea"
          id={fieldId("reason")}
          name="reason"
          label="Reason"
          rows={4}
          maxLength={PROBLEM_LIMITS.reasonMax}
          required
          hint={form.errors.reason ? undefined : "The planner and the vendor both read it, in the case and by email."}
          defaultValue={refused?.values.reason}
          error={form.errors.reason}
        />
        <div className="form-actions">
          <SubmitButton label="Resolve the problem" busyLabel="Resolving…" busy={sending} />
        </div>
      </Form>
    </section>
  );
}
