import { useEffect, useId } from "react";
import { Form, useSearchParams } from "react-router";
import { DECLINE_REASONS } from "#features/marketplace/marketplace.rules.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import { TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import type { MemberCenterLinks } from "./dashboard.logic.ts";
import {
  DECLINE_FIELDS,
  DECLINE_NOTE_MAX,
  type DeclineField,
  LEAD_INTENTS,
  LEAD_PANEL_PARAMS,
  type LeadChecks,
} from "./leads.logic.ts";
import { ClosePanelLink, OpenPanelButton } from "./panel-links.tsx";
import "./dashboard.css";
import "./leads.css";

const NOT_DECLINED = "The lead was not declined.";

/**
 * "Decline lead": a button that opens a short form (why, and a note to the planner) in its place
 * (`?decline={requestId}`), so the page never shows two buttons of the same name; "Keep lead" closes it again.
 * The form posts to the page's action (intent `decline`).
 */
export function DeclineLead({
  requestId,
  check,
  refused,
  links,
}: {
  requestId: number;
  check: LeadChecks["decline"];
  refused: FormAnswer | undefined;
  links: MemberCenterLinks;
}) {
  const [searchParams] = useSearchParams();
  const open = searchParams.get(LEAD_PANEL_PARAMS.decline) === String(requestId) || refused !== undefined;
  return (
    <div className="decline-lead">
      {open ? (
        <DeclineForm check={check} refused={refused} links={links} />
      ) : (
        <OpenPanelButton
          param={LEAD_PANEL_PARAMS.decline}
          value={requestId}
          anchor="decline"
          links={links}
          label="Decline lead"
          className="button button--secondary"
        />
      )}
    </div>
  );
}

function DeclineForm({
  check,
  refused,
  links,
}: {
  check: LeadChecks["decline"];
  refused: FormAnswer | undefined;
  links: MemberCenterLinks;
}) {
  const id = useId();
  const fieldId = (field: DeclineField) => `${id}-${field}`;
  const reasonId = fieldId("reason");
  const form = useAccountForm({ fields: DECLINE_FIELDS, validate: check, feedback: refused?.feedback });
  const sending = useSending(LEAD_INTENTS.decline);
  const named = Object.values(form.errors).some(Boolean);

  // Opened, the form takes the place of the button pressed: the focus goes to its first field.
  useEffect(() => {
    if (!refused) document.getElementById(reasonId)?.focus();
  }, [reasonId, refused]);

  return (
    <Form method="post" className="dash-form decline-lead__panel" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={LEAD_INTENTS.decline} />
      <ErrorSummary
        summaryRef={form.summaryRef}
        headingLevel={3}
        message={form.message ?? (named ? NOT_DECLINED : undefined)}
        items={summaryItems(DECLINE_FIELDS, form.errors, fieldId)}
      />
      <TextField
        as="select"
        id={reasonId}
        name="reason"
        label="Reason"
        className="dash-form__narrow"
        defaultValue={refused?.values.reason ?? ""}
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
        name="note"
        label="Note to the planner"
        optional
        rows={3}
        maxLength={DECLINE_NOTE_MAX}
        defaultValue={refused?.values.note}
        error={form.errors.note}
      />
      <div className="form-actions">
        <SubmitButton label="Decline lead" busyLabel="Declining…" busy={sending} />
        <ClosePanelLink anchor="decline" links={links} label="Keep lead" />
      </div>
    </Form>
  );
}
