import { type FormEvent, useId, useState } from "react";
import { REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import type { BookingDto, ReviewDto } from "#features/marketplace/marketplace.schema.ts";
import { TextField } from "../forms/form-field.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { formatShortDate } from "../marketplace/marketplace.logic.ts";
import { replyToReview } from "./dashboard.calls.ts";
import { placeFieldErrors } from "./dashboard.logic.ts";
import { DashboardSection } from "./dashboard-section.tsx";
import { type LeadChecks, ratingText, REPLY_FIELDS, type ReplyField } from "./leads.logic.ts";
import { SaveProblemSummary, useDashboardForm } from "./use-dashboard-form.tsx";
import "./dashboard.css";
import "./leads.css";

const NOT_POSTED = "Your reply was not posted.";

/**
 * The planner's review of the booking, as it shows on the vendor's profile, with the vendor's reply:
 * the one posted, or a form for it while the vendor may still reply (POST .../reviews/{id}/reply).
 */
export function ReviewReply({
  memberId,
  booking,
  review,
  check,
  onReplied,
  returnTo,
}: {
  memberId: number;
  booking: BookingDto;
  review: ReviewDto;
  check: LeadChecks["reply"];
  onReplied: (booking: BookingDto) => void;
  returnTo: string;
}) {
  const written = formatShortDate(review.createdAt);
  const replied = formatShortDate(review.vendorRepliedAt);
  return (
    <DashboardSection id="review" title={`${review.reviewerName}'s review`} focusable>
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
        <ReplyForm memberId={memberId} review={review} check={check} onReplied={onReplied} returnTo={returnTo} />
      ) : null}
    </DashboardSection>
  );
}

function ReplyForm({
  memberId,
  review,
  check,
  onReplied,
  returnTo,
}: {
  memberId: number;
  review: ReviewDto;
  check: LeadChecks["reply"];
  onReplied: (booking: BookingDto) => void;
  returnTo: string;
}) {
  const id = useId();
  const fieldId = () => `${id}-reply`;
  const [reply, setReply] = useState("");
  const form = useDashboardForm<ReplyField>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.saving) return;
    const problems = check({ reply });
    if (problems.reply) {
      form.fail({ errors: problems, message: NOT_POSTED });
      return;
    }
    void form.save(
      async () => {
        onReplied(await replyToReview(memberId, review.id, reply.trim()));
        return "";
      },
      (failure) => {
        const placed = placeFieldErrors(failure.fields, REPLY_FIELDS);
        return {
          errors: placed.errors,
          others: placed.others,
          message: placed.errors.reply ? NOT_POSTED : failure.message,
        };
      },
    );
  };

  return (
    <form className="dash-form" noValidate onSubmit={onSubmit} aria-busy={form.saving || undefined}>
      <SaveProblemSummary form={form} fields={REPLY_FIELDS} fieldId={fieldId} returnTo={returnTo} />
      <TextField
        as="textarea"
        id={fieldId()}
        label="Your reply"
        hint="Shown under the review on your profile. You can reply once."
        rows={4}
        maxLength={REQUEST_LIMITS.replyMax}
        value={reply}
        onValueChange={(value) => {
          setReply(value);
          if (form.errors.reply) form.setProblem((current) => ({ ...current, errors: check({ reply: value }) }));
        }}
        error={form.errors.reply}
        required
      />
      <div className="form-actions">
        <SubmitButton label="Post reply" busyLabel="Posting…" busy={form.saving} />
      </div>
    </form>
  );
}
