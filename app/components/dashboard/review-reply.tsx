import { useId } from "react";
import { Form } from "react-router";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import type { BookingDto, ReviewDto } from "#features/marketplace/marketplace.schema.ts";
import { useAccountForm } from "../account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "../forms/error-summary.tsx";
import { TextField } from "../forms/form-field.tsx";
import { StatusMessage } from "../forms/status-message.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatShortDate } from "../marketplace/marketplace.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { LEAD_INTENTS, type LeadChecks, ratingText, REPLY_FIELDS } from "./leads.logic.ts";
import "./dashboard.css";
import "./leads.css";

const NOT_POSTED = "Your reply was not posted.";

/**
 * The planner's review of the booking, as it shows on the vendor's profile, with the vendor's reply:
 * the one posted, or a form for it while the vendor may still reply (intent `reply`, to the page's action).
 */
export function ReviewReply({
  booking,
  review,
  check,
  refused,
  note,
}: {
  booking: BookingDto;
  review: ReviewDto;
  check: LeadChecks["reply"];
  refused: FormAnswer | undefined;
  /** The note of the reply just posted. */
  note: string | undefined;
}) {
  const written = formatShortDate(review.createdAt);
  const replied = formatShortDate(review.vendorRepliedAt);
  return (
    <DashboardSection id="review" title={`${review.reviewerName}'s review`} focusable>
      <StatusMessage message={note} />
      <figure className="lead-review">
        <blockquote className="lead-review__quote">
          <p className="lead-review__rating">{ratingText(review.rating)}</p>
          {review.title ? <p className="lead-review__title">{review.title}</p> : null}
          <p className="lead-text">{review.body}</p>
        </blockquote>
        <figcaption className="lead-review__by">
          {review.reviewerName}
          {written ? `, ${written}` : ""}
          {review.verifiedBooking ? <span className="lead-review__verified">Verified booking</span> : null}
        </figcaption>
      </figure>
      {review.vendorReply !== null ? (
        <div className="lead-review__reply">
          <h3 className="dash-subsection__title">Your reply{replied ? `, ${replied}` : ""}</h3>
          <p className="lead-text">{review.vendorReply}</p>
        </div>
      ) : booking.canReply ? (
        <ReplyForm reviewId={review.id} check={check} refused={refused} />
      ) : null}
    </DashboardSection>
  );
}

function ReplyForm({
  reviewId,
  check,
  refused,
}: {
  reviewId: number;
  check: LeadChecks["reply"];
  refused: FormAnswer | undefined;
}) {
  const id = useId();
  const fieldId = () => `${id}-reply`;
  const form = useAccountForm({ fields: REPLY_FIELDS, validate: check, feedback: refused?.feedback });
  const sending = useSending(LEAD_INTENTS.reply);
  const named = Object.values(form.errors).some(Boolean);

  return (
    <Form method="post" className="dash-form" preventScrollReset {...form.formProps}>
      <input type="hidden" name="intent" value={LEAD_INTENTS.reply} />
      <input type="hidden" name="reviewId" value={reviewId} />
      <ErrorSummary
        summaryRef={form.summaryRef}
        headingLevel={3}
        message={form.message ?? (named ? NOT_POSTED : undefined)}
        items={summaryItems(REPLY_FIELDS, form.errors, fieldId)}
      />
      <TextField
        as="textarea"
        id={fieldId()}
        name="reply"
        label="Your reply"
        hint="Shown under the review on your profile. You can reply once."
        rows={4}
        maxLength={REQUEST_LIMITS.replyMax}
        defaultValue={refused?.values.reply}
        error={form.errors.reply}
        required
      />
      <div className="form-actions">
        <SubmitButton label="Post reply" busyLabel="Posting…" busy={sending} />
      </div>
    </Form>
  );
}
