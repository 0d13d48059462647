import { Form } from "react-router";
import type { BookingDto, CancellationPreviewDto, ReviewDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import type { FieldErrors } from "../forms/form-errors.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { BookingSummary } from "../marketplace/booking-summary.tsx";
import { CancelBooking } from "../marketplace/cancel-booking.tsx";
import { PanelSubmit } from "../marketplace/confirm-panel.tsx";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatEventDate, formatShortDate, starLabel } from "../marketplace/marketplace.logic.ts";
import { REQUEST_INTENTS, REVIEW_STATE_NOTES, type ReviewField } from "./client-center.logic.ts";
import { ReviewForm } from "./review-form.tsx";
import "./client-center.css";

/**
 * The planner's side of a booking: its summary, then what they may do with it now (pay the balance,
 * cancel, review the vendor after the event), each as the server allows and each a form posted to the
 * page's action, and the review once written.
 */
export function PlannerBooking({
  booking,
  cancellation,
  answer,
  validateReview,
}: {
  booking: BookingDto;
  /** What cancelling now refunds, while the cancellation's confirmation is open. */
  cancellation: CancellationPreviewDto | null;
  /** The page's action's answer to its last refused form (this section's own, or another's). */
  answer: FormAnswer | undefined;
  validateReview: (form: FormData) => FieldErrors<ReviewField>;
}) {
  const vendor = booking.vendor.name;
  return (
    <div className="planner-booking">
      <BookingSummary booking={booking} viewerRole="planner" />
      {booking.canPayBalance ? <PayBalance booking={booking} answer={answer} /> : null}
      {booking.canCancel ? <CancelBooking booking={booking} preview={cancellation} answer={answer} /> : null}
      <div className="planner-booking__review">
        <h3 className="planner-booking__title">Your review</h3>
        {booking.review ? (
          <PostedReview review={booking.review} vendor={vendor} />
        ) : booking.canReview ? (
          <ReviewForm booking={booking} validate={validateReview} answer={answer} />
        ) : booking.status === "confirmed" ? (
          <p className="client-center__section-lead">
            You can review {vendor} from {formatEventDate(booking.reviewOpensOn) ?? booking.reviewOpensOn}.
          </p>
        ) : (
          <p className="client-center__section-lead">This booking can't be reviewed.</p>
        )}
      </div>
    </div>
  );
}

/**
 * Paying what is still due, in test mode: the form posts the amount the planner sees, so a balance
 * that changed meanwhile is refused and shown again rather than charged.
 */
function PayBalance({ booking, answer }: { booking: BookingDto; answer: FormAnswer | undefined }) {
  const key = { name: "bookingId", value: booking.id };
  const refused = answerFor(answer, REQUEST_INTENTS.payBalance, key);
  const sending = useSending(REQUEST_INTENTS.payBalance, key);
  const target = useFormTarget();
  const amount = formatCents(booking.balanceCents);
  return (
    <div className="planner-booking__pay">
      <AlertMessage>{refused?.feedback.message ? <p>{refused.feedback.message}</p> : null}</AlertMessage>
      <Form method="post" action={target} preventScrollReset>
        <input type="hidden" name="intent" value={REQUEST_INTENTS.payBalance} />
        <input type="hidden" name="bookingId" value={booking.id} />
        <input type="hidden" name="expectedAmountCents" value={booking.balanceCents} />
        <PanelSubmit label={`Pay balance ${amount}`} busyLabel="Paying…" busy={sending} />
      </Form>
    </div>
  );
}

function PostedReview({ review, vendor }: { review: ReviewDto; vendor: string }) {
  return (
    <article className="posted-review" aria-label={`Your review of ${vendor}`}>
      <p className="posted-review__rating">
        <span aria-hidden="true">{"★".repeat(review.rating) + "☆".repeat(5 - review.rating)}</span>
        <span className="visually-hidden">{starLabel(review.rating)}</span>
        {review.verifiedBooking ? <span className="posted-review__verified">Verified booking</span> : null}
      </p>
      {review.status === "counted" ? null : <p className="posted-review__state">{REVIEW_STATE_NOTES[review.status]}</p>}
      {review.title ? <p className="posted-review__title">{review.title}</p> : null}
      <p className="posted-review__body">{review.body}</p>
      <p className="posted-review__meta">
        {review.reviewerName}, <time dateTime={review.createdAt}>{formatShortDate(review.createdAt)}</time>
      </p>
      {review.vendorReply ? (
        <div className="posted-review__reply">
          <p className="posted-review__reply-title">
            {vendor} replied
            {review.vendorRepliedAt ? (
              <>
                {" "}
                on <time dateTime={review.vendorRepliedAt}>{formatShortDate(review.vendorRepliedAt)}</time>
              </>
            ) : null}
          </p>
          <p className="posted-review__body">{review.vendorReply}</p>
        </div>
      ) : null}
    </article>
  );
}
