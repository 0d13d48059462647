import { useId } from "react";
import { Form } from "react-router";
import { EVENT_TYPES, REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { CityField } from "../account/city-field.tsx";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import { EmailField, TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import { durationOptions, REQUEST_FIELDS, type RequestField, type ServiceGroup } from "./request-form.logic.ts";
import { ServicePicker } from "./service-picker.tsx";
import { DRAFT_RESTORED, type RequestFormState } from "./use-request-form.ts";
import "./request-form.css";

const DURATIONS = durationOptions();

type RequestFormProps = {
  /** The form's state, held by the page (the recipients beside it keep the draft too). */
  form: RequestFormState;
  groups: readonly ServiceGroup[];
  /** The earliest event date the date picker offers. */
  today: string;
  /** Nobody is signed in: the form also asks about them. */
  visitor: boolean;
  /** Logging in comes back to this page. */
  logInHref: string;
};

/**
 * The request for quotes: the event, the services wanted and the details, and for a visitor who
 * they are. Posted to the page's action, with or without scripts; once scripts run it is checked as
 * typed, and what was typed survives a trip to the log-in page.
 */
export function RequestForm({ form, groups, today, visitor, logInHref }: RequestFormProps) {
  const id = useId();
  const fieldId = (field: RequestField) => `${id}-${field.replace(".", "-")}`;
  const { values, errors, change, changeContact } = form;
  const detailsLength = values.details.trim().length;

  return (
    <Form method="post" className="request-form" aria-busy={form.sending || undefined} {...form.formProps}>
      <input type="hidden" name="clientToken" value={values.clientToken} />
      <StatusMessage message={form.restored ? DRAFT_RESTORED : undefined} tone="info" />
      <ErrorSummary
        items={summaryItems(REQUEST_FIELDS, errors, fieldId)}
        message={form.message}
        summaryRef={form.summaryRef}
      />

      <fieldset className="request-form__section">
        <legend className="request-form__legend">Your event</legend>
        <div className="request-form__grid">
          <TextField
            as="select"
            id={fieldId("eventType")}
            name="eventType"
            label="Event type"
            required
            value={values.eventType}
            error={errors.eventType}
            onValueChange={(value) => change("eventType", value)}
          >
            <option value="">Choose the kind of event</option>
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </TextField>
          <TextField
            id={fieldId("eventDate")}
            name="eventDate"
            type="date"
            label="Event date"
            required
            min={today}
            value={values.eventDate}
            error={errors.eventDate}
            onValueChange={(value) => change("eventDate", value)}
          />
          <TextField
            id={fieldId("startTime")}
            name="startTime"
            type="time"
            label="Start time"
            required
            value={values.startTime}
            error={errors.startTime}
            onValueChange={(value) => change("startTime", value)}
          />
          <TextField
            as="select"
            id={fieldId("durationMinutes")}
            name="durationMinutes"
            label="How long"
            required
            value={values.durationMinutes}
            error={errors.durationMinutes}
            onValueChange={(value) => change("durationMinutes", value)}
          >
            <option value="">Choose how long</option>
            {DURATIONS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </TextField>
          <CityField
            id={fieldId("cityFileName")}
            city={values.city}
            onCityChange={(city) => change("city", city)}
            error={errors.cityFileName}
          />
          <TextField
            id={fieldId("venueName")}
            name="venueName"
            label="Venue name"
            optional
            maxLength={120}
            value={values.venueName}
            error={errors.venueName}
            onValueChange={(value) => change("venueName", value)}
          />
          <TextField
            id={fieldId("guestCount")}
            name="guestCount"
            type="number"
            inputMode="numeric"
            label="Number of guests"
            required
            min={1}
            max={REQUEST_LIMITS.maxGuests}
            value={values.guestCount}
            error={errors.guestCount}
            onValueChange={(value) => change("guestCount", value)}
          />
          <TextField
            id={fieldId("budget")}
            name="budget"
            label="Budget in dollars"
            optional
            prefix="$"
            inputMode="decimal"
            maxLength={16}
            value={values.budget}
            error={errors.budget}
            onValueChange={(value) => change("budget", value)}
          />
        </div>
      </fieldset>

      <fieldset className="request-form__section">
        <legend className="request-form__legend">What you need</legend>
        <ServicePicker
          id={fieldId("serviceTypeIds")}
          groups={groups}
          chosen={values.serviceTypeIds}
          error={errors.serviceTypeIds}
          onChange={(ids) => change("serviceTypeIds", ids)}
        />
        <TextField
          as="textarea"
          id={fieldId("details")}
          name="details"
          label="Tell vendors about your event"
          hint={`At least ${REQUEST_LIMITS.detailsMin} characters: the occasion, the music or style you like, anything vendors should know. ${detailsLength} ${detailsLength === 1 ? "character" : "characters"} so far.`}
          rows={6}
          required
          maxLength={REQUEST_LIMITS.detailsMax}
          value={values.details}
          error={errors.details}
          onValueChange={(value) => change("details", value)}
        />
      </fieldset>

      {visitor ? (
        <fieldset className="request-form__section">
          <legend className="request-form__legend">About you</legend>
          <p className="request-form__lead">
            We&apos;ll email you a link to confirm your address and follow your request&apos;s quotes in your free
            planner account.
          </p>
          <div className="request-form__grid">
            <TextField
              id={fieldId("contact.firstName")}
              name="contact.firstName"
              label="First name"
              autoComplete="given-name"
              required
              maxLength={60}
              value={values.contact.firstName}
              error={errors["contact.firstName"]}
              onValueChange={(value) => changeContact("firstName", value)}
            />
            <EmailField
              id={fieldId("contact.email")}
              name="contact.email"
              label="Email"
              required
              value={values.contact.email}
              error={errors["contact.email"]}
              onValueChange={(value) => changeContact("email", value)}
            />
            <TextField
              id={fieldId("contact.phone")}
              name="contact.phone"
              type="tel"
              inputMode="tel"
              label="Phone"
              optional
              autoComplete="tel"
              maxLength={30}
              value={values.contact.phone}
              error={errors["contact.phone"]}
              onValueChange={(value) => changeContact("phone", value)}
            />
          </div>
          <p className="request-form__lead">
            Already have an account?{" "}
            <SiteLink href={logInHref} onClick={form.keepDraft}>
              Log in
            </SiteLink>
          </p>
        </fieldset>
      ) : null}

      <div className="request-form__actions">
        {/* The button keeps its name while sending (it is marked disabled); the status says what is happening. */}
        <SubmitButton label="Send request" busyLabel="Send request" busy={form.sending} />
        <p className="request-form__sending" role="status">
          {form.sending ? "Sending your request…" : ""}
        </p>
      </div>
    </Form>
  );
}
