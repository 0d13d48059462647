import { useState } from "react";
import type { BookingDto, ReviewDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#features/marketplace/marketplace.rules.ts";
import { errorMessage } from "#app/lib/api-client.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { BookingSummary } from "../marketplace/booking-summary.tsx";
import { CancelBooking } from "../marketplace/cancel-booking.tsx";
import { payBalance } from "../marketplace/marketplace.calls.ts";
import { formatEventDate, formatShortDate, starLabel } from "../marketplace/marketplace.logic.ts";
import { REVIEW_STATE_NOTES, type ReviewField, type Validate } from "./client-center.logic.ts";
import { ReviewForm } from "./review-form.tsx";
import "./client-center.css";

/**
 * The planner's side of a booking: its summary, then what they may do with it now (pay the balance,
 * cancel, review the vendor after the event), each as the server allows, and the review once written.
 */
export function PlannerBooking({
  booking,
  validateReview,
  onBookingChanged,
}: {
  booking: BookingDto;
  validateReview: Validate<ReviewField>;
  onBookingChanged: (booking: BookingDto, note: string) => void;
}) {
  const vendor = booking.vendor.name;
  return (
    <div className="planner-booking">
      <BookingSummary booking={booking} viewerRole="planner" />
      {booking.canPayBalance ? <PayBalance booking={booking} onPaid={onBookingChanged} /> : null}
      {booking.canCancel ? (
        <CancelBooking
          booking={booking}
          onCancelled={(cancelled) =>
            onBookingChanged(cancelled, `Your booking with ${vendor} was cancelled. ${refundNote(cancelled)}`)
          }
        />
      ) : null}
      <div className="planner-booking__review">
        <h3 className="planner-booking__title">Your review</h3>
        {booking.review ? (
          <PostedReview review={booking.review} vendor={vendor} />
        ) : booking.canReview ? (
          <ReviewForm
            booking={booking}
            validate={validateReview}
            onPosted={(reviewed) => onBookingChanged(reviewed, `Your review of ${vendor} was posted.`)}
          />
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

function refundNote(booking: BookingDto): string {
  return booking.refundedCents > 0
    ? `${formatCents(booking.refundedCents)} was refunded (test mode: nothing real moved).`
    : "Nothing was refunded.";
}

function PayBalance({ booking, onPaid }: { booking: BookingDto; onPaid: (booking: BookingDto, note: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const amount = formatCents(booking.balanceCents);
  const pay = async () => {
    if (busy) return;
    setBusy(true);
    setProblem("");
    try {
      onPaid(await payBalance(booking.id, booking.balanceCents), `You paid the balance of ${amount} (test mode).`);
    } catch (failure) {
      setProblem(errorMessage(failure) ?? "We couldn't take the payment. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="planner-booking__pay">
      <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy || undefined}
        onClick={() => void pay()}
      >
        {busy ? "Paying…" : `Pay balance ${amount}`}
      </button>
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
