import { Form } from "react-router";
import type { BookingDto } from "#features/marketplace/marketplace.schema.ts";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import type { FieldErrors } from "../forms/form-errors.ts";
import { describedBy, FieldError, TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { starLabel } from "../marketplace/marketplace.logic.ts";
import { REQUEST_INTENTS, REVIEW_FIELDS, type ReviewField } from "./client-center.logic.ts";
import "./client-center.css";

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The planner's review of a booked vendor, once the event is over: a rating, an optional title and
 * the review, posted to the page's action (intent `review`) and checked as typed with the schema the
 * action decides with (the route's `validate`). A refused review comes back with what was typed.
 */
export function ReviewForm({
  booking,
  validate,
  answer,
}: {
  booking: BookingDto;
  validate: (form: FormData) => FieldErrors<ReviewField>;
  /** The page's action's answer to its last refused form (this form's own, or another's). */
  answer: FormAnswer | undefined;
}) {
  const key = { name: "bookingId", value: booking.id };
  const refused = answerFor(answer, REQUEST_INTENTS.review, key);
  const sending = useSending(REQUEST_INTENTS.review, key);
  const target = useFormTarget();
  const form = useAccountForm({ fields: REVIEW_FIELDS, validate, feedback: refused?.feedback });
  const idPrefix = `booking-${booking.id}-review`;
  const ratingGroupId = `${idPrefix}-rating`;
  // The summary's link for the rating leads to its first choice.
  const fieldId = (field: ReviewField) => (field === "rating" ? `${ratingGroupId}-1` : `${idPrefix}-${field}`);
  const typed = refused?.values;

  return (
    <Form method="post" action={target} className="client-center__form" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={REQUEST_INTENTS.review} />
      <input type="hidden" name="bookingId" value={booking.id} />
      <ErrorSummary
        message={form.message}
        items={summaryItems(REVIEW_FIELDS, form.errors, fieldId)}
        summaryRef={form.summaryRef}
        headingLevel={4}
      />
      <fieldset
        className="form-fieldset review-rating"
        aria-describedby={describedBy(ratingGroupId, form.errors.rating, false)}
      >
        <legend className="form-field__label">Rating</legend>
        <div className="review-rating__choices">
          {RATINGS.map((rating) => (
            <div key={rating} className="review-rating__choice">
              <input
                type="radio"
                id={`${ratingGroupId}-${rating}`}
                name="rating"
                value={rating}
                defaultChecked={typed?.rating === String(rating)}
              />
              <label htmlFor={`${ratingGroupId}-${rating}`}>{starLabel(rating)}</label>
            </div>
          ))}
        </div>
        <FieldError controlId={ratingGroupId} message={form.errors.rating} />
      </fieldset>
      <TextField
        id={fieldId("title")}
        name="title"
        label="Title"
        optional
        maxLength={120}
        defaultValue={typed?.title}
        error={form.errors.title}
      />
      <TextField
        as="textarea"
        id={fieldId("body")}
        name="body"
        label="Your review"
        hint={`What was ${booking.vendor.name} like? At least ${REQUEST_LIMITS.reviewMin} characters.`}
        rows={6}
        maxLength={REQUEST_LIMITS.reviewMax}
        required
        defaultValue={typed?.body}
        error={form.errors.body}
      />
      <div className="form-actions">
        <SubmitButton label="Post review" busyLabel="Posting…" busy={sending} />
      </div>
    </Form>
  );
}
