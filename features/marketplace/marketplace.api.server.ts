import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "#lib/domain-errors.ts";
import { noContentResponseSchema } from "#lib/http-answers.ts";
import { idSchema } from "#lib/integers.ts";
import { perCaller } from "#lib/rate-limit-keys.ts";
import { requireAdmin, requireClientAccess, requireMemberAccess, requirePrincipal } from "#lib/route-access.ts";
import type { MarketplaceService } from "./marketplace.service.server.ts";
import {
  bookingConfirmationSchema,
  bookingIdParamsSchema,
  bookingSchema,
  calendarFeedSchema,
  cancelBookingSchema,
  cancellationPreviewSchema,
  declineLeadSchema,
  declineQuoteSchema,
  favoriteParamsSchema,
  favoritesSchema,
  leadListSchema,
  leadParamsSchema,
  leadSchema,
  messageFormSchema,
  messageSentSchema,
  moderatedReviewAnswerSchema,
  moderatedReviewListSchema,
  moderationQuerySchema,
  operatorNoteSchema,
  payBalanceSchema,
  plannerRequestSchema,
  problemIdParamsSchema,
  problemListSchema,
  problemMessageFormSchema,
  problemQueueQuerySchema,
  problemSchema,
  quoteFormSchema,
  quoteIdParamsSchema,
  rebookSchema,
  reportProblemSchema,
  requestCreatedSchema,
  requestFormSchema,
  requestIdParamsSchema,
  reviewDecisionSchema,
  reviewFormSchema,
  reviewIdParamsSchema,
  reviewReplyParamsSchema,
  reviewReplySchema,
  resolveProblemSchema,
  reviewReportAnswerSchema,
  reviewReportFormSchema,
  stillFreeAnswerSchema,
  threadParamsSchema,
  threadSchema,
} from "./marketplace.schema.ts";

/** Thirty requests an hour: more than any planner sends, too few to spam vendors with. */
const REQUEST_RATE_LIMIT = { ...perCaller, max: 30, timeWindow: 60 * 60_000 };
/** Messages: a lively conversation, not a flood. */
const MESSAGE_RATE_LIMIT = { ...perCaller, max: 60, timeWindow: 60_000 };

const memberParamsSchema = z.object({ id: idSchema });
const clientParamsSchema = z.object({ clientId: idSchema });
/** `{}` or no body at all, which Fastify hands over as null (a browser's bodiless PUT or POST). */
const emptyBodySchema = z.object({}).nullish();
const feedParamsSchema = z.object({
  file: z
    .string()
    .max(104)
    .regex(/^[A-Za-z0-9_-]{20,100}\.ics$/),
});

function personal(reply: FastifyReply) {
  reply.header("cache-control", "private, no-store");
}

/**
 * The marketplace loop: requests, leads, quotes, messages, bookings, payments, cancellations, reviews,
 * saved vendors and the vendor's calendar feed. Each handler checks who is calling before it reads;
 * the service's DomainErrors reach the error handler, which answers them with their status.
 */
