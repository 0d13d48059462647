import { AUDIO_LIMITS } from "#features/media/audio.rules.ts";
import { UPLOAD_LIMITS } from "#features/media/uploads.service.server.ts";

/** The groups of the API reference, in the order it lists them. */
export const API_TAGS = [
  { name: "Search", description: "Search lookups, searches, search copy and result tracking." },
  { name: "Profiles", description: "What a vendor's public profile page loads." },
  { name: "Members", description: "Vendors: public lookups and the member center's calls." },
  { name: "Marketplace", description: "Requests, leads, quotes, messages, bookings, payments and reviews." },
  { name: "Accounts", description: "Tokens, the signed-in account and the client center." },
  { name: "Service types", description: "The service types and attributes vendors offer." },
  { name: "Locations", description: "Cities, states and venue markets." },
  { name: "Content", description: "Articles, themes, event guides, service page copy and contact messages." },
  { name: "Analytics", description: "First-party analytics events and vendors' insights." },
  { name: "Files", description: "Photos, clips and calendar feeds the API links to." },
  { name: "Operations", description: "Health, readiness, process metrics and this document." },
] as const;
export type ApiTag = (typeof API_TAGS)[number]["name"];

type Operation = {
  /** The client's method name for the call: camelCase, a verb first, unique and never renamed once published. */
  operationId: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  /** Answers no Zod schema describes: files, redirects. */
  responses?: Record<string, unknown>;
  /** The request body's JSON Schema where the route reads it itself (multipart uploads). */
  body?: Record<string, unknown>;
  /** Media types the body may come in, when more than JSON. */
  consumes?: string[];
};

const redirect = { 301: { type: "null", description: "Moved: the Location header has the current address." } };

const photoField = {
  type: "string",
  contentMediaType: "image/*",
  maxLength: UPLOAD_LIMITS.maxBytes,
  description: `A JPEG, PNG or WebP image of at most ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MiB.`,
};

const binaryFile = (description: string, mediaTypes: string[]) => ({
  200: {
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
    ),
  },
  404: { description: "No such file." },
});

/**
 * A summary for every documented route, keyed by method and Fastify URL. The document is built from
 * the routes themselves; this adds the words. A route missing here fails the OpenAPI test.
 */
