import { useId } from "react";
import type { BookingDto } from "#features/marketplace/marketplace.schema.ts";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { describedBy, FieldError, TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { postReview } from "../marketplace/marketplace.calls.ts";
import { starLabel } from "../marketplace/marketplace.logic.ts";
import { REVIEW_FIELDS, type ReviewField, type ReviewValues, type Validate } from "./client-center.logic.ts";
import { ClientFormMessages, useClientForm } from "./use-client-form.tsx";
import "./client-center.css";

const EMPTY_VALUES: ReviewValues = { rating: "", title: "", body: "" };
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The planner's review of a booked vendor, once the event is over: a rating, an optional title and
 * the review, checked as typed with the server's schema (the page's `validate`). The server answers
 * with the booking, its review filled in.
 */
export function ReviewForm({
  booking,
  validate,
  onPosted,
}: {
  booking: BookingDto;
  validate: Validate<ReviewField>;
  onPosted: (booking: BookingDto) => void;
}) {
  const id = useId();
  const form = useClientForm(REVIEW_FIELDS, validate, EMPTY_VALUES);
  const { values, errors, change } = form;
  // The summary's link for the rating leads to its first choice.
  const fieldId = (field: ReviewField) => (field === "rating" ? `${id}-rating-1` : `${id}-${field}`);
  const ratingGroupId = `${id}-rating`;

  const onSubmit = form.onSubmit({
    send: async (typed) => {
      onPosted(await postReview(booking.id, { rating: Number(typed.rating), title: typed.title, body: typed.body }));
      return "";
    },
    sessionEnded: "Your session has ended, so your review was not posted.",
    failed: "We couldn't post your review. Check your connection and try again.",
  });

  return (
    <form className="client-center__form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
      <ClientFormMessages
        form={form}
        fields={REVIEW_FIELDS}
        fieldId={fieldId}
        logInHref={logInPath(`/client/events/${booking.requestId}`)}
        afterLogIn="and then post your review."
      />
      <fieldset
        className="form-fieldset review-rating"
        aria-describedby={describedBy(ratingGroupId, errors.rating, false)}
      >
        <legend className="form-field__label">Rating</legend>
        <div className="review-rating__choices">
          {RATINGS.map((rating) => (
            <div key={rating} className="review-rating__choice">
              <input
                type="radio"
                id={`${ratingGroupId}-${rating}`}
                name={ratingGroupId}
                value={rating}
                checked={values.rating === String(rating)}
                onChange={() => change("rating", String(rating))}
              />
              <label htmlFor={`${ratingGroupId}-${rating}`}>{starLabel(rating)}</label>
            </div>
          ))}
        </div>
        <FieldError controlId={ratingGroupId} message={errors.rating} />
      </fieldset>
      <TextField
        id={fieldId("title")}
        name="title"
        label="Title"
        optional
        maxLength={120}
        value={values.title}
        error={errors.title}
        onValueChange={(value) => change("title", value)}
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
        value={values.body}
        error={errors.body}
        onValueChange={(value) => change("body", value)}
      />
      <div className="form-actions">
        <SubmitButton label="Post review" busyLabel="Posting…" busy={form.saving} />
      </div>
    </form>
  );
}