export async function marketplaceApi(
  app: FastifyInstance,
  deps: { marketplace: MarketplaceService; testClock: boolean },
) {
  const { marketplace } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.addHook("onSend", async (_request, reply) => personal(reply));

  api.post(
    "/api/v1/requests",
    {
      config: { access: "public", rateLimit: REQUEST_RATE_LIMIT, refusals: ["conflict", "refused"] },
      schema: { body: requestFormSchema, response: { 201: requestCreatedSchema } },
    },
    async (request, reply) => {
      return reply.status(201).send(await marketplace.createRequest(request.principal, request.body));
    },
  );

  api.get(
    "/api/v1/requests/:requestId",
    {
      config: { access: "signedIn" },
      schema: { params: requestIdParamsSchema, response: { 200: plannerRequestSchema } },
    },
    async (request) => marketplace.plannerRequest(requirePrincipal(request), request.params.requestId),
  );

  for (const event of ["close", "cancel"] as const) {
    api.post(
      `/api/v1/requests/:requestId/${event}`,
      {
        config: { access: "signedIn", refusals: ["conflict"] },
        schema: { params: requestIdParamsSchema, body: emptyBodySchema, response: { 200: plannerRequestSchema } },
      },
      async (request) => marketplace.endRequest(requirePrincipal(request), request.params.requestId, event),
    );
  }

  api.post(
    "/api/v1/quotes/:quoteId/accept",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: quoteIdParamsSchema, body: emptyBodySchema, response: { 200: plannerRequestSchema } },
    },
    async (request) => marketplace.acceptQuote(requirePrincipal(request), request.params.quoteId),
  );

  api.post(
    "/api/v1/requests/:requestId/rebook",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: requestIdParamsSchema, body: rebookSchema, response: { 200: plannerRequestSchema } },
    },
    async (request) =>
      marketplace.rebook(
        requirePrincipal(request),
        request.params.requestId,
        request.body.quoteId,
        request.body.expectedTotalCents,
      ),
  );

  api.post(
    "/api/v1/quotes/:quoteId/decline",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: quoteIdParamsSchema, body: declineQuoteSchema, response: { 200: plannerRequestSchema } },
    },
    async (request) => marketplace.declineQuote(requirePrincipal(request), request.params.quoteId, request.body.reason),
  );

  api.post(
    "/api/v1/quotes/:quoteId/withdraw",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: quoteIdParamsSchema, body: emptyBodySchema, response: { 200: leadSchema } },
    },
    async (request) => marketplace.withdrawQuote(requirePrincipal(request), request.params.quoteId),
  );

  api.get(
    "/api/v1/requests/:requestId/threads/:memberId",
    { config: { access: "signedIn" }, schema: { params: threadParamsSchema, response: { 200: threadSchema } } },
    async (request) => marketplace.thread(requirePrincipal(request), request.params.requestId, request.params.memberId),
  );

  api.post(
    "/api/v1/requests/:requestId/threads/:memberId",
    {
      config: { access: "signedIn", rateLimit: MESSAGE_RATE_LIMIT },
      schema: {
        params: threadParamsSchema,
        body: messageFormSchema,
        response: { 201: messageSentSchema, 200: messageSentSchema },
      },
    },
    async (request, reply) => {
      const { created, ...sent } = await marketplace.sendMessage(
        requirePrincipal(request),
        request.params.requestId,
        request.params.memberId,
        request.body.body,
        request.body.clientToken,
      );
      return reply.status(created ? 201 : 200).send(sent);
    },
  );

  api.get(
    "/api/v1/members/:id/leads",
    { config: { access: "signedIn" }, schema: { params: memberParamsSchema, response: { 200: leadListSchema } } },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return { leads: await marketplace.leads(request.params.id) };
    },
  );

  api.get(
    "/api/v1/members/:id/leads/:requestId",
    { config: { access: "signedIn" }, schema: { params: leadParamsSchema, response: { 200: leadSchema } } },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return marketplace.lead(request.params.id, request.params.requestId);
    },
  );

  api.post(
    "/api/v1/members/:id/leads/:requestId/quote",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: leadParamsSchema, body: quoteFormSchema, response: { 201: leadSchema } },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      return reply
        .status(201)
        .send(await marketplace.sendQuote(request.params.id, request.params.requestId, request.body));
    },
  );

  api.post(
    "/api/v1/members/:id/leads/:requestId/decline",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: leadParamsSchema, body: declineLeadSchema, response: { 200: leadSchema } },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return marketplace.declineLead(
        request.params.id,
        request.params.requestId,
        request.body.reason,
        request.body.note,
      );
    },
  );

  api.post(
    "/api/v1/members/:id/leads/:requestId/still-free",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: leadParamsSchema, body: stillFreeAnswerSchema, response: { 200: leadSchema } },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return marketplace.answerStillFree(request.params.id, request.params.requestId, request.body.answer);
    },
  );

  api.get(
    "/api/v1/bookings/:bookingId/cancellation",
    {
      config: { access: "signedIn" },
      schema: { params: bookingIdParamsSchema, response: { 200: cancellationPreviewSchema } },
    },
    async (request) => marketplace.cancellationPreview(requirePrincipal(request), request.params.bookingId),
  );

  api.post(
    "/api/v1/bookings/:bookingId/cancel",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: bookingIdParamsSchema, body: cancelBookingSchema, response: { 200: bookingSchema } },
    },
    async (request) =>
      marketplace.cancelBooking(
        requirePrincipal(request),
        request.params.bookingId,
        request.body.expectedRefundCents,
        request.body.reason,
      ),
  );

  api.post(
    "/api/v1/bookings/:bookingId/pay-balance",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: bookingIdParamsSchema, body: payBalanceSchema, response: { 200: bookingSchema } },
    },
    async (request) =>
      marketplace.payBalance(requirePrincipal(request), request.params.bookingId, request.body.expectedAmountCents),
  );

  api.post(
    "/api/v1/bookings/:bookingId/review",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: bookingIdParamsSchema, body: reviewFormSchema, response: { 201: bookingSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await marketplace.review(requirePrincipal(request), request.params.bookingId, request.body)),
  );

  api.post(
    "/api/v1/members/:id/reviews/:reviewId/reply",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: reviewReplyParamsSchema, body: reviewReplySchema, response: { 200: bookingSchema } },
    },
    async (request) => {
      const principal = requireMemberAccess(request, request.params.id);
      if (principal.memberId !== request.params.id) {
        throw forbidden("Only the vendor replies to their reviews.");
      }
      return marketplace.replyToReview(request.params.id, request.params.reviewId, request.body.reply);
    },
  );

  // Anyone signed in as a planner or vendor reports a review shown on a profile (decision 032).
  api.post(
    "/api/v1/reviews/:reviewId/reports",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: {
        params: reviewIdParamsSchema,
        body: reviewReportFormSchema,
        response: { 201: reviewReportAnswerSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await marketplace.reportReview(requirePrincipal(request), request.params.reviewId, request.body)),
  );

  // Operators: one queue of held and reported reviews, one decision on each, recorded (decisions 022, 032).
  api.get(
    "/api/v1/admin/reviews",
    {
      config: { access: "admin" },
      schema: { querystring: moderationQuerySchema, response: { 200: moderatedReviewListSchema } },
    },
    async (request) => ({ reviews: await marketplace.reviewQueue(request.query.show) }),
  );

  api.post(
    "/api/v1/admin/reviews/:reviewId/decision",
    {
      config: { access: "admin" },
      schema: {
        params: reviewIdParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: moderatedReviewAnswerSchema },
      },
    },
    async (request) => ({
      review: await marketplace.decideReview(requirePrincipal(request), request.params.reviewId, request.body),
    }),
  );

  api.post(
    "/api/v1/admin/bookings/:bookingId/confirm",
    {
      config: { access: "admin", refusals: ["conflict"] },
      schema: { params: bookingIdParamsSchema, body: operatorNoteSchema, response: { 200: bookingConfirmationSchema } },
    },
    async (request) =>
      marketplace.confirmBooking(requirePrincipal(request), request.params.bookingId, request.body?.note ?? ""),
  );

  // Problems with a booking (decision 033): its two sides report and write; operators write and resolve.
  api.get(
    "/api/v1/bookings/:bookingId/problems",
    {
      config: { access: "signedIn" },
      schema: { params: bookingIdParamsSchema, response: { 200: problemListSchema } },
    },
    async (request) => ({
      problems: await marketplace.problemsOfBooking(requirePrincipal(request), request.params.bookingId),
    }),
  );

  api.post(
    "/api/v1/bookings/:bookingId/problems",
    {
      config: { access: "signedIn", rateLimit: MESSAGE_RATE_LIMIT, refusals: ["conflict"] },
      schema: { params: bookingIdParamsSchema, body: reportProblemSchema, response: { 201: problemSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await marketplace.reportProblem(requirePrincipal(request), request.params.bookingId, request.body)),
  );

  api.get(
    "/api/v1/problems/:problemId",
    { config: { access: "signedIn" }, schema: { params: problemIdParamsSchema, response: { 200: problemSchema } } },
    async (request) => marketplace.problem(requirePrincipal(request), request.params.problemId),
  );

  api.post(
    "/api/v1/problems/:problemId/messages",
    {
      config: { access: "signedIn", rateLimit: MESSAGE_RATE_LIMIT, refusals: ["conflict"] },
      schema: { params: problemIdParamsSchema, body: problemMessageFormSchema, response: { 201: problemSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await marketplace.postProblemMessage(requirePrincipal(request), request.params.problemId, request.body.body),
        ),
  );

  api.get(
    "/api/v1/admin/problems",
    {
      config: { access: "admin" },
      schema: { querystring: problemQueueQuerySchema, response: { 200: problemListSchema } },
    },
    async (request) => {
      requireAdmin(request);
      return { problems: await marketplace.problemQueue(request.query.status) };
    },
  );

  api.post(
    "/api/v1/admin/problems/:problemId/resolve",
    {
      config: { access: "admin", refusals: ["conflict"] },
      schema: { params: problemIdParamsSchema, body: resolveProblemSchema, response: { 200: problemSchema } },
    },
    async (request) => marketplace.resolveProblem(requireAdmin(request), request.params.problemId, request.body),
  );

  api.get(
    "/api/v1/client/:clientId/favorites",
    { config: { access: "signedIn" }, schema: { params: clientParamsSchema, response: { 200: favoritesSchema } } },
    async (request) => {
      requireClientAccess(request, request.params.clientId);
      return { favorites: await marketplace.favorites(request.params.clientId) };
    },
  );

  api.put(
    "/api/v1/client/:clientId/favorites/:memberId",
    {
      config: { access: "signedIn", refusals: ["conflict"] },
      schema: { params: favoriteParamsSchema, body: emptyBodySchema, response: { 204: noContentResponseSchema } },
    },
    async (request, reply) => {
      requireClientAccess(request, request.params.clientId);
      await marketplace.saveFavorite(request.params.clientId, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    "/api/v1/client/:clientId/favorites/:memberId",
    {
      config: { access: "signedIn" },
      schema: { params: favoriteParamsSchema, response: { 204: noContentResponseSchema } },
    },
    async (request, reply) => {
      requireClientAccess(request, request.params.clientId);
      await marketplace.removeFavorite(request.params.clientId, request.params.memberId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/v1/members/:id/calendar-feed",
    { config: { access: "signedIn" }, schema: { params: memberParamsSchema, response: { 200: calendarFeedSchema } } },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return { url: await marketplace.calendarFeedUrl(request.params.id, false) };
    },
  );

  api.post(
    "/api/v1/members/:id/calendar-feed",
    {
      config: { access: "signedIn" },
      schema: { params: memberParamsSchema, body: emptyBodySchema, response: { 200: calendarFeedSchema } },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return { url: await marketplace.calendarFeedUrl(request.params.id, true) };
    },
  );

  // The private feed: the unguessable address is the credential, as calendar applications expect.
  api.get("/calendar/:file", { schema: { params: feedParamsSchema } }, async (request, reply) => {
    const text = await marketplace.calendarFeed(request.params.file.slice(0, -".ics".length));
    return reply.header("content-type", "text/calendar; charset=utf-8").header("x-robots-tag", "noindex").send(text);
  });

  if (deps.testClock) {
    // Test clock: end-to-end tests move "today" past an event, or "now" to a moment (say, near midnight in
    // one city and not another). Never enabled on a real deployment.
    api.put(
      "/dev/clock",
      {
        schema: {
          body: z.union([
            z.object({
              today: z
                .string()
                .regex(/^\d{4}-\d{2}-\d{2}$/)
                .nullable(),
            }),
            z.object({ now: z.iso.datetime() }),
          ]),
        },
      },
      async (request) => {
        if ("now" in request.body) marketplace.clock.setNow(new Date(request.body.now));
        else marketplace.clock.setToday(request.body.today);
        const swept = await marketplace.sweep();
        return { now: marketplace.clock.now().toISOString(), ...swept };
      },
    );
  }
}
