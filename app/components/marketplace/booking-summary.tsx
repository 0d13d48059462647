import { useId } from "react";
import type { BookingDto } from "#features/marketplace/marketplace.schema.ts";
import { formatCents } from "#lib/money.ts";
import {
  BOOKING_STATUS_LABELS,
  formatDateTime,
  formatEventDate,
  formatShortDate,
  formatStartTime,
  PAYMENT_KIND_LABELS,
} from "./marketplace.logic.ts";
import { MarketFact } from "./market-fact.tsx";
import { TestModeNotice } from "./test-mode-notice.tsx";
import "./marketplace.css";

/**
 * One booking as either side sees it: where and when, the money (total, deposit, paid, refunded, still
 * to pay), the cancellation policy, the payments made, the other side's contact and, once cancelled,
 * who cancelled, when and why. Every figure is the server's.
 */
export function BookingSummary({ booking, viewerRole }: { booking: BookingDto; viewerRole: "planner" | "vendor" }) {
  const otherSide = viewerRole === "planner" ? booking.vendor.name : booking.plannerFirstName;
  const cancelledBy = booking.cancelledBy === null ? undefined : booking.cancelledBy === viewerRole ? "you" : otherSide;
  return (
    <div className="booking-summary">
      <p className="market-status" data-status={booking.status}>
        <span className="visually-hidden">Booking status: </span>
        {BOOKING_STATUS_LABELS[booking.status]}
      </p>
      <dl className="market-facts">
        <MarketFact term="Date">
          <time dateTime={booking.eventDate}>{formatEventDate(booking.eventDate) ?? booking.eventDate}</time>
        </MarketFact>
        <MarketFact term="Time">{formatStartTime(booking.startTime)}</MarketFact>
        <MarketFact term="City">{booking.cityName}</MarketFact>
        <MarketFact term={viewerRole === "planner" ? "Vendor" : "Planner"}>{otherSide}</MarketFact>
      </dl>
      <dl className="market-facts market-facts--money">
        <MarketFact term="Total">{formatCents(booking.totalCents)}</MarketFact>
        <MarketFact term="Deposit">{formatCents(booking.depositCents)}</MarketFact>
        <MarketFact term="Paid">{formatCents(booking.paidCents)}</MarketFact>
        <MarketFact term="Refunded">{formatCents(booking.refundedCents)}</MarketFact>
        <MarketFact term="Balance due">{formatCents(booking.balanceCents)}</MarketFact>
      </dl>
      <dl className="market-facts">
        <MarketFact term="Cancellation policy" wide>
          <strong>{booking.cancellationPolicy.label}</strong>: {booking.cancellationPolicy.description}
        </MarketFact>
        <MarketFact term={viewerRole === "planner" ? "Vendor's contact" : "Planner's contact"} wide>
          {booking.contact ? (
            <span className="booking-summary__contact">
              <span>{booking.contact.name}</span>
              {booking.contact.email ? <a href={`mailto:${booking.contact.email}`}>{booking.contact.email}</a> : null}
              {booking.contact.phone ? <a href={`tel:${booking.contact.phone}`}>{booking.contact.phone}</a> : null}
            </span>
          ) : booking.status === "cancelled" ? (
            "Contact details are no longer shared: this booking was cancelled."
          ) : (
            `Confirm your email address to see ${otherSide}'s contact details: open the link we emailed you.`
          )}
        </MarketFact>
        {booking.status === "cancelled" ? (
          <MarketFact term="Cancelled" wide>
            By {cancelledBy ?? "—"}
            {booking.cancelledAt ? ` on ${formatShortDate(booking.cancelledAt) ?? booking.cancelledAt}` : ""}.
            {booking.cancelReason ? ` Reason: ${booking.cancelReason}` : ""}
          </MarketFact>
        ) : null}
      </dl>
      <PaymentsList payments={booking.payments} />
      <TestModeNotice />
    </div>
  );
}

function PaymentsList({ payments }: { payments: BookingDto["payments"] }) {
  const titleId = useId();
  return (
    <div className="booking-payments">
      <p className="booking-payments__title" id={titleId}>
        Payments
      </p>
      {payments.length === 0 ? (
        <p className="booking-payments__none">No payments yet.</p>
      ) : (
        <ul className="booking-payments__list" aria-labelledby={titleId}>
          {payments.map((payment) => (
            <li key={payment.reference} className="booking-payment" data-kind={payment.kind}>
              <span className="booking-payment__kind">{PAYMENT_KIND_LABELS[payment.kind]}</span>{" "}
              <span className="booking-payment__amount">
                {formatCents(payment.kind === "refund" ? -Math.abs(payment.amountCents) : payment.amountCents)}
              </span>{" "}
              <time className="booking-payment__date" dateTime={payment.createdAt}>
                {formatDateTime(payment.createdAt) ?? payment.createdAt}
              </time>{" "}
              <span className="booking-payment__reference">Reference {payment.reference}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
