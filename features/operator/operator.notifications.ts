import { format, parseISO } from "date-fns";
import type { NewNotification } from "#features/notifications/outbox.service.server.ts";
import type { AffectedBooking, ListingOwner } from "./operator.repo.server.ts";

/** "Saturday, June 13, 2026": how emails name the day of an event, as the marketplace's do. */
const longDay = (day: string) => format(parseISO(day), "EEEE, MMMM d, yyyy");

/** The note a suspension leaves on the vendor's withdrawn quotes. */
export const SUSPENDED_QUOTE_NOTE = "The vendor's account was suspended, so this quote was withdrawn.";

/** The operator console's emails: pure templates from facts to the notice the outbox stores. */
export function operatorNotices(publicOrigin: string) {
  const link = (path: string) => new URL(path, publicOrigin).toString();
  return {
    /** A planner whose booked vendor was suspended: the booking stands, but they should know. */
    vendorSuspended(booking: AffectedBooking, vendorName: string): NewNotification {
      const path = `/client/events/${booking.requestId}`;
      return {
        accountId: booking.plannerAccountId,
        recipientEmail: booking.plannerEmail,
        kind: "vendor_suspended",
        subject: `${vendorName} is no longer listed on Marquee`,
        body: [
          `Hi ${booking.plannerFirstName},`,
          "",
          `${vendorName}, whom you booked for your ${booking.eventType.toLowerCase()} on ${longDay(booking.eventDate)}, has been suspended from Marquee.`,
          "Your booking is still on record. Check with the vendor, or cancel the booking from your event page if you need to find someone else; our support team can help.",
          "",
          link(path),
        ].join("\n"),
        payload: { path, requestId: booking.requestId, bookingId: booking.bookingId },
      };
    },

    listingApproved(owner: ListingOwner): NewNotification {
      const path = "/dashboard";
      return {
        accountId: owner.accountId,
        recipientEmail: owner.email,
        kind: "listing_approved",
        subject: `${owner.name} is now live on Marquee`,
        body: [
          `Hi ${owner.firstName},`,
          "",
          `Your listing ${owner.name} was approved: planners can now find it in search and send you requests.`,
          "",
          link(path),
        ].join("\n"),
        payload: { path, memberId: owner.memberId },
      };
    },

    listingDeclined(owner: ListingOwner, reason: string): NewNotification {
      const path = "/dashboard";
      return {
        accountId: owner.accountId,
        recipientEmail: owner.email,
        kind: "listing_declined",
        subject: `Your Marquee listing ${owner.name} was not approved`,
        body: [
          `Hi ${owner.firstName},`,
          "",
          `We reviewed your listing ${owner.name} and could not approve it:`,
          "",
          reason,
          "",
          "Reply to this email if you would like us to look at it again.",
          "",
          link(path),
        ].join("\n"),
        payload: { path, memberId: owner.memberId },
      };
    },
  };
}
