import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { CANCELLATION_POLICIES, CANCELLATION_POLICY_KEYS } from "#features/marketplace/marketplace.rules.ts";
import type { LeadDto } from "#features/marketplace/marketplace.schema.ts";
import { describedBy, FieldError, hintIdFor, TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { formatShortDate } from "../marketplace/marketplace.logic.ts";
import { TestModeNotice } from "../marketplace/test-mode-notice.tsx";
import { sendQuote } from "./dashboard.calls.ts";
import { placeFieldErrors, todayIso } from "./dashboard.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import {
  dueLaterText,
  emptyQuoteValues,
  type LeadChecks,
  QUOTE_FIELDS,
  type QuoteField,
  type QuoteValues,
  quoteBody,
  quoteProblems,
} from "./leads.logic.ts";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import "./dashboard.css";
import "./leads.css";

type QuoteFormProps = {
  memberId: number;
  lead: LeadDto;
  /** From the member's profile: whether the deposit is paid online at booking or to the vendor directly. */
  acceptsOnlineDeposits: boolean;
  /** Where the vendor changes how deposits are paid. */
  profileDetailsHref: string;
  check: LeadChecks["quote"];
  /** Called with the lead the server answered, the quote on it. */
  onSent: (lead: LeadDto) => void;
  returnTo: string;
};

const NOT_SENT = "Your quote was not sent.";
const INCLUDED_MAX = 2_000;

/**
 * The vendor's quote for a lead (POST .../leads/{requestId}/quote). Amounts are typed in dollars and
 * sent as typed; the "due later" line only echoes them, the server computes the quote's figures. A
 * field is checked when the vendor leaves it after typing, and again as they fix it.
 */
