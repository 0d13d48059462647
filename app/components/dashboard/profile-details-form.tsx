import { type FormEvent, useId, useState } from "react";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { Autocomplete } from "../autocomplete/autocomplete.tsx";
import { loadCitySuggestions, updateMember } from "./dashboard.calls.ts";
import {
  DASHBOARD_MESSAGES,
  type DashboardMember,
  loginPath,
  PROFILE_FIELD_ALIASES,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  type ProfileField,
  type ProfileValues,
  placeFieldErrors,
  profileUpdate,
  profileValuesFrom,
  readFailure,
} from "./dashboard.logic.ts";
import {
  DashboardSection,
  describedBy,
  ErrorSummary,
  FieldError,
  hintIdFor,
  StatusMessage,
  TextField,
  useFocusRequest,
} from "./form-parts.tsx";
import "./dashboard.css";

type ProfileDetailsFormProps = {
  member: DashboardMember;
  /** Called with what the server saved (and the chosen city, which the answer does not load). */
  onSaved: (change: Partial<DashboardMember>) => void;
  returnTo: string;
};

const SAVED = "Your profile details are saved.";

function cityKey(location: LocationDto): string {
  return location.fileName;
}

function cityText(location: LocationDto): string {
  return location.displayName;
}

/** Profile details: who the vendor is, where they work and what they charge. PUT /api/v1/members/{id}. */
export function ProfileDetailsForm({ member, onSaved, returnTo }: ProfileDetailsFormProps) {
  const id = useId();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesFrom(member));
  const [city, setCity] = useState<LocationDto | null>(member.city);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [others, setOthers] = useState<string[]>([]);
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [status, setStatus] = useState("");
  const [saving, setSaving] = useState(false);
  const { ref: summaryRef, requestFocus: focusSummary } = useFocusRequest<HTMLDivElement>();

  const inputId = (field: ProfileField) => `${id}-${field}`;
  const set =
    <Field extends keyof ProfileValues>(field: Field) =>
    (value: ProfileValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const showFailure = (
    fieldErrors: Partial<Record<ProfileField, string>>,
    message: string,
    otherMessages: string[] = [],
    ended = false,
  ) => {
    setErrors(fieldErrors);
    setOthers(otherMessages);
    setFormError(message);
    setSessionEnded(ended);
    focusSummary();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setStatus("");
    const update = profileUpdate(values, city);
    if (!update.ok) {
      showFailure(update.errors, DASHBOARD_MESSAGES.checkFields);
      return;
    }
    setSaving(true);
    try {
      const saved = await updateMember(member.id, update.body);
      onSaved({ ...saved, city: saved.city ?? city });
      setErrors({});
      setOthers([]);
      setFormError(undefined);
      setSessionEnded(false);
      setStatus(SAVED);
    } catch (error) {
      const failure = readFailure(error);
      const placed = placeFieldErrors(failure.fields, PROFILE_FIELDS, PROFILE_FIELD_ALIASES);
      const hasFields = Object.keys(placed.errors).length > 0;
      showFailure(
        placed.errors,
        hasFields && failure.code === "VALIDATION_FAILED" ? DASHBOARD_MESSAGES.checkFields : failure.message,
        placed.others,
        failure.code === "UNAUTHENTICATED",
      );
    } finally {
      setSaving(false);
    }
  };

  const summaryItems = PROFILE_FIELDS.flatMap((field) =>
    errors[field] ? [{ inputId: inputId(field), message: errors[field] }] : [],
  );

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
        <p className="dash-field__hint" id={hintIdFor(inputId(field))}>
          {hint}
        </p>
        <FieldError inputId={inputId(field)} message={errors[field]} />
      </div>
    </div>
  );

  return (
    <DashboardSection
      id="profile-details"
      title="Profile details"
      intro="What planners see on your profile and in search results."
    >
      <ErrorSummary
        summaryRef={summaryRef}
        message={formError}
        items={summaryItems}
        others={others}
        loginHref={sessionEnded ? loginPath(returnTo) : undefined}
      />
      <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={saving || undefined}>
        <div className="dash-form__grid">
          <TextField
            id={inputId("name")}
            label="Business or act name"
            value={values.name}
            onChange={set("name")}
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
            onChange={set("contactFirstName")}
            error={errors.contactFirstName}
            autoComplete="given-name"
            maxLength={PROFILE_LIMITS.contactFirstName}
            required
          />
          <TextField
            id={inputId("contactLastName")}
            label="Contact last name"
            value={values.contactLastName}
            onChange={set("contactLastName")}
            error={errors.contactLastName}
            autoComplete="family-name"
            maxLength={PROFILE_LIMITS.contactLastName}
          />
          <TextField
            id={inputId("email")}
            label="Email address"
            type="email"
            inputMode="email"
            value={values.email}
            onChange={set("email")}
            error={errors.email}
            autoComplete="email"
            maxLength={PROFILE_LIMITS.email}
            required
          />
          <TextField
            id={inputId("phone")}
            label="Phone"
            type="tel"
            inputMode="tel"
            value={values.phone}
            onChange={set("phone")}
            error={errors.phone}
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phone}
          />
          <TextField
            id={inputId("tagline")}
            label="Tagline"
            hint={`One line under your name in search results, up to ${PROFILE_LIMITS.tagline} characters.`}
            value={values.tagline}
            onChange={set("tagline")}
            error={errors.tagline}
            maxLength={PROFILE_LIMITS.tagline}
            className="dash-form__wide"
          />
          <TextField
            id={inputId("about")}
            label="About you"
            hint="Your act, your experience and what a booking includes."
            value={values.about}
            onChange={set("about")}
            error={errors.about}
            maxLength={PROFILE_LIMITS.about}
            rows={8}
            className="dash-form__wide"
          />
          <Autocomplete<LocationDto>
            id={inputId("city")}
            name="city"
            label="City"
            placeholder="Start typing your city"
            listboxLabel="Cities"
            selected={city}
            onSelectedChange={(option) => {
              setCity(option);
              if (option) setErrors((current) => ({ ...current, city: undefined }));
            }}
            loadOptions={loadCitySuggestions}
            getOptionKey={cityKey}
            getOptionText={cityText}
            noResultsText="No cities found"
            failureText="We couldn't look up cities. Please try again."
            skipWhenTextIsSelection
            error={errors.city}
            className="dash-field"
            labelClassName="dash-field__label"
            inputClassName="dash-field__input"
            errorClassName="dash-field__error"
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
            onChange={set("travelDistanceMiles")}
            error={errors.travelDistanceMiles}
            required
          />
          <fieldset className="dash-fieldset dash-form__wide" aria-describedby={`${id}-price-hint`}>
            <legend className="dash-field__label">
              Price range <span className="dash-field__optional">(optional)</span>
            </legend>
            <p className="dash-field__hint" id={`${id}-price-hint`}>
              What a typical booking costs, in US dollars.
            </p>
            <div className="dash-form__pair">
              <TextField
                id={inputId("payRangeLow")}
                label="From"
                prefix="$"
                inputMode="decimal"
                value={values.payRangeLow}
                onChange={set("payRangeLow")}
                error={errors.payRangeLow}
                maxLength={14}
                optionalNote={false}
              />
              <TextField
                id={inputId("payRangeHigh")}
                label="To"
                prefix="$"
                inputMode="decimal"
                value={values.payRangeHigh}
                onChange={set("payRangeHigh")}
                error={errors.payRangeHigh}
                maxLength={14}
                optionalNote={false}
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
        <div className="dash-form__actions">
          <button type="submit" className="button button--primary" aria-disabled={saving || undefined}>
            {saving ? "Saving…" : "Save profile details"}
          </button>
        </div>
        <StatusMessage message={status} />
      </form>
    </DashboardSection>
  );
}
