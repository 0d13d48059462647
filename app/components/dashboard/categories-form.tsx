import { useCallback, useId, useMemo, useState } from "react";
import { Form, Link } from "react-router";
import { membershipPlan } from "#features/members/members.rules.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import { describedBy, FieldError, hintIdFor, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import {
  categoriesFormValues,
  categoriesProblem,
  categoryChoices,
  categoryLimitText,
  DASHBOARD_INTENTS,
  memberCategoryIds,
} from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import "./dashboard.css";

const CATEGORY_FIELDS = ["serviceTypeIds"] as const;

type CategoriesFormProps = {
  member: Pick<MemberDto, "membershipLevel" | "primaryServiceType" | "providedServiceTypes">;
  signupCategories: readonly ServiceTypeDto[];
  refused: FormAnswer | undefined;
  note: string | undefined;
  membershipHref: string;
};

/** The ids of a refused submission ("3,7"), to tick again. */
function idsFrom(text: string | undefined): number[] {
  return (text ?? "")
    .split(",")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * The categories a vendor is listed in, and the primary one their profile lives under, posted to the
 * page's action (intent `categories`). The plan's limit is stated and, once scripts run, checked as
 * the boxes are ticked; the server checks it again.
 */
export function CategoriesForm({ member, signupCategories, refused, note, membershipHref }: CategoriesFormProps) {
  const id = useId();
  const choices = useMemo(() => categoryChoices(signupCategories, member), [signupCategories, member]);
  const [selected, setSelected] = useState<number[]>(() =>
    refused ? idsFrom(refused.values.serviceTypeIds) : memberCategoryIds(member),
  );
  const [primaryId, setPrimaryId] = useState<number | null>(() =>
    refused ? (idsFrom(refused.values.primaryServiceTypeId)[0] ?? null) : (member.primaryServiceType?.id ?? null),
  );
  const level = member.membershipLevel;
  const validate = useCallback(
    (form: FormData) => {
      const values = categoriesFormValues(form);
      const problem = categoriesProblem(values.serviceTypeIds, values.primaryServiceTypeId, level);
      return problem === null ? {} : { serviceTypeIds: problem };
    },
    [level],
  );
  const form = useAccountForm({ fields: CATEGORY_FIELDS, validate, feedback: refused?.feedback });
  const error = form.errors.serviceTypeIds;
  const sending = useSending(DASHBOARD_INTENTS.categories);

  const max = membershipPlan(level).maxCategories;
  const fieldsetId = `${id}-categories`;
  const primarySelectId = `${id}-primary`;
  const countId = hintIdFor(fieldsetId);
  const firstCheckboxId = choices[0] ? `${id}-category-${choices[0].id}` : fieldsetId;

  const toggle = (categoryId: number, checked: boolean) => {
    const next = checked ? [...selected, categoryId] : selected.filter((item) => item !== categoryId);
    setSelected(next);
    // The primary category must be one of the chosen: fall back to the first still chosen.
    if (primaryId === null || !next.includes(primaryId)) setPrimaryId(next[0] ?? null);
  };

  const chosen = choices.filter((choice) => selected.includes(choice.id));
  const overLimit = selected.length > max;

  return (
    <DashboardSection id="categories" title="Categories" intro="The searches you appear in.">
      <p className="dash-section__note">
        {categoryLimitText(level)} Need more? <Link to={membershipHref}>See the membership plans</Link>.
      </p>
      <Form method="post" className="dash-form" preventScrollReset {...form.formProps}>
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.categories} />
        <ErrorSummary
          summaryRef={form.summaryRef}
          headingLevel={3}
          message={form.message ?? (error ? "Your categories were not saved." : undefined)}
          items={summaryItems(CATEGORY_FIELDS, form.errors, () => firstCheckboxId)}
        />
        <fieldset className="form-fieldset" id={fieldsetId} aria-describedby={describedBy(fieldsetId, error, true)}>
          <legend className="form-field__label">Categories you offer</legend>
          <p className={overLimit ? "form-field__hint form-field__hint--warning" : "form-field__hint"} id={countId}>
            {selected.length} of {max} chosen.
          </p>
          <ul className="dash-categories">
            {choices.map((choice) => {
              const checkboxId = `${id}-category-${choice.id}`;
              return (
                <li key={choice.id} className="dash-check dash-check--compact">
                  <input
                    className="dash-check__input"
                    type="checkbox"
                    id={checkboxId}
                    name="serviceTypeIds"
                    value={String(choice.id)}
                    checked={selected.includes(choice.id)}
                    onChange={(event) => toggle(choice.id, event.target.checked)}
                  />
                  <label className="dash-check__label" htmlFor={checkboxId}>
                    {choice.personForm}
                  </label>
                </li>
              );
            })}
          </ul>
          <FieldError controlId={fieldsetId} message={error} />
        </fieldset>
        <TextField
          as="select"
          id={primarySelectId}
          name="primaryServiceTypeId"
          label="Primary category"
          hint="Your profile's address and headline use it."
          className="dash-form__narrow"
          value={primaryId === null ? "" : String(primaryId)}
          onValueChange={(value) => setPrimaryId(value === "" ? null : Number(value))}
        >
          {chosen.length === 0 ? <option value="">Choose a category above first</option> : null}
          {chosen.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.personForm}
            </option>
          ))}
        </TextField>
        <div className="form-actions">
          <SubmitButton label="Save categories" busyLabel="Saving…" busy={sending} />
        </div>
        <StatusMessage message={note} />
      </Form>
    </DashboardSection>
  );
}
