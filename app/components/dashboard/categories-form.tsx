import { type FormEvent, useId, useMemo, useState } from "react";
import { membershipPlan } from "#features/accounts/accounts.rules.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { Link } from "react-router";
import { saveCategories } from "./dashboard.calls.ts";
import {
  categoriesBody,
  categoriesProblem,
  categoryChoices,
  categoryLimitText,
  type DashboardMember,
  loginPath,
  memberCategoryIds,
  readFailure,
} from "./dashboard.logic.ts";
import { DashboardSection, ErrorSummary, FieldError, StatusMessage, useFocusRequest } from "./form-parts.tsx";
import "./dashboard.css";

type CategoriesFormProps = {
  member: Pick<DashboardMember, "id" | "membershipLevel" | "primaryServiceType" | "providedServiceTypes">;
  signupCategories: readonly ServiceTypeDto[];
  onSaved: (change: Pick<DashboardMember, "primaryServiceType" | "providedServiceTypes">) => void;
  returnTo: string;
  membershipHref: string;
};

const SAVED = "Your categories are saved.";

/**
 * The categories a vendor is listed in, and the primary one their profile lives under. The plan's
 * limit is stated and checked here before sending; the server checks it again.
 */
export function CategoriesForm({ member, signupCategories, onSaved, returnTo, membershipHref }: CategoriesFormProps) {
  const id = useId();
  const choices = useMemo(() => categoryChoices(signupCategories, member), [signupCategories, member]);
  const [selected, setSelected] = useState<number[]>(() => memberCategoryIds(member));
  const [primaryId, setPrimaryId] = useState<number | null>(member.primaryServiceType?.id ?? null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();

  const max = membershipPlan(member.membershipLevel).maxCategories;
  const fieldsetId = `${id}-categories`;
  const primarySelectId = `${id}-primary`;
  const countId = `${id}-count`;
  const firstCheckboxId = choices[0] ? `${id}-category-${choices[0].id}` : fieldsetId;

  const toggle = (categoryId: number, checked: boolean) => {
    setStatus("");
    const next = checked ? [...selected, categoryId] : selected.filter((item) => item !== categoryId);
    setSelected(next);
    // The primary category must be one of the chosen: fall back to the first still chosen.
    if (primaryId === null || !next.includes(primaryId)) setPrimaryId(next[0] ?? null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setStatus("");
    const problem = categoriesProblem(selected, primaryId, member.membershipLevel);
    if (problem !== null || primaryId === null) {
      setError(problem ?? undefined);
      setSessionEnded(false);
      focusSummary();
      return;
    }
    setSaving(true);
    try {
      const saved = await saveCategories(member.id, categoriesBody(selected, primaryId));
      const primary = saved.categories.find((category) => category.id === saved.primaryServiceTypeId) ?? null;
      onSaved({ primaryServiceType: primary, providedServiceTypes: saved.categories });
      setSelected(saved.categories.map((category) => category.id));
      setPrimaryId(saved.primaryServiceTypeId);
      setError(undefined);
      setSessionEnded(false);
      setStatus(SAVED);
    } catch (failed) {
      const failure = readFailure(failed);
      setError(Object.values(failure.fields)[0] ?? failure.message);
      setSessionEnded(failure.code === "UNAUTHENTICATED");
      focusSummary();
    } finally {
      setSaving(false);
    }
  };

  const chosen = choices.filter((choice) => selected.includes(choice.id));
  const overLimit = selected.length > max;

  return (
    <DashboardSection id="categories" title="Categories" intro="The searches you appear in.">
      <p className="dash-section__note">
        {categoryLimitText(member.membershipLevel)} Need more? <Link to={membershipHref}>See the membership plans</Link>
        .
      </p>
      <ErrorSummary
        summaryRef={summaryRef}
        message={error ? "Your categories were not saved." : undefined}
        items={error ? [{ inputId: firstCheckboxId, message: error }] : []}
        loginHref={sessionEnded ? loginPath(returnTo) : undefined}
      />
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <fieldset
          className="dash-fieldset"
          id={fieldsetId}
          aria-describedby={[error ? `${fieldsetId}-error` : null, countId].filter(Boolean).join(" ")}
        >
          <legend className="dash-field__label">Categories you offer</legend>
          <p className={overLimit ? "dash-field__hint dash-field__hint--warning" : "dash-field__hint"} id={countId}>
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
          <FieldError inputId={fieldsetId} message={error} />
        </fieldset>
        <div className="dash-field dash-field--narrow">
          <label className="dash-field__label" htmlFor={primarySelectId}>
            Primary category
          </label>
          <p className="dash-field__hint" id={`${primarySelectId}-hint`}>
            Your profile's address and headline use it.
          </p>
          <select
            className="dash-field__input dash-field__select"
            id={primarySelectId}
            value={primaryId === null ? "" : String(primaryId)}
            onChange={(event) => {
              setStatus("");
              setPrimaryId(event.target.value === "" ? null : Number(event.target.value));
            }}
            aria-describedby={`${primarySelectId}-hint`}
          >
            {chosen.length === 0 ? <option value="">Choose a category above first</option> : null}
            {chosen.map((choice) => (
              <option key={choice.id} value={String(choice.id)}>
                {choice.personForm}
              </option>
            ))}
          </select>
        </div>
        <div className="dash-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? "Saving…" : "Save categories"}
          </button>
        </div>
        <StatusMessage message={status} />
      </form>
    </DashboardSection>
  );
}
