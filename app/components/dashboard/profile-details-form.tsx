import { type FormEvent, useId, useState } from "react";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { CityField } from "../account/city-field.tsx";
import { describedBy, EmailField, FieldError, hintIdFor, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { updateMember } from "./dashboard.calls.ts";
import { DASHBOARD_MESSAGES, type DashboardMember, placeFieldErrors } from "./dashboard.logic.ts";
import {
  PROFILE_FIELD_ALIASES,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  type ProfileField,
  type ProfileValues,
  profileUpdate,
  profileValuesFrom,
} from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import "./dashboard.css";

type ProfileDetailsFormProps = {
  member: DashboardMember;
  /** Called with what the server saved (and the chosen city, which the answer does not load). */
  onSaved: (change: Partial<DashboardMember>) => void;
  returnTo: string;
};

const SAVED = "Your profile details are saved.";

/** Profile details: who the vendor is, where they work and what they charge. PUT /api/v1/members/{id}. */
export function ProfileDetailsForm({ member, onSaved, returnTo }: ProfileDetailsFormProps) {
  const id = useId();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesFrom(member));
  const [city, setCity] = useState<LocationDto | null>(member.city);
  const form = useDashboardForm<ProfileField>();
  const { errors } = form;

  const inputId = (field: ProfileField) => `${id}-${field}`;
  const set =
    <Field extends keyof ProfileValues>(field: Field) =>
    (value: ProfileValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const update = profileUpdate(values, city);
    if (!update.ok) {
      form.fail({ errors: update.errors, message: DASHBOARD_MESSAGES.checkFields });
      return;
    }
    void form.save(
      async () => {
        const saved = await updateMember(member.id, update.body);
        onSaved({ ...saved, city: saved.city ?? city });
        // A new listing email waits for its link: the box shows the confirmed one meanwhile.
        const pendingEmail = (saved as { pendingEmail?: unknown }).pendingEmail;
        if (typeof pendingEmail !== "string") return SAVED;
        if (saved.email) setValues((current) => ({ ...current, email: saved.email as string }));
        return `${SAVED} We've sent a link to ${pendingEmail}: your listing email changes when you open it.`;
      },
      (failure) => {
        const placed = placeFieldErrors(failure.fields, PROFILE_FIELDS, PROFILE_FIELD_ALIASES);
        const hasFields = Object.keys(placed.errors).length > 0;
        return {
          errors: placed.errors,
          others: placed.others,
          message: hasFields && failure.code === "VALIDATION_FAILED" ? DASHBOARD_MESSAGES.checkFields : failure.message,
        };
      },
    );
  };

  const checkbox = (field: "acceptsOnlineDeposits" | "includeInVirtualEvents", label: string, hint: string) => (
    <div className="dash-check">
      <input
        className="dash-check__input"
        type="checkbox"
        id={inputId(field)}
        checked={values[field]}
        onChange={(event) => set(field)(event.target.checked)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(inputId(field), errors[field], true)}
      />
      <div className="dash-check__text">
        <label className="dash-check__label" htmlFor={inputId(field)}>
          {label}
        </label>
        <p className="form-field__hint" id={hintIdFor(inputId(field))}>
          {hint}
        </p>
        <FieldError controlId={inputId(field)} message={errors[field]} />
      </div>
    </div>
  );

  return (
    <DashboardSection
      id="profile-details"
      title="Profile details"
      intro="What planners see on your profile and in search results."
    >
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
        <SaveProblemSummary form={form} fields={PROFILE_FIELDS} fieldId={inputId} returnTo={returnTo} />
        <div className="dash-form__grid">
          <TextField
            id={inputId("name")}
            label="Business or act name"
            value={values.name}
            onValueChange={set("name")}
            error={errors.name}
            autoComplete="organization"
            maxLength={PROFILE_LIMITS.name}
            required
            className="dash-form__wide"
          />
          <TextField
            id={inputId("contactFirstName")}
            label="Contact first name"
            value={values.contactFirstName}
            onValueChange={set("contactFirstName")}
            error={errors.contactFirstName}
            autoComplete="given-name"
            maxLength={PROFILE_LIMITS.contactFirstName}
            required
          />
          <TextField
            id={inputId("contactLastName")}
            label="Contact last name"
            optional
            value={values.contactLastName}
            onValueChange={set("contactLastName")}
            error={errors.contactLastName}
            autoComplete="family-name"
            maxLength={PROFILE_LIMITS.contactLastName}
          />
          <EmailField
            id={inputId("email")}
            value={values.email}
            onValueChange={set("email")}
            error={errors.email}
            maxLength={PROFILE_LIMITS.email}
            required
          />
          <TextField
            id={inputId("phone")}
            label="Phone"
            optional
            type="tel"
            inputMode="tel"
            value={values.phone}
            onValueChange={set("phone")}
            error={errors.phone}
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phone}
          />
          <TextField
            id={inputId("tagline")}
            label="Tagline"
            optional
            hint={`One line under your name in search results, up to ${PROFILE_LIMITS.tagline} characters.`}
            value={values.tagline}
            onValueChange={set("tagline")}
            error={errors.tagline}
            maxLength={PROFILE_LIMITS.tagline}
            className="dash-form__wide"
          />
          <TextField
            id={inputId("about")}
            label="About you"
            optional
            hint="Your act, your experience and what a booking includes. Leave out phone numbers, emails and links: planners reach you through Marquee."
            value={values.about}
            onValueChange={set("about")}
            error={errors.about}
            maxLength={PROFILE_LIMITS.about}
            as="textarea"
            rows={8}
            className="dash-form__wide"
          />
          <CityField
            id={inputId("city")}
            city={city}
            onCityChange={(option) => {
              setCity(option);
              if (option)
                form.setProblem((current) => ({ ...current, errors: { ...current.errors, city: undefined } }));
            }}
            error={errors.city}
          />
          <TextField
            id={inputId("travelDistanceMiles")}
            label="Travel distance (miles)"
            hint="How far you travel to an event, from 0 to 1,000 miles."
            type="number"
            inputMode="numeric"
            min="0"
            max={String(PROFILE_LIMITS.travelDistanceMiles)}
            value={values.travelDistanceMiles}
            onValueChange={set("travelDistanceMiles")}
            error={errors.travelDistanceMiles}
            required
          />
          <fieldset className="form-fieldset dash-form__wide" aria-describedby={`${id}-price-hint`}>
            <legend className="form-field__label">
              Price range <span className="form-field__optional">(optional)</span>
            </legend>
            <p className="form-field__hint" id={`${id}-price-hint`}>
              What a typical booking costs, in US dollars.
            </p>
            <div className="dash-form__pair">
              <TextField
                id={inputId("payRangeLow")}
                label="From"
                prefix="$"
                inputMode="decimal"
                value={values.payRangeLow}
                onValueChange={set("payRangeLow")}
                error={errors.payRangeLow}
                maxLength={14}
              />
              <TextField
                id={inputId("payRangeHigh")}
                label="To"
                prefix="$"
                inputMode="decimal"
                value={values.payRangeHigh}
                onValueChange={set("payRangeHigh")}
                error={errors.payRangeHigh}
                maxLength={14}
              />
            </div>
          </fieldset>
          <div className="dash-form__wide dash-form__checks">
            {checkbox(
              "acceptsOnlineDeposits",
              "I accept deposits online",
              "Planners who search for vendors taking online deposits will find you.",
            )}
            {checkbox(
              "includeInVirtualEvents",
              "Include me in virtual events",
              "Show your profile to planners looking for online performances.",
            )}
          </div>
        </div>
        <div className="form-actions">
          <SubmitButton label="Save profile details" busyLabel="Saving…" busy={form.saving} />
        </div>
        <StatusMessage message={form.status} />
      </form>
    </DashboardSection>
  );
}
