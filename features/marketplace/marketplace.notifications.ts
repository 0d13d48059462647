import { format, parseISO } from "date-fns";
import type { NewNotification } from "#features/notifications/outbox.service.server.ts";
import { withoutContactDetails } from "#features/contact-details/contact-details.rules.ts";
import { formatCents } from "#lib/money.ts";

/** What a notice says of a vendor: who reads it and the name planners know. */
export type NoticeVendor = { accountId: number | null; email: string; contactFirstName: string; name: string };

/** What a notice says of a request and its planner. */
export type NoticeRequest = {
  id: number;
  plannerAccountId: number;
  plannerEmail: string;
  plannerFirstName: string;
  eventType: string;
  eventDate: string;
  cityName: string;
  guestCount: number;
};

/** "Saturday, June 13, 2026": how emails and messages name the day of an event. */
export function longDate(day: string): string {
  return format(parseISO(day), "EEEE, MMMM d, yyyy");
}

const eventOf = (request: NoticeRequest) => `${request.eventType.toLowerCase()} on ${longDate(request.eventDate)}`;

/**
 * The marketplace's emails (decision 010): one template for each moment of the loop, taking the facts
 * and giving the notice the outbox stores. Each greets its reader and ends with the page to act on.
 */
export function marketplaceNotices(publicOrigin: string) {
  const link = (path: string) => new URL(path, publicOrigin).toString();

  function toVendor(vendor: NoticeVendor, request: NoticeRequest, kind: string, subject: string, lines: string[]) {
    const path = `/dashboard/leads/${request.id}`;
    return {
      accountId: vendor.accountId,
      recipientEmail: vendor.email,
      kind,
      subject,
      body: [`Hi ${vendor.contactFirstName},`, "", ...lines, "", link(path)].join("\n"),
      payload: { path },
    } satisfies NewNotification;
  }

  function toPlanner(request: NoticeRequest, kind: string, subject: string, lines: string[]) {
    const path = `/client/events/${request.id}`;
    return {
      accountId: request.plannerAccountId,
      recipientEmail: request.plannerEmail,
      kind,
      subject,
      body: [`Hi ${request.plannerFirstName},`, "", ...lines, "", link(path)].join("\n"),
      payload: { path, requestId: request.id },
    } satisfies NewNotification;
  }

  /** The same news of a booking problem to both sides (or to the one who did not write), each at the case's page. */
  function toBothSides(
    request: NoticeRequest,
    vendor: NoticeVendor,
    problemId: number,
    kind: string,
    subject: string,
    lines: (side: "planner" | "vendor") => string[],
    sides: readonly ("planner" | "vendor")[] = ["planner", "vendor"],
  ): NewNotification[] {
    const path = `/problems/${problemId}`;
    return sides.map((side) => {
      const [accountId, email, firstName] =
        side === "planner"
          ? [request.plannerAccountId, request.plannerEmail, request.plannerFirstName]
          : [vendor.accountId, vendor.email, vendor.contactFirstName];
      return {
        accountId,
        recipientEmail: email,
        kind,
        subject,
        body: [`Hi ${firstName},`, "", ...lines(side), "", link(path)].join("\n"),
        payload: { path, problemId },
      };
    });
  }

  return {
    /** Decision 033: a problem reported with a booking, to both sides; Marquee's operators read the queue. */
    problemReported: (
      request: NoticeRequest,
      vendor: NoticeVendor,
      problem: { id: number; kindLabel: string; reporterSide: "planner" | "vendor" },
    ) =>
      toBothSides(
        request,
        vendor,
        problem.id,
        "problem-reported",
        `Problem reported: ${request.eventType} on ${longDate(request.eventDate)}`,
        (side) => [
          side === problem.reporterSide
            ? `We received your report (${problem.kindLabel.toLowerCase()}) about the ${eventOf(request)}. Marquee will look into it and write in the case.`
            : `${problem.reporterSide === "planner" ? request.plannerFirstName : vendor.name} reported a problem (${problem.kindLabel.toLowerCase()}) with the ${eventOf(request)}. Read it and answer in the case:`,
        ],
      ),

    /** A new message in a problem's thread, to the sides who did not write it. */
    problemMessage: (
      request: NoticeRequest,
      vendor: NoticeVendor,
      problemId: number,
      author: { side: "planner" | "vendor" | "operator"; name: string },
      text: string,
    ) =>
      toBothSides(
        request,
        vendor,
        problemId,
        "problem-message",
        `New message about the problem with the ${eventOf(request)}`,
        () => [`${author.name} wrote:`, "", text],
        (["planner", "vendor"] as const).filter((side) => side !== author.side),
      ),

    /** The operator's decision, its refund and its reason, to both sides. */
    problemResolved: (
      request: NoticeRequest,
      vendor: NoticeVendor,
      problemId: number,
      outcome: { summary: string; reason: string },
    ) =>
      toBothSides(
        request,
        vendor,
        problemId,
        "problem-resolved",
        `Problem resolved: ${request.eventType} on ${longDate(request.eventDate)}`,
        () => [outcome.summary, "", `Reason: ${outcome.reason}`],
      ),

    newLead: (vendor: NoticeVendor, request: NoticeRequest) =>
      toVendor(
        vendor,
        request,
        "new-lead",
        `New lead: ${request.eventType} on ${longDate(request.eventDate)} in ${request.cityName}`,
        [
          `${request.plannerFirstName} is planning a ${request.eventType.toLowerCase()} for ${request.guestCount} guests on ${longDate(request.eventDate)} in ${request.cityName}.`,
          "Send a quote or let them know you can't make it:",
        ],
      ),

    /** To a vendor who had quoted: the planner closed or cancelled the request (`note` says which). */
    requestEnded: (vendor: NoticeVendor, request: NoticeRequest, status: string, note: string) =>
      toVendor(
        vendor,
        request,
        "request-ended",
        `${request.eventType} on ${longDate(request.eventDate)}: request ${status}`,
        [note],
      ),

    newQuote: (request: NoticeRequest, vendor: NoticeVendor, totalCents: number) =>
      toPlanner(request, "new-quote", `New quote from ${vendor.name}: ${formatCents(totalCents)}`, [
        `${vendor.name} quoted ${formatCents(totalCents)} for your ${eventOf(request)}.`,
        "Compare your quotes and message the vendors:",
      ]),

    leadDeclined: (request: NoticeRequest, vendor: NoticeVendor, reason: string, note: string) =>
      toPlanner(request, "lead-declined", `${vendor.name} can't take your event`, [
        `${vendor.name} can't take your ${eventOf(request)}: ${reason.toLowerCase()}.`,
        ...(note ? [`Their note: ${withoutContactDetails(note)}`] : []),
      ]),

    quoteDeclined: (vendor: NoticeVendor, request: NoticeRequest, reason: string) =>
      toVendor(vendor, request, "quote-declined", `${request.plannerFirstName} declined your quote`, [
        `${request.plannerFirstName} declined your quote for the ${eventOf(request)}.`,
        ...(reason ? [`Their note: ${withoutContactDetails(reason)}`] : []),
      ]),

    /** A message as stored (its contact details already hidden unless they are shared). */
    messageToVendor: (vendor: NoticeVendor, request: NoticeRequest, text: string) =>
      toVendor(vendor, request, "new-message", `New message from ${request.plannerFirstName}`, [
        `${request.plannerFirstName} wrote about the ${eventOf(request)}:`,
        "",
        text,
      ]),

    messageToPlanner: (request: NoticeRequest, vendor: NoticeVendor, text: string) =>
      toPlanner(request, "new-message", `New message from ${vendor.name}`, [`${vendor.name} wrote:`, "", text]),

    bookedVendor: (vendor: NoticeVendor, request: NoticeRequest, totalCents: number) =>
      toVendor(vendor, request, "booking", `Booked: ${request.eventType} on ${longDate(request.eventDate)}`, [
        `${request.plannerFirstName} accepted your quote of ${formatCents(totalCents)}. Their contact details are on the booking.`,
      ]),

    bookedPlanner: (request: NoticeRequest, vendor: NoticeVendor, totalCents: number) =>
      toPlanner(request, "booking", `You booked ${vendor.name}`, [
        `${vendor.name} is booked for your ${eventOf(request)}, for ${formatCents(totalCents)}.`,
      ]),

    /** To each vendor whose quote closed because the planner booked another. */
    bookedElsewhere: (vendor: NoticeVendor, request: NoticeRequest) =>
      toVendor(
        vendor,
        request,
        "quote-closed",
        `${request.eventType} on ${longDate(request.eventDate)}: booked with another vendor`,
        ["The planner booked another vendor for this event, so your quote is closed. Thank you for quoting."],
      ),

    /** The same news to both sides of a cancelled booking. */
    cancellation(
      vendor: NoticeVendor,
      request: NoticeRequest,
      cancellation: { by: "planner" | "vendor"; reason: string; refundCents: number },
    ) {
      const who = cancellation.by === "planner" ? request.plannerFirstName : vendor.name;
      const lines = [
        `${who} cancelled the booking for the ${eventOf(request)}.`,
        ...(cancellation.reason ? [`Reason: ${withoutContactDetails(cancellation.reason)}`] : []),
        cancellation.refundCents > 0
          ? `${formatCents(cancellation.refundCents)} is refunded to the planner.`
          : "Nothing is refunded.",
      ];
      return [
        toVendor(
          vendor,
          request,
          "cancellation",
          `Booking cancelled: ${request.eventType} on ${longDate(request.eventDate)}`,
          lines,
        ),
        toPlanner(request, "cancellation", `Booking cancelled: ${vendor.name}`, lines),
      ];
    },

    /**
     * To the planner, with the cancellation (decision 025): the event stays open, and the runner-ups who
     * can still be booked in one click at their quoted price, or what to do when there are none.
     */
    rebookOffer: (request: NoticeRequest, cancelledVendor: string, runnerUps: { name: string; totalCents: number }[]) =>
      toPlanner(request, "rebook-offer", `Your ${request.eventType.toLowerCase()} is still open: book another vendor`, [
        `${cancelledVendor} is no longer booked, but your request for the ${eventOf(request)} stays open.`,
        ...(runnerUps.length > 0
          ? [
              "These vendors quoted and can be booked in one click, at the price they quoted:",
              ...runnerUps.map((runnerUp) => `- ${runnerUp.name}: ${formatCents(runnerUp.totalCents)}`),
              "We have asked them to confirm they are still free.",
            ]
          : ["None of the other quotes can be booked now. Vendors who haven't answered can still send a quote."]),
      ]),

    /** To a runner-up, once the booked vendor's booking is cancelled: are they still free on the day? */
    stillFreeCheck: (vendor: NoticeVendor, request: NoticeRequest, totalCents: number) =>
      toVendor(
        vendor,
        request,
        "still-free-check",
        `${request.eventType} on ${longDate(request.eventDate)}: are you still free?`,
        [
          `The vendor ${request.plannerFirstName} booked for the ${eventOf(request)} is no longer booked, and your quote of ${formatCents(totalCents)} can be booked again.`,
          "Let them know whether you are still free on that day:",
        ],
      ),

    /** To the planner: a runner-up answered whether they are still free. */
    stillFreeAnswer: (request: NoticeRequest, vendor: NoticeVendor, stillFree: boolean, totalCents: number) =>
      toPlanner(
        request,
        "still-free-answer",
        stillFree ? `${vendor.name} is still free` : `${vendor.name} is no longer free`,
        stillFree
          ? [
              `${vendor.name} is still free for your ${eventOf(request)}: book them in one click for ${formatCents(totalCents)}.`,
            ]
          : [`${vendor.name} is no longer free for your ${eventOf(request)}, so their quote is withdrawn.`],
      ),

    reviewRequest: (request: NoticeRequest, vendor: NoticeVendor) =>
      toPlanner(request, "review-request", `How was ${vendor.name}?`, [
        `Your ${eventOf(request)} is over. How was ${vendor.name}?`,
        "Your review helps other planners choose.",
      ]),

    newReview: (vendor: NoticeVendor, request: NoticeRequest, rating: number) =>
      toVendor(vendor, request, "new-review", `${request.plannerFirstName} reviewed you: ${rating} of 5`, [
        `${request.plannerFirstName} wrote a review of the ${eventOf(request)}. You can reply once:`,
      ]),

    /** To someone who reported a review: what the operators decided (decision 032). */
    reportedReviewDecided: (
      reporter: { accountId: number | null; email: string },
      review: { vendorName: string; profilePath: string },
      decision: "keep" | "hide",
      publicNote: string | null,
    ) =>
      ({
        accountId: reporter.accountId,
        recipientEmail: reporter.email,
        kind: "review-report-decided",
        subject: `The review you reported on ${review.vendorName}'s profile: ${decision === "hide" ? "hidden" : "kept"}`,
        body: [
          "Hello,",
          "",
          decision === "hide"
            ? `Thank you for your report. We hid the review on ${review.vendorName}'s profile. In its place readers see: "${publicNote}"`
            : `Thank you for your report. We read the review on ${review.vendorName}'s profile again and it stays: it follows our review rules.`,
          "",
          link(review.profilePath),
        ].join("\n"),
        payload: { path: review.profilePath },
      }) satisfies NewNotification,

    /** To the reviewed vendor: a review of them was hidden, or kept after reports or restored (decision 032). */
    reviewDecided: (
      vendor: NoticeVendor,
      review: { reviewerName: string; profilePath: string },
      decision: "keep" | "hide",
      publicNote: string | null,
    ) =>
      ({
        accountId: vendor.accountId,
        recipientEmail: vendor.email,
        kind: "review-decided",
        subject: `A review by ${review.reviewerName} was ${decision === "hide" ? "hidden" : "kept"}`,
        body: [
          `Hi ${vendor.contactFirstName},`,
          "",
          decision === "hide"
            ? `We hid ${review.reviewerName}'s review on your profile: it no longer counts in your rating. In its place readers see: "${publicNote}"`
            : `We looked at ${review.reviewerName}'s review on your profile and it stays: it counts in your rating.`,
          "",
          link(review.profilePath),
        ].join("\n"),
        payload: { path: review.profilePath },
      }) satisfies NewNotification,
  };
}

export type MarketplaceNotices = ReturnType<typeof marketplaceNotices>;
