import { type FormEvent, useId, useMemo, useState } from "react";
import { membershipPlan } from "#features/accounts/accounts.rules.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { Link } from "react-router";
import { describedBy, FieldError, hintIdFor, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { saveCategories } from "./dashboard.calls.ts";
import type { DashboardMember } from "./dashboard.logic.ts";
import {
  categoriesBody,
  categoriesProblem,
  categoryChoices,
  categoryLimitText,
  memberCategoryIds,
} from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import "./dashboard.css";

type CategoriesFormProps = {
  member: Pick<DashboardMember, "id" | "membershipLevel" | "primaryServiceType" | "providedServiceTypes">;
  signupCategories: readonly ServiceTypeDto[];
  onSaved: (change: Pick<DashboardMember, "primaryServiceType" | "providedServiceTypes">) => void;
  returnTo: string;
  membershipHref: string;
};

const SAVED = "Your categories are saved.";
const CATEGORY_FIELDS = ["categories"] as const;

/**
 * The categories a vendor is listed in, and the primary one their profile lives under. The plan's
 * limit is stated and checked here before sending; the server checks it again.
 */
export function CategoriesForm({ member, signupCategories, onSaved, returnTo, membershipHref }: CategoriesFormProps) {
  const id = useId();
  const choices = useMemo(() => categoryChoices(signupCategories, member), [signupCategories, member]);
  const [selected, setSelected] = useState<number[]>(() => memberCategoryIds(member));
  const [primaryId, setPrimaryId] = useState<number | null>(member.primaryServiceType?.id ?? null);
  const form = useDashboardForm<"categories">();
  const error = form.errors.categories;

  const max = membershipPlan(member.membershipLevel).maxCategories;
  const fieldsetId = `${id}-categories`;
  const primarySelectId = `${id}-primary`;
  const countId = hintIdFor(fieldsetId);
  const firstCheckboxId = choices[0] ? `${id}-category-${choices[0].id}` : fieldsetId;

  const toggle = (categoryId: number, checked: boolean) => {
    form.setStatus("");
    const next = checked ? [...selected, categoryId] : selected.filter((item) => item !== categoryId);
    setSelected(next);
    // The primary category must be one of the chosen: fall back to the first still chosen.
    if (primaryId === null || !next.includes(primaryId)) setPrimaryId(next[0] ?? null);
  };

  const notSaved = (message: string) => ({
    errors: { categories: message },
    message: "Your categories were not saved.",
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problem = categoriesProblem(selected, primaryId, member.membershipLevel);
    if (problem !== null || primaryId === null) {
      form.fail(problem === null ? {} : notSaved(problem));
      return;
    }
    void form.save(
      async () => {
        const saved = await saveCategories(member.id, categoriesBody(selected, primaryId));
        const primary = saved.categories.find((category) => category.id === saved.primaryServiceTypeId) ?? null;
        onSaved({ primaryServiceType: primary, providedServiceTypes: saved.categories });
        setSelected(saved.categories.map((category) => category.id));
        setPrimaryId(saved.primaryServiceTypeId);
        return SAVED;
      },
      (failure) => notSaved(Object.values(failure.fields)[0] ?? failure.message),
    );
  };

  const chosen = choices.filter((choice) => selected.includes(choice.id));
  const overLimit = selected.length > max;

  return (
    <DashboardSection id="categories" title="Categories" intro="The searches you appear in.">
      <p className="dash-section__note">
        {categoryLimitText(member.membershipLevel)} Need more? <Link to={membershipHref}>See the membership plans</Link>
        .
      </p>
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary form={form} fields={CATEGORY_FIELDS} fieldId={() => firstCheckboxId} returnTo={returnTo} />
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
          label="Primary category"
          hint="Your profile's address and headline use it."
          className="dash-form__narrow"
          value={primaryId === null ? "" : String(primaryId)}
          onValueChange={(value) => {
            form.setStatus("");
            setPrimaryId(value === "" ? null : Number(value));
          }}
        >
          {chosen.length === 0 ? <option value="">Choose a category above first</option> : null}
          {chosen.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.personForm}
            </option>
          ))}
        </TextField>
        <div className="form-actions">
          <SubmitButton label="Save categories" busyLabel="Saving…" busy={form.saving} />
        </div>
        <StatusMessage message={form.status} />
      </form>
    </DashboardSection>
  );
}
