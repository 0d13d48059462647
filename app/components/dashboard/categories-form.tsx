import { useCallback, useId, useState } from "react";
import { flushSync } from "react-dom";
import { Form, Link } from "react-router";
import { membershipPlan } from "#features/members/members.rules.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import type { ServiceTypeFamily } from "#features/service-types/service-types.rules.ts";
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
  categoryLimitText,
  DASHBOARD_INTENTS,
  memberCategoryIds,
} from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import "./dashboard.css";

const CATEGORY_FIELDS = ["serviceTypeIds"] as const;

type CategoriesFormProps = {
  member: Pick<MemberDto, "membershipLevel" | "primaryServiceType" | "providedServiceTypes">;
  /** Every service type, grouped under its broad type. */
  families: readonly ServiceTypeFamily[];
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
 * page's action (intent `categories`). Every service type is offered, grouped under its broad type in
 * a disclosure each (open where something is chosen), so it works without scripts and by keyboard.
 * The form also posts which categories it showed as chosen: the action changes only what was ticked
 * or unticked here. The plan's limit is stated and, once scripts run, checked as the boxes are
 * ticked; the server checks it again.
 */
export function CategoriesForm({ member, families, refused, note, membershipHref }: CategoriesFormProps) {
  const id = useId();
  const [shown] = useState<number[]>(() =>
    refused ? idsFrom(refused.values.shownServiceTypeIds) : memberCategoryIds(member),
  );
  const [selected, setSelected] = useState<number[]>(() =>
    refused ? idsFrom(refused.values.serviceTypeIds) : memberCategoryIds(member),
  );
  const [primaryId, setPrimaryId] = useState<number | null>(() =>
    refused ? (idsFrom(refused.values.primaryServiceTypeId)[0] ?? null) : (member.primaryServiceType?.id ?? null),
  );
  // Drawn open once, where something is chosen: unticking the last box must not fold the group away.
  const [openFamilyIds] = useState<ReadonlySet<number>>(
    () =>
      new Set(families.filter((family) => family.types.some((type) => selected.includes(type.id))).map((f) => f.id)),
  );
  const level = member.membershipLevel;
  const validate = useCallback(
    (form: FormData) => {
      const values = categoriesFormValues(form);
      const problem = categoriesProblem(
        values.serviceTypeIds,
        values.primaryServiceTypeId,
        level,
        values.shownServiceTypeIds,
      );
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
  const checkboxId = (typeId: number) => `${id}-category-${typeId}`;
  const summaryId = (familyId: number) => `${id}-family-${familyId}`;
  // The error summary's link goes to a box that can take the focus: one in an open group, else the first group.
  const firstOpen = families.find((family) => openFamilyIds.has(family.id));
  const firstFieldId = firstOpen?.types[0]
    ? checkboxId(firstOpen.types[0].id)
    : families[0]
      ? summaryId(families[0].id)
      : fieldsetId;

  const toggle = (categoryId: number, checked: boolean) => {
    const next = checked ? [...selected, categoryId] : selected.filter((item) => item !== categoryId);
    // Drawn at once, so the form's check of this change (it runs next) reads the primary category
    // as it follows: the first still chosen when the primary one was unticked.
    flushSync(() => {
      setSelected(next);
      if (primaryId === null || !next.includes(primaryId)) setPrimaryId(next[0] ?? null);
    });
  };

  const choosePrimary = (value: string) => {
    setPrimaryId(value === "" ? null : Number(value));
    // A message about the choice goes as soon as it is fixed, not when Save is pressed (its
    // summary, above the button, would move the button away under the pointer).
    if (error) form.checkField("serviceTypeIds");
  };

  const chosen = families.flatMap((family) => family.types).filter((type) => selected.includes(type.id));
  const overLimit = selected.length > max;

  return (
    <DashboardSection id="categories" title="Categories" intro="The searches you appear in.">
      <p className="dash-section__note">
        {categoryLimitText(level)} Need more? <Link to={membershipHref}>See the membership plans</Link>.
      </p>
      <Form method="post" className="dash-form" preventScrollReset {...form.formProps}>
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.categories} />
        {shown.map((typeId) => (
          <input key={typeId} type="hidden" name="shownServiceTypeIds" value={String(typeId)} />
        ))}
        <ErrorSummary
          summaryRef={form.summaryRef}
          headingLevel={3}
          message={form.message ?? (error ? "Your categories were not saved." : undefined)}
          items={summaryItems(CATEGORY_FIELDS, form.errors, () => firstFieldId)}
        />
        <fieldset className="form-fieldset" id={fieldsetId} aria-describedby={describedBy(fieldsetId, error, true)}>
          <legend className="form-field__label">Categories you offer</legend>
          <p className={overLimit ? "form-field__hint form-field__hint--warning" : "form-field__hint"} id={countId}>
            {selected.length} of {max} chosen. Open a group to see its more specific categories.
          </p>
          <div className="dash-families">
            {families.map((family) => {
              const count = family.types.filter((type) => selected.includes(type.id)).length;
              return (
                <details key={family.id} className="dash-family" open={openFamilyIds.has(family.id)}>
                  <summary className="dash-family__summary" id={summaryId(family.id)}>
                    {family.name}
                    {count > 0 ? <span className="dash-family__count"> ({count} chosen)</span> : null}
                  </summary>
                  <fieldset className="form-fieldset dash-family__group">
                    <legend className="visually-hidden">{family.name}</legend>
                    <ul className="dash-categories">
                      {family.types.map((type) => (
                        <li key={type.id} className="dash-check dash-check--compact">
                          <input
                            className="dash-check__input"
                            type="checkbox"
                            id={checkboxId(type.id)}
                            name="serviceTypeIds"
                            value={String(type.id)}
                            checked={selected.includes(type.id)}
                            onChange={(event) => toggle(type.id, event.target.checked)}
                          />
                          <label className="dash-check__label" htmlFor={checkboxId(type.id)}>
                            {type.personForm}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                </details>
              );
            })}
          </div>
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
          onValueChange={choosePrimary}
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