export const API_OPERATIONS: Record<string, Operation> = {
  "GET /api/openapi.json": {
    operationId: "getOpenApiDocument",
    tag: "Operations",
    summary: "This OpenAPI 3.1 document",
  },
  "GET /api/v1/health": {
    operationId: "checkHealth",
    tag: "Operations",
    summary: "Liveness: the process answers and is not shedding load",
  },
  "GET /api/v1/ready": {
    operationId: "checkReadiness",
    tag: "Operations",
    summary: "Readiness: the process can reach its database",
  },
  "GET /api/v1/admin/metrics": {
    operationId: "getProcessMetrics",
    tag: "Operations",
    summary: "The answering process's memory, event-loop delay and database pool",
  },
  "GET /api/v1/admin/audit-events": {
    operationId: "searchAuditEvents",
    tag: "Operations",
    summary: "Search the audit log (operators)",
    description:
      "Newest first, 50 a page; filter by actor, subject, record, action prefix and dates (from/to inclusive, UTC). Pass nextBefore as before for older events. The log is append-only: no route edits or deletes it.",
  },

  "POST /api/v1/token": {
    operationId: "createToken",
    tag: "Accounts",
    summary: "Refresh the session (OAuth 2 refresh_token grant)",
    description: "Takes a form or JSON body. Tokens come back in the body only when the refresh token was sent in it.",
    consumes: ["application/x-www-form-urlencoded", "application/json"],
  },
  "POST /api/v1/token/revoke": {
    operationId: "revokeToken",
    tag: "Accounts",
    summary: "Log out: revoke the session and clear its cookies",
  },
  "GET /api/v1/accounts/me": { operationId: "getMyAccount", tag: "Accounts", summary: "The signed-in account" },
  "GET /api/v1/me/data": {
    operationId: "exportMyData",
    tag: "Accounts",
    summary: "Download everything Marquee holds about the signed-in person (JSON)",
    description:
      "Answered as an attachment, marquee-data-<date>.json. Never includes password or token hashes; network addresses are listed as the hashes stored. Decision 036.",
  },
  "DELETE /api/v1/me": {
    operationId: "deleteMyAccount",
    tag: "Accounts",
    summary: "Delete the signed-in account",
    description:
      "The body is { currentPassword }. Refused with 409 UPCOMING_BOOKING while a booking is still to happen, and for the last administrator. Personal data is removed or anonymised; bookings, payments and reviews stay for the other side. The session cookies are cleared. Decision 036.",
  },
  "PUT /api/v1/accounts/:id": {
    operationId: "updateAccount",
    tag: "Accounts",
    summary: "Change the signed-in account's password",
    description:
      "The body is { newPassword }, with currentPassword, which is required unless the session was opened (log-in or emailed link) within the last 10 minutes: without it the answer is 400 CURRENT_PASSWORD_REQUIRED. Every other session ends. Decision 027.",
  },
  "GET /api/v1/client/:clientId": { operationId: "getClient", tag: "Accounts", summary: "A planner's contact details" },
  "PUT /api/v1/client/:clientId": {
    operationId: "updateClient",
    tag: "Accounts",
    summary: "Update a planner's contact details",
    description:
      "A new email needs currentPassword and changes only when the link sent to it is opened (pendingEmail names it). Administrators change emails through PUT /api/v1/admin/accounts/{id}/email.",
  },
  "PUT /api/v1/accounts/:id/email": {
    operationId: "changeAccountEmail",
    tag: "Accounts",
    summary: "Change the signed-in account's log-in email",
    description:
      "With the current password. The email changes when the link sent to the new address is opened; the old address is then told, with a link to undo it, and every other session ends.",
  },
  "PUT /api/v1/admin/accounts/:id/email": {
    operationId: "changeAccountEmailAsOperator",
    tag: "Accounts",
    summary: "Change an account's log-in or listing email (operators, audited)",
    description:
      "Written to the audit trail with the reason; the owner is told at the old address, and the change takes effect only when the link sent to the new address is opened.",
  },
  "GET /api/v1/client/:clientId/requests": {
    operationId: "listClientRequests",
    tag: "Accounts",
    summary: "A planner's quote requests",
  },
  "GET /api/v1/admin/overview": {
    operationId: "getOperatorOverview",
    tag: "Accounts",
    summary: "The marketplace's figures per day (operators)",
    description:
      "days is 30, 90 or 365 (default 30): requests, quotes, bookings, booked value and refunds in cents, the response rate (share of the vendors requests reached who quoted or declined) and the median minutes to a vendor's first quote, decline or message, new vendors and planners, per UTC day ending today, with totals.",
  },
  "GET /api/v1/admin/accounts": {
    operationId: "listAccounts",
    tag: "Accounts",
    summary: "Find vendors and planners (operators)",
    description:
      "q matches a name, email or city (words), or an account, member or client id (digits); kind narrows to vendors or planners. Newest accounts first, 25 a page.",
  },
  "GET /api/v1/admin/accounts/:id": {
    operationId: "getAccount",
    tag: "Accounts",
    summary: "A vendor's or planner's account: listing, plan, categories, bookings, reviews, reports (operators)",
  },
  "POST /api/v1/admin/accounts/:id/suspend": {
    operationId: "suspendAccount",
    tag: "Accounts",
    summary: "Suspend an account (operators, audited)",
    description:
      "The body is { reason }. In one transaction: log-in is refused and every session ends, the listing leaves search and its profile answers 410, open quotes are withdrawn and planners with upcoming bookings are emailed. Suspending a suspended account changes nothing (changed: false). Decision 031.",
  },
  "POST /api/v1/admin/accounts/:id/restore": {
    operationId: "restoreAccount",
    tag: "Accounts",
    summary: "Lift an account's suspension (operators, audited)",
    description: "Log-in works again and a suspended listing is live; withdrawn quotes stay withdrawn.",
  },
  "GET /api/v1/admin/settings/vendor-approval": {
    operationId: "getVendorApprovalSetting",
    tag: "Accounts",
    summary: "Whether new vendor listings wait for an operator's approval",
  },
  "PUT /api/v1/admin/settings/vendor-approval": {
    operationId: "setVendorApprovalSetting",
    tag: "Accounts",
    summary: "Make new vendor listings wait for approval, or not (operators, audited)",
  },
  "GET /api/v1/admin/approvals": {
    operationId: "listPendingApprovals",
    tag: "Accounts",
    summary: "Vendor listings waiting for approval, oldest first",
  },
  "POST /api/v1/admin/approvals/:memberId/approve": {
    operationId: "approveVendor",
    tag: "Accounts",
    summary: "Approve a waiting listing: it goes live and the vendor is emailed (operators, audited)",
  },
  "POST /api/v1/admin/approvals/:memberId/decline": {
    operationId: "declineVendor",
    tag: "Accounts",
    summary: "Decline a waiting listing with a reason the vendor is emailed (operators, audited)",
  },

  "GET /api/v1/servicetypes": {
    operationId: "listServiceTypes",
    tag: "Service types",
    summary: "Service types, all or matching a query",
  },
  "GET /api/v1/servicetypes/gigkids": {
    operationId: "listKidsServiceTypes",
    tag: "Service types",
    summary: "Service types for children's parties",
  },
  "GET /api/v1/servicetypes/:id/secondaryservicetypes": {
    operationId: "listSecondaryServiceTypes",
    tag: "Service types",
    summary: "The service types related to one",
  },
  "GET /api/v1/serviceattributes": {
    operationId: "listServiceAttributes",
    tag: "Service types",
    summary: "The attributes a vendor may list",
  },

  "GET /api/v1/locations": {
    operationId: "searchLocations",
    tag: "Locations",
    summary: "Cities and states matching what was typed",
  },
  "GET /api/v1/cities": {
    operationId: "listCitiesOfState",
    tag: "Locations",
    summary: "The cities of a state or province",
  },
  "GET /api/v1/geolocation": {
    operationId: "locateVisitor",
    tag: "Locations",
    summary: "The caller's nearest city, from their address",
  },
  "GET /api/v1/venues/active-markets": {
    operationId: "listVenueMarkets",
    tag: "Locations",
    summary: "The markets that have venues",
  },

  "GET /api/v1/members/autocomplete": {
    operationId: "autocompleteMembers",
    tag: "Members",
    summary: "Vendors whose name starts with what was typed",
  },
  "GET /api/v1/members/:id": {
    operationId: "getMember",
    tag: "Members",
    summary: "A vendor",
    description: "Public fields for everyone; the vendor themself and admins also get the private ones.",
  },
  "PUT /api/v1/members/:id": { operationId: "updateMember", tag: "Members", summary: "Update a vendor's listing" },
  "POST /api/v1/members/:id/profile-photos": {
    operationId: "uploadProfilePhoto",
    tag: "Members",
    summary: "Upload a main photo (multipart/form-data)",
    description: "Fields originalPhoto (required), profilePhoto and searchResultPhoto: one image file each.",
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      properties: { originalPhoto: photoField, profilePhoto: photoField, searchResultPhoto: photoField },
      required: ["originalPhoto"],
    },
  },
  "GET /api/v1/members/:id/gallery-photos": {
    operationId: "listGalleryPhotos",
    tag: "Members",
    summary: "A vendor's gallery in profile order, with the plan's photo limit",
  },
  "POST /api/v1/members/:id/gallery-photos": {
    operationId: "uploadGalleryPhoto",
    tag: "Members",
    summary: "Add a photo at the end of the gallery (multipart/form-data)",
    description:
      "Field photo: one image file, checked and re-encoded as a profile photo is. The first photo also becomes the main one. Refused with TOO_MANY_PHOTOS past the plan's limit.",
    consumes: ["multipart/form-data"],
    body: { type: "object", properties: { photo: photoField }, required: ["photo"] },
  },
  "PUT /api/v1/members/:id/gallery-photos/:photoId/caption": {
    operationId: "setGalleryPhotoCaption",
    tag: "Members",
    summary: "Set or remove (empty) a gallery photo's caption",
  },
  "POST /api/v1/members/:id/gallery-photos/:photoId/move": {
    operationId: "moveGalleryPhoto",
    tag: "Members",
    summary: "Move a gallery photo one place earlier or later",
  },
  "DELETE /api/v1/members/:id/gallery-photos/:photoId": {
    operationId: "deleteGalleryPhoto",
    tag: "Members",
    summary: "Delete a gallery photo and its files; the next photo becomes the main one if it was",
  },
  "GET /api/v1/members/:id/videos": {
    operationId: "listVideos",
    tag: "Members",
    summary: "A vendor's videos in profile order: clips and YouTube or Vimeo links, with the limit",
  },
  "POST /api/v1/members/:id/videos": {
    operationId: "addVideo",
    tag: "Members",
    summary: "Add a YouTube or Vimeo video at the end, by its address",
    description:
      "Only the host and the video's id are kept; the profile frames the host's privacy-enhanced player once a visitor presses play. Refused with TOO_MANY_VIDEOS past the limit.",
  },
  "POST /api/v1/members/:id/videos/:videoId/move": {
    operationId: "moveVideo",
    tag: "Members",
    summary: "Move a video one place earlier or later",
  },
  "DELETE /api/v1/members/:id/videos/:videoId": {
    operationId: "deleteVideo",
    tag: "Members",
    summary: "Delete a video, and a clip's files",
  },
  "GET /api/v1/members/:id/audio-tracks": {
    operationId: "listAudioTracks",
    tag: "Members",
    summary: "A vendor's audio tracks in profile order, with the limit",
  },
  "POST /api/v1/members/:id/audio-tracks": {
    operationId: "uploadAudioTrack",
    tag: "Members",
    summary: "Add an audio track at the end (multipart/form-data)",
    description:
      "Field track: one MP3, M4A (AAC), Ogg (Vorbis or Opus) or WAV file of at most 15 MB, from 1 second to 15 minutes, checked by its content and kept as uploaded; field title: up to 100 characters. Refused with INVALID_AUDIO, AUDIO_TOO_LONG or TOO_MANY_TRACKS.",
    consumes: ["multipart/form-data"],
    body: {
      type: "object",
      properties: {
        title: { type: "string", minLength: 1, maxLength: 100 },
        track: {
          type: "string",
          contentMediaType: "audio/*",
          maxLength: AUDIO_LIMITS.maxBytes,
          description: "The audio file.",
        },
      },
      required: ["title", "track"],
    },
  },
  "POST /api/v1/members/:id/audio-tracks/:trackId/move": {
    operationId: "moveAudioTrack",
    tag: "Members",
    summary: "Move an audio track one place earlier or later",
  },
  "DELETE /api/v1/members/:id/audio-tracks/:trackId": {
    operationId: "deleteAudioTrack",
    tag: "Members",
    summary: "Delete an audio track and its file",
  },
  "POST /api/v1/members/:id/categories": {
    operationId: "setMemberCategories",
    tag: "Members",
    summary: "Set a vendor's categories",
  },
  "GET /api/v1/members/:id/availability": {
    operationId: "getMemberAvailability",
    tag: "Members",
    summary: "A month of a vendor's public calendar: booked, unavailable and free days",
  },
  "GET /api/v1/members/:id/blackout-dates": {
    operationId: "listBlackoutDates",
    tag: "Members",
    summary: "A vendor's upcoming blackout dates",
  },
  "POST /api/v1/members/:id/blackout-dates": {
    operationId: "addBlackoutDate",
    tag: "Members",
    summary: "Black out a date",
  },
  "DELETE /api/v1/members/:id/blackout-dates/:itemId": {
    operationId: "deleteBlackoutDate",
    tag: "Members",
    summary: "Remove a blackout date",
  },
  "GET /api/v1/members/:id/calendar-entries": {
    operationId: "listCalendarEntries",
    tag: "Members",
    summary: "A vendor's upcoming calendar entries",
  },
  "POST /api/v1/members/:id/calendar-entries": {
    operationId: "addCalendarEntry",
    tag: "Members",
    summary: "Add a calendar entry",
  },
  "DELETE /api/v1/members/:id/calendar-entries/:itemId": {
    operationId: "deleteCalendarEntry",
    tag: "Members",
    summary: "Remove a calendar entry",
  },
  "GET /api/v1/members/:id/membership": {
    operationId: "getMembership",
    tag: "Members",
    summary: "A vendor's plan, how upgrades are made and the latest orders",
  },
  "POST /api/v1/members/:id/membership-orders": {
    operationId: "createMembershipOrder",
    tag: "Members",
    summary: "Change plan: pay for a paid plan, ask for one, or move to Basic",
    description:
      "Paid plans are charged through the payment provider and applied once paid; without one, the order waits for an operator. The same idempotencyKey answers 200 with the order it made.",
  },
  "GET /api/v1/admin/membership-orders": {
    operationId: "listMembershipOrders",
    tag: "Members",
    summary: "Membership orders in one state (operators)",
  },
  "POST /api/v1/admin/membership-orders/:orderId/approve": {
    operationId: "approveMembershipOrder",
    tag: "Members",
    summary: "Approve an asked-for plan (operators, audited)",
  },
  "POST /api/v1/admin/membership-orders/:orderId/decline": {
    operationId: "declineMembershipOrder",
    tag: "Members",
    summary: "Decline an asked-for plan (operators, audited)",
  },

  "POST /api/v1/requests": {
    operationId: "createQuoteRequest",
    tag: "Marketplace",
    summary: "Ask vendors for quotes",
    description:
      "A visitor is signed in by nothing and gets the same answer whatever the email: a new email's pending account gets the request delivered at once and a link to confirm; an existing planner's email holds the request until its owner confirms it by the emailed link.",
  },
  "GET /api/v1/requests/:requestId": {
    operationId: "getQuoteRequest",
    tag: "Marketplace",
    summary: "A planner's request with its quotes",
  },
  "POST /api/v1/requests/:requestId/close": {
    operationId: "closeQuoteRequest",
    tag: "Marketplace",
    summary: "Close a request",
  },
  "POST /api/v1/requests/:requestId/cancel": {
    operationId: "cancelQuoteRequest",
    tag: "Marketplace",
    summary: "Cancel a request",
  },
  "POST /api/v1/quotes/:quoteId/accept": {
    operationId: "acceptQuote",
    tag: "Marketplace",
    summary: "Book a quote (charges the deposit)",
  },
  "POST /api/v1/requests/:requestId/rebook": {
    operationId: "bookRunnerUp",
    tag: "Marketplace",
    summary: "Book a runner-up at its quoted price after a cancellation (decision 025)",
  },
  "POST /api/v1/quotes/:quoteId/decline": {
    operationId: "declineQuote",
    tag: "Marketplace",
    summary: "Decline a quote",
  },
  "POST /api/v1/quotes/:quoteId/withdraw": {
    operationId: "withdrawQuote",
    tag: "Marketplace",
    summary: "Withdraw a vendor's quote",
  },
  "GET /api/v1/requests/:requestId/threads/:memberId": {
    operationId: "getMessageThread",
    tag: "Marketplace",
    summary: "The messages between a planner and a vendor",
  },
  "POST /api/v1/requests/:requestId/threads/:memberId": {
    operationId: "sendMessage",
    tag: "Marketplace",
    summary: "Send a message",
    description: "Sending the same clientToken again answers 200 with the message already sent.",
  },
  "GET /api/v1/members/:id/leads": { operationId: "listLeads", tag: "Marketplace", summary: "A vendor's leads" },
  "GET /api/v1/members/:id/leads/:requestId": { operationId: "getLead", tag: "Marketplace", summary: "One lead" },
  "POST /api/v1/members/:id/leads/:requestId/quote": {
    operationId: "sendQuote",
    tag: "Marketplace",
    summary: "Quote a lead",
  },
  "POST /api/v1/members/:id/leads/:requestId/decline": {
    operationId: "declineLead",
    tag: "Marketplace",
    summary: "Decline a lead",
  },
  "POST /api/v1/members/:id/leads/:requestId/still-free": {
    operationId: "answerStillFree",
    tag: "Marketplace",
    summary: "A runner-up answers whether they are still free after a cancellation",
  },
  "GET /api/v1/bookings/:bookingId/cancellation": {
    operationId: "getCancellationTerms",
    tag: "Marketplace",
    summary: "What cancelling a booking would refund",
  },
  "POST /api/v1/bookings/:bookingId/cancel": {
    operationId: "cancelBooking",
    tag: "Marketplace",
    summary: "Cancel a booking",
  },
  "POST /api/v1/bookings/:bookingId/pay-balance": {
    operationId: "payBookingBalance",
    tag: "Marketplace",
    summary: "Pay a booking's balance",
  },
  "POST /api/v1/bookings/:bookingId/review": {
    operationId: "createReview",
    tag: "Marketplace",
    summary: "Review a booked vendor",
  },
  "POST /api/v1/members/:id/reviews/:reviewId/reply": {
    operationId: "replyToReview",
    tag: "Marketplace",
    summary: "Reply to a review",
  },
  "POST /api/v1/reviews/:reviewId/reports": {
    operationId: "reportReview",
    tag: "Marketplace",
    summary: "Report a review shown on a profile (planners and vendors, once per review)",
    description: "A second report of the same review by the same account answers 409 ALREADY_REPORTED.",
  },
  "GET /api/v1/admin/reviews": {
    operationId: "listReviewsForModeration",
    tag: "Marketplace",
    summary: "The review queue: held and reported reviews, newest report first, or the hidden ones (operators)",
  },
  "POST /api/v1/admin/reviews/:reviewId/decision": {
    operationId: "moderateReview",
    tag: "Marketplace",
    summary: "Keep a review (it counts) or hide it behind a public note; closes its reports (operators, audited)",
  },
  "POST /api/v1/admin/bookings/:bookingId/confirm": {
    operationId: "confirmBookingAsOperator",
    tag: "Marketplace",
    summary: "Confirm a booked event took place: its review is verified (operators, audited)",
  },
  "GET /api/v1/bookings/:bookingId/problems": {
    operationId: "listBookingProblems",
    tag: "Marketplace",
    summary: "The problems reported with a booking, newest first (its planner, its vendor, operators)",
  },
  "POST /api/v1/bookings/:bookingId/problems": {
    operationId: "reportBookingProblem",
    tag: "Marketplace",
    summary: "Report a problem with a booking (no-show, not as agreed, payment, other) with a first message",
    description:
      "Its planner or its vendor, while the booking is confirmed or completed and up to 60 days after the event; one open problem per side (409 PROBLEM_ALREADY_OPEN). Both sides are emailed.",
  },
  "GET /api/v1/problems/:problemId": {
    operationId: "getProblem",
    tag: "Marketplace",
    summary: "A problem, its thread, its resolution and the booking's paid and refundable amounts",
  },
  "POST /api/v1/problems/:problemId/messages": {
    operationId: "sendProblemMessage",
    tag: "Marketplace",
    summary: "Write in an open problem's thread (its planner, its vendor, operators)",
    description:
      "Contact details in a side's message are hidden unless the booking shares them with the other side. 409 PROBLEM_RESOLVED once resolved.",
  },
  "GET /api/v1/admin/problems": {
    operationId: "listProblems",
    tag: "Marketplace",
    summary: "The problem queue: open problems first, oldest first, then the latest resolved (operators)",
  },
  "POST /api/v1/admin/problems/:problemId/resolve": {
    operationId: "resolveProblem",
    tag: "Marketplace",
    summary: "Resolve a problem with a full, partial or no refund and a reason both sides read (operators, audited)",
    description:
      "A full refund is everything paid through Marquee not yet refunded; a partial one an amount in dollars up to that. The refund moves once: repeating the same decision answers the case, a different one is 409 PROBLEM_RESOLVED.",
  },
  "GET /api/v1/client/:clientId/favorites": {
    operationId: "listFavorites",
    tag: "Marketplace",
    summary: "A planner's saved vendors",
  },
  "PUT /api/v1/client/:clientId/favorites/:memberId": {
    operationId: "addFavorite",
    tag: "Marketplace",
    summary: "Save a vendor",
  },
  "DELETE /api/v1/client/:clientId/favorites/:memberId": {
    operationId: "removeFavorite",
    tag: "Marketplace",
    summary: "Forget a saved vendor",
  },
  "GET /api/v1/members/:id/calendar-feed": {
    operationId: "getCalendarFeed",
    tag: "Marketplace",
    summary: "The address of a vendor's .ics feed",
  },
  "POST /api/v1/members/:id/calendar-feed": {
    operationId: "renewCalendarFeed",
    tag: "Marketplace",
    summary: "Give a vendor's .ics feed a new address",
    description: "The old address stops working.",
  },

  "GET /api/v1/search-lookups": {
    operationId: "listSearchLandingLinks",
    tag: "Search",
    summary: "Landing page links for a service type and state",
  },
  "GET /api/v1/search-lookups/:url": {
    operationId: "resolveSearchAddress",
    tag: "Search",
    summary: "Resolve a search address such as dj-austin-tx",
  },
  "GET /api/v1/search-lookups/:id/city-groups": {
    operationId: "listSearchLookupCityGroups",
    tag: "Search",
    summary: "The nearby cities of a lookup",
  },
  "GET /api/v1/search/service-type/:id": {
    operationId: "listTopVendorsOfServiceType",
    tag: "Search",
    summary: "The top vendors of a service type near the caller",
  },
  "GET /api/v1/search/members": {
    operationId: "listMembersById",
    tag: "Search",
    summary: "Vendors by id, as search results",
  },
  "GET /api/v1/search/:lookup/:slug": {
    operationId: "searchResults",
    tag: "Search",
    summary: "Search results",
    description: "An old lookup answers 301 to the current one.",
    responses: redirect,
  },
  "GET /api/cms/search/:slug": {
    operationId: "getSearchCopy",
    tag: "Search",
    summary: "The copy of a search results page",
  },
  "POST /api/v1/search-tile-action": {
    operationId: "trackSearchTileAction",
    tag: "Search",
    summary: "Record a click on a search result",
  },
  "POST /api/v1/members/tracksearchhit": {
    operationId: "trackSearchImpressions",
    tag: "Search",
    summary: "Record search impressions",
  },
  "POST /api/v1/members/:id/tracksearchhit": {
    operationId: "trackProfileViewFromSearch",
    tag: "Search",
    summary: "Record a profile view from search",
  },

  "POST /api/v1/analytics/events": {
    operationId: "collectAnalyticsEvents",
    tag: "Analytics",
    summary: "Collect a batch of browser analytics events",
    description: "Also accepts the JSON as text/plain, as navigator.sendBeacon sends it.",
    consumes: ["application/json", "text/plain"],
  },
  "GET /api/v1/members/:id/insights": {
    operationId: "getMemberInsights",
    tag: "Analytics",
    summary: "A vendor's insights per day",
  },

  "GET /api/v1/profile/calendar-events": {
    operationId: "listProfileEvents",
    tag: "Profiles",
    summary: "A vendor's upcoming or past events",
  },
  "GET /api/v1/profile/blackout-dates": {
    operationId: "listProfileBlackoutDates",
    tag: "Profiles",
    summary: "A vendor's blackout dates in a month",
  },
  "GET /api/v1/profile/calendar-entries": {
    operationId: "listProfileCalendarEntries",
    tag: "Profiles",
    summary: "A vendor's calendar entries in a month",
  },
  "GET /api/v1/profile/*": {
    operationId: "getProfile",
    tag: "Profiles",
    summary: "A profile by its path, such as dj/neon-nights-dj-co",
  },
  "GET /api/v1/profiles/:id/feedback": {
    operationId: "listProfileReviews",
    tag: "Profiles",
    summary: "A vendor's reviews, sorted and paged",
  },
  "GET /api/v1/profiles/:id/photos": {
    operationId: "listProfilePhotos",
    tag: "Profiles",
    summary: "A vendor's photos, paged",
  },
  "GET /api/v1/members/profile/venue-urls": {
    operationId: "listVenueProfileUrls",
    tag: "Profiles",
    summary: "The profile addresses of every venue",
  },

  "GET /api/cms/articles": {
    operationId: "listArticles",
    tag: "Content",
    summary: "Planning articles, paged and by tag",
  },
  "GET /api/v1/articles/:slug": { operationId: "getArticle", tag: "Content", summary: "An article" },
  "GET /api/cms/article-promotion": {
    operationId: "getArticlePromotion",
    tag: "Content",
    summary: "The promotion shown beside articles",
  },
  "GET /api/cms/themes": { operationId: "listThemes", tag: "Content", summary: "Party themes, or only their count" },
  "GET /api/cms/themes/:slug": { operationId: "getTheme", tag: "Content", summary: "A party theme" },
  "GET /api/cms/events": { operationId: "listEventGuides", tag: "Content", summary: "The event guides" },
  "GET /api/cms/events/:slug": { operationId: "getEventGuide", tag: "Content", summary: "An event guide" },
  "GET /api/cms/service/:slug": {
    operationId: "getServicePageCopy",
    tag: "Content",
    summary: "The copy of a service landing page",
  },
  "GET /api/cms/pages/:slug": { operationId: "getInfoPage", tag: "Content", summary: "An information page" },
  "POST /api/v1/contact-messages": {
    operationId: "sendContactMessage",
    tag: "Content",
    summary: "Send a message to Marquee",
  },
  "GET /api/v1/admin/contact-messages": {
    operationId: "listContactMessages",
    tag: "Content",
    summary: "The contact inbox: one status's messages, newest first, and the count of each status",
  },
  "GET /api/v1/admin/contact-messages/:messageId": {
    operationId: "getContactMessage",
    tag: "Content",
    summary: "A contact message and its replies",
  },
  "POST /api/v1/admin/contact-messages/:messageId/replies": {
    operationId: "replyToContactMessage",
    tag: "Content",
    summary: "Reply to a contact message: emailed to its sender, and the message is answered",
    description: "A closed message takes no reply (409): reopen it first.",
  },
  "PUT /api/v1/admin/contact-messages/:messageId/status": {
    operationId: "setContactMessageStatus",
    tag: "Content",
    summary: "Close a contact message, or open it again (answered if it has a reply, else new)",
  },
  "POST /api/v1/admin/content/preview": {
    operationId: "previewContent",
    tag: "Content",
    summary: "Markdown rendered and sanitized as a save would store it",
  },
  "POST /api/v1/admin/content/articles": {
    operationId: "createArticle",
    tag: "Content",
    summary: "Create an article, published from today",
  },
  "GET /api/v1/admin/content/:kind": {
    operationId: "listContent",
    tag: "Content",
    summary: "Every article, theme, event guide or information page, published or not",
  },
  "GET /api/v1/admin/content/:kind/:id": {
    operationId: "getContent",
    tag: "Content",
    summary: "One item of content as the console edits it",
  },
  "PUT /api/v1/admin/content/:kind/:id": {
    operationId: "updateContent",
    tag: "Content",
    summary: "Save an item of content: its Markdown is rendered and sanitized, and content:load keeps the edit",
  },
  "PUT /api/v1/admin/content/:kind/:id/published": {
    operationId: "setContentPublished",
    tag: "Content",
    summary: "Publish or unpublish an item: unpublished content leaves the site, the API and the sitemap",
  },

  "GET /images/:suffix/*": {
    operationId: "getResizedImage",
    tag: "Files",
    summary: "A stored photo at an allowed size (rs_{width}.{height})",
    description: "Only the sizes the pages use are served (decision 020); any other size is a 400.",
    responses: binaryFile("The photo, as WebP, AVIF (small sizes) or JPEG by the Accept header.", [
      "image/webp",
      "image/avif",
      "image/jpeg",
    ]),
  },
  "GET /media/*": {
    operationId: "getMediaFile",
    tag: "Files",
    summary: "A stored clip or audio track, as uploaded",
    responses: binaryFile("The file.", ["application/octet-stream"]),
  },
  "GET /calendar/:file": {
    operationId: "getCalendarFile",
    tag: "Files",
    summary: "A vendor's private calendar feed (.ics)",
    description: "The unguessable address is the credential, as calendar applications expect.",
    responses: binaryFile("The feed.", ["text/calendar"]),
  },
};