export function QuoteForm({
  memberId,
  lead,
  acceptsOnlineDeposits,
  profileDetailsHref,
  check,
  onSent,
  returnTo,
}: QuoteFormProps) {
  const id = useId();
  const [values, setValues] = useState<QuoteValues>(() => emptyQuoteValues(todayIso(), lead));
  // The fields typed in: a field is checked on leaving it only once something was typed.
  const [edited, setEdited] = useState<ReadonlySet<QuoteField>>(() => new Set());
  const form = useDashboardForm<QuoteField>();
  const { errors } = form;

  const policyGroupId = `${id}-policy`;
  const policyId = (key: string) => `${id}-policy-${key}`;
  const fieldId = (field: QuoteField) =>
    field === "cancellationPolicy" ? policyId(CANCELLATION_POLICY_KEYS[0]) : `${id}-${field}`;

  const recheck = (field: QuoteField, next: QuoteValues) => {
    const message = quoteProblems(next, lead, check)[field];
    form.setProblem((current) => ({ ...current, errors: { ...current.errors, [field]: message } }));
  };

  const change = (field: QuoteField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!edited.has(field)) setEdited((current) => new Set(current).add(field));
    // A field showing a message is checked again as it is fixed; others wait until it is left.
    if (errors[field]) recheck(field, next);
  };

  const leave = (field: QuoteField) => () => {
    if (edited.has(field)) recheck(field, values);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problems = quoteProblems(values, lead, check);
    if (Object.values(problems).some(Boolean)) {
      form.fail({ errors: problems, message: NOT_SENT });
      return;
    }
    void form.save(
      async () => {
        onSent(await sendQuote(memberId, lead.request.id, quoteBody(values)));
        // The page announces the quote sent: this form is gone with it.
        return "";
      },
      (failure) => {
        const placed = placeFieldErrors(failure.fields, QUOTE_FIELDS);
        const hasFields = Object.keys(placed.errors).length > 0;
        return { errors: placed.errors, others: placed.others, message: hasFields ? NOT_SENT : failure.message };
      },
    );
  };

  const dueLater = dueLaterText(values);
  const earliest = formatShortDate(lead.earliestExpiresOn) ?? lead.earliestExpiresOn;
  const latest = formatShortDate(lead.latestExpiresOn) ?? lead.latestExpiresOn;

  return (
    <DashboardSection
      id="quote-form"
      title="Send a quote"
      intro={`${lead.plannerFirstName} sees your price, what it includes and your terms, next to the other quotes.`}
    >
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary form={form} fields={QUOTE_FIELDS} fieldId={fieldId} returnTo={returnTo} />
        <div className="dash-form__pair quote-form__amounts">
          <TextField
            id={fieldId("total")}
            label="Total price in dollars"
            prefix="$"
            inputMode="decimal"
            autoComplete="off"
            hint="Everything the planner pays, for example 1250 or 1250.50."
            value={values.total}
            onValueChange={change("total")}
            onBlur={leave("total")}
            error={errors.total}
            maxLength={16}
            required
          />
          <TextField
            id={fieldId("deposit")}
            label="Deposit in dollars"
            prefix="$"
            inputMode="decimal"
            autoComplete="off"
            hint={
              <>
                {acceptsOnlineDeposits
                  ? "Paid online when the planner books you."
                  : "Paid to you directly: you don't take deposits online."}{" "}
                Leave it empty for no deposit. <Link to={profileDetailsHref}>Change how you take deposits</Link>
              </>
            }
            value={values.deposit}
            onValueChange={change("deposit")}
            onBlur={leave("deposit")}
            error={errors.deposit}
            maxLength={16}
          />
        </div>
        <p className="quote-form__due">
          Due later: <strong>{dueLater ?? "—"}</strong>{" "}
          <span className="quote-form__due-note">(the total less the deposit, as you typed them)</span>
        </p>
        {acceptsOnlineDeposits ? <TestModeNotice /> : null}
        <TextField
          as="textarea"
          id={fieldId("included")}
          label="What's included"
          hint="Hours, equipment, travel, set-up: what the price covers. At least 10 characters."
          rows={5}
          value={values.included}
          onValueChange={change("included")}
          onBlur={leave("included")}
          error={errors.included}
          maxLength={INCLUDED_MAX}
          required
        />
        <fieldset
          className="form-fieldset"
          aria-describedby={describedBy(policyGroupId, errors.cancellationPolicy, true)}
        >
          <legend className="form-field__label">Cancellation policy</legend>
          <p className="form-field__hint" id={hintIdFor(policyGroupId)}>
            What the planner gets back of what they paid if they cancel. If you cancel, they get everything back.
          </p>
          <ul className="quote-policies__list">
            {CANCELLATION_POLICY_KEYS.map((key) => {
              const policy = CANCELLATION_POLICIES[key];
              const descriptionId = `${policyId(key)}-description`;
              return (
                <li key={key} className="dash-check quote-policies__choice">
                  <input
                    className="dash-check__input"
                    type="radio"
                    id={policyId(key)}
                    name={policyGroupId}
                    value={key}
                    checked={values.cancellationPolicy === key}
                    onChange={() => change("cancellationPolicy")(key)}
                    aria-describedby={descriptionId}
                  />
                  <div className="dash-check__text">
                    <label className="dash-check__label" htmlFor={policyId(key)}>
                      {policy.label}
                    </label>
                    <p className="form-field__hint" id={descriptionId}>
                      {policy.description}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <FieldError controlId={policyGroupId} message={errors.cancellationPolicy} />
        </fieldset>
        <TextField
          id={fieldId("expiresOn")}
          label="Quote valid until"
          type="date"
          className="dash-form__narrow"
          hint={`From ${earliest} to ${latest}. After that day ${lead.plannerFirstName} can no longer book it.`}
          min={lead.earliestExpiresOn}
          max={lead.latestExpiresOn}
          value={values.expiresOn}
          onValueChange={change("expiresOn")}
          onBlur={leave("expiresOn")}
          error={errors.expiresOn}
          required
        />
        <div className="form-actions">
          <SubmitButton label="Send quote" busyLabel="Sending…" busy={form.saving} />
        </div>
      </form>
    </DashboardSection>
  );
}
