import { useCallback, useId, useState } from "react";
import { Form, Link } from "react-router";
import { CANCELLATION_POLICIES, CANCELLATION_POLICY_KEYS } from "#features/marketplace/marketplace.rules.ts";
import type { LeadDto } from "#features/marketplace/marketplace.schema.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import { textValues } from "../forms/form-errors.ts";
import { describedBy, FieldError, hintIdFor, TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatShortDate } from "../marketplace/marketplace.logic.ts";
import { TestModeNotice } from "../marketplace/test-mode-notice.tsx";
import { DashboardSection } from "./dashboard-section.tsx";
import {
  dueLaterText,
  emptyQuoteValues,
  LEAD_INTENTS,
  type LeadChecks,
  QUOTE_FIELDS,
  type QuoteField,
  quoteProblems,
} from "./leads.logic.ts";
import "./dashboard.css";
import "./leads.css";

type QuoteFormProps = {
  lead: LeadDto;
  /** From the member's profile: whether the deposit is paid online at booking or to the vendor directly. */
  acceptsOnlineDeposits: boolean;
  /** Where the vendor changes how deposits are paid. */
  profileDetailsHref: string;
  check: LeadChecks["quote"];
  refused: FormAnswer | undefined;
  /** The server's today, from which the quote is valid for two weeks by default. */
  today: string;
};

const NOT_SENT = "Your quote was not sent.";
const INCLUDED_MAX = 2_000;

/**
 * The vendor's quote for a lead, posted to the page's action (intent `quote`). Amounts are typed in
 * dollars and sent as typed; the "due later" line only echoes them once scripts run, the server
 * computes the quote's figures. A field is checked when the vendor leaves it after typing, and again
 * as they fix it.
 */
export function QuoteForm({ lead, acceptsOnlineDeposits, profileDetailsHref, check, refused, today }: QuoteFormProps) {
  const id = useId();
  const typed = refused?.values;
  const initial = emptyQuoteValues(today, lead);
  const value = (field: QuoteField) => typed?.[field] ?? initial[field];
  const [amounts, setAmounts] = useState(() => ({ total: value("total"), deposit: value("deposit") }));
  const validate = useCallback(
    (form: FormData) => quoteProblems(textValues(form, QUOTE_FIELDS), lead, check),
    [lead, check],
  );
  const form = useAccountForm({ fields: QUOTE_FIELDS, validate, feedback: refused?.feedback });
  const { errors } = form;
  const sending = useSending(LEAD_INTENTS.quote);

  const policyGroupId = `${id}-policy`;
  const policyId = (key: string) => `${id}-policy-${key}`;
  const fieldId = (field: QuoteField) =>
    field === "cancellationPolicy" ? policyId(CANCELLATION_POLICY_KEYS[0]) : `${id}-${field}`;
  const named = Object.values(errors).some(Boolean);

  const dueLater = dueLaterText(amounts);
  const earliest = formatShortDate(lead.earliestExpiresOn) ?? lead.earliestExpiresOn;
  const latest = formatShortDate(lead.latestExpiresOn) ?? lead.latestExpiresOn;

  return (
    <DashboardSection
      id="quote-form"
      title="Send a quote"
      intro={`${lead.plannerFirstName} sees your price, what it includes and your terms, next to the other quotes.`}
    >
      <Form method="post" className="dash-form" preventScrollReset {...form.formProps}>
        <input type="hidden" name="intent" value={LEAD_INTENTS.quote} />
        <ErrorSummary
          summaryRef={form.summaryRef}
          headingLevel={3}
          message={form.message ?? (named ? NOT_SENT : undefined)}
          items={summaryItems(QUOTE_FIELDS, errors, fieldId)}
        />
        <div className="dash-form__pair quote-form__amounts">
          <TextField
            id={fieldId("total")}
            name="total"
            label="Total price in dollars"
            prefix="$"
            inputMode="decimal"
            autoComplete="off"
            hint="Everything the planner pays, for example 1250 or 1250.50."
            defaultValue={value("total")}
            onValueChange={(total) => setAmounts((current) => ({ ...current, total }))}
            error={errors.total}
            maxLength={16}
            required
          />
          <TextField
            id={fieldId("deposit")}
            name="deposit"
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
            defaultValue={value("deposit")}
            onValueChange={(deposit) => setAmounts((current) => ({ ...current, deposit }))}
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
          name="included"
          label="What's included"
          hint="Hours, equipment, travel, set-up: what the price covers. At least 10 characters."
          rows={5}
          defaultValue={value("included")}
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
                    name="cancellationPolicy"
                    value={key}
                    defaultChecked={value("cancellationPolicy") === key}
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
          name="expiresOn"
          label="Quote valid until"
          type="date"
          className="dash-form__narrow"
          hint={`From ${earliest} to ${latest}. After that day ${lead.plannerFirstName} can no longer book it.`}
          min={lead.earliestExpiresOn}
          max={lead.latestExpiresOn}
          defaultValue={value("expiresOn")}
          error={errors.expiresOn}
          required
        />
        <div className="form-actions">
          <SubmitButton label="Send quote" busyLabel="Sending…" busy={sending} />
        </div>
      </Form>
    </DashboardSection>
  );
}
