import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import type { MemberDto } from "#features/members/members.schema.ts";
import { CityField } from "../account/city-field.tsx";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { describedBy, EmailField, FieldError, hintIdFor, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import {
  DASHBOARD_INTENTS,
  PROFILE_FIELDS,
  PROFILE_LIMITS,
  type ProfileField,
  profileValuesFrom,
} from "./dashboard-forms.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import "./dashboard.css";

type ProfileDetailsFormProps = {
  member: MemberDto;
  /** The action's refusal of this form, with what was typed. */
  refused: FormAnswer | undefined;
  /** The note of the last save. */
  note: string | undefined;
  /** Checks the form as typed, with the schema the action decides with (the route passes it in). */
  validate: (form: FormData) => FieldErrors<ProfileField>;
};

/**
 * Profile details: who the vendor is, where they work and what they charge, posted to the page's
 * action (intent `profile`). The city is chosen from suggestions once scripts run; without them the
 * action finds the city the typed text names.
 */
export function ProfileDetailsForm({ member, refused, note, validate }: ProfileDetailsFormProps) {
  const id = useId();
  const saved = profileValuesFrom(member);
  const typed = refused?.values;
  const text = (field: Exclude<ProfileField, "acceptsOnlineDeposits" | "includeInVirtualEvents">) =>
    typed ? (typed[field] ?? "") : saved[field];
  const checked = (field: "acceptsOnlineDeposits" | "includeInVirtualEvents") =>
    typed ? typed[field] === "true" : saved[field];
  const [city, setCity] = useState<LocationDto | null>(member.city ?? null);
  const form = useAccountForm({ fields: PROFILE_FIELDS, validate, feedback: refused?.feedback });
  const { errors, checkField } = form;
  const sending = useSending(DASHBOARD_INTENTS.profile);

  // Once a city is picked, the hidden field holds it after the render: check the field then.
  const cityPicked = useRef(false);
  useEffect(() => {
    if (!cityPicked.current) return;
    cityPicked.current = false;
    if (city) checkField("cityFileName");
  }, [city, checkField]);

  const inputId = (field: ProfileField) => `${id}-${field}`;

  const checkbox = (field: "acceptsOnlineDeposits" | "includeInVirtualEvents", label: string, hint: string) => (
    <div className="dash-check">
      <input
        className="dash-check__input"
        type="checkbox"
        id={inputId(field)}
        name={field}
        value="true"
        defaultChecked={checked(field)}
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
      <Form method="post" className="dash-form" preventScrollReset {...form.formProps}>
        <input type="hidden" name="intent" value={DASHBOARD_INTENTS.profile} />
        <ErrorSummary
          summaryRef={form.summaryRef}
          headingLevel={3}
          message={form.message}
          items={summaryItems(PROFILE_FIELDS, errors, inputId)}
        />
        <div className="dash-form__grid">
          <TextField
            id={inputId("name")}
            name="name"
            label="Business or act name"
            defaultValue={text("name")}
            error={errors.name}
            autoComplete="organization"
            maxLength={PROFILE_LIMITS.name}
            required
            className="dash-form__wide"
          />
          <TextField
            id={inputId("contactFirstName")}
            name="contactFirstName"
            label="Contact first name"
            defaultValue={text("contactFirstName")}
            error={errors.contactFirstName}
            autoComplete="given-name"
            maxLength={PROFILE_LIMITS.contactFirstName}
            required
          />
          <TextField
            id={inputId("contactLastName")}
            name="contactLastName"
            label="Contact last name"
            optional
            defaultValue={text("contactLastName")}
            error={errors.contactLastName}
            autoComplete="family-name"
            maxLength={PROFILE_LIMITS.contactLastName}
          />
          <EmailField
            id={inputId("email")}
            name="email"
            defaultValue={text("email")}
            error={errors.email}
            maxLength={PROFILE_LIMITS.email}
            required
          />
          <TextField
            id={inputId("phone")}
            name="phone"
            label="Phone"
            optional
            type="tel"
            inputMode="tel"
            defaultValue={text("phone")}
            error={errors.phone}
            autoComplete="tel"
            maxLength={PROFILE_LIMITS.phone}
          />
          <TextField
            id={inputId("tagline")}
            name="tagline"
            label="Tagline"
            optional
            hint={`One line under your name in search results, up to ${PROFILE_LIMITS.tagline} characters.`}
            defaultValue={text("tagline")}
            error={errors.tagline}
            maxLength={PROFILE_LIMITS.tagline}
            className="dash-form__wide"
          />
          <TextField
            id={inputId("about")}
            name="about"
            label="About you"
            optional
            hint="Your act, your experience and what a booking includes. Leave out phone numbers, emails and links: planners reach you through Marquee."
            defaultValue={text("about")}
            error={errors.about}
            maxLength={PROFILE_LIMITS.about}
            as="textarea"
            rows={8}
            className="dash-form__wide"
          />
          <CityField
            id={inputId("cityFileName")}
            city={city}
            onCityChange={(option) => {
              cityPicked.current = true;
              setCity(option);
            }}
            error={errors.cityFileName}
          />
          <TextField
            id={inputId("travelDistanceMiles")}
            name="travelDistanceMiles"
            label="Travel distance (miles)"
            hint="How far you travel to an event, from 0 to 1,000 miles."
            type="number"
            inputMode="numeric"
            min="0"
            max={String(PROFILE_LIMITS.travelDistanceMiles)}
            defaultValue={text("travelDistanceMiles")}
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
                name="payRangeLow"
                label="From"
                prefix="$"
                inputMode="decimal"
                defaultValue={text("payRangeLow")}
                error={errors.payRangeLow}
                maxLength={14}
              />
              <TextField
                id={inputId("payRangeHigh")}
                name="payRangeHigh"
                label="To"
                prefix="$"
                inputMode="decimal"
                defaultValue={text("payRangeHigh")}
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
          <SubmitButton label="Save profile details" busyLabel="Saving…" busy={sending} />
        </div>
        <StatusMessage message={note} />
      </Form>
    </DashboardSection>
  );
}
