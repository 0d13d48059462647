import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { notFound } from "#lib/domain-errors.ts";
import {
  calendarEventsQuerySchema,
  eventsPageSchema,
  feedbackQuerySchema,
  monthQuerySchema,
  photosPageSchema,
  photosQuerySchema,
  profileDtoSchema,
  reviewsPageSchema,
  venueUrlsPageSchema,
  venueUrlsQuerySchema,
} from "./profiles.schema.ts";
import type { ProfilesService } from "./profiles.service.server.ts";
import { memberIdParamsSchema } from "#features/members/members.schema.ts";
import { CALENDAR_LIMITS } from "#features/members/member-calendar.schema.ts";

const noMember = (id: number) => notFound(`No vendor ${id}.`);

/** Public profile reads (SPEC section 7, Profiles): everything a visitor's profile page loads. */
export async function profilesApi(app: FastifyInstance, { profiles }: { profiles: ProfilesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/profile/calendar-events",
    {
      config: { access: "public" },
      schema: { querystring: calendarEventsQuerySchema, response: { 200: eventsPageSchema } },
    },
    async ({ query }) => {
      if (!(await profiles.exists(query.memberId))) throw noMember(query.memberId);
      return profiles.events(query.memberId, query.isPast, query.skip, query.take);
    },
  );

  api.get(
    "/api/v1/profile/blackout-dates",
    {
      config: { access: "public" },
      schema: {
        querystring: monthQuerySchema,
        response: { 200: z.object({ blackoutDates: z.array(boundedText("day")).max(CALENDAR_LIMITS.daysInMonth) }) },
      },
    },
    async ({ query }) => {
      if (!(await profiles.exists(query.memberId))) throw noMember(query.memberId);
      return { blackoutDates: await profiles.blackoutDates(query.memberId, query.year, query.month) };
    },
  );

  api.get(
    "/api/v1/profile/calendar-entries",
    {
      config: { access: "public" },
      schema: {
        querystring: monthQuerySchema,
        response: {
          200: z.object({
            calendarEntries: z
              .array(
                z.object({
                  id: z.number(),
                  date: boundedText("day"),
                  title: boundedText("name"),
                  status: boundedText("name"),
                }),
              )
              .max(CALENDAR_LIMITS.itemsListed),
          }),
        },
      },
    },
    async ({ query }) => {
      if (!(await profiles.exists(query.memberId))) throw noMember(query.memberId);
      return { calendarEntries: await profiles.calendarEntries(query.memberId, query.year, query.month) };
    },
  );

  // SPEC section 4: empty content for a profile is an error with statusCode 404.
  api.get(
    "/api/v1/profile/*",
    {
      config: { access: "public" },
      schema: {
        params: z.object({ "*": z.string().max(300) }),
        response: {
          200: z.object({ profile: profileDtoSchema }),
          410: z.object({ error: z.object({ code: z.literal("LISTING_GONE"), message: boundedText("text") }) }),
        },
      },
    },
    async ({ params }, reply) => {
      const profile = await profiles.profileByPath(params["*"]);
      if (profile) return { profile };
      // A suspended or deleted listing's address once worked: it is gone (decision 031), not unknown.
      if ((await profiles.unlistedAt(params["*"])) === "gone") {
        // Browsers keep a 410 without caching headers for good, and a suspension can be lifted.
        return reply
          .code(410)
          .header("cache-control", "no-cache")
          .send({
            error: { code: "LISTING_GONE" as const, message: `The listing at /${params["*"]} is no longer available.` },
          });
      }
      throw notFound(`No profile at /${params["*"]}.`);
    },
  );

  api.get(
    "/api/v1/profiles/:id/feedback",
    {
      config: { access: "public" },
      schema: { params: memberIdParamsSchema, querystring: feedbackQuerySchema, response: { 200: reviewsPageSchema } },
    },
    async ({ params, query }) => {
      if (!(await profiles.exists(params.id))) throw noMember(params.id);
      return profiles.reviews(params.id, query.sortType, query.skip, query.take);
    },
  );

  api.get(
    "/api/v1/profiles/:id/photos",
    {
      config: { access: "public" },
      schema: { params: memberIdParamsSchema, querystring: photosQuerySchema, response: { 200: photosPageSchema } },
    },
    async ({ params, query }) => {
      if (!(await profiles.exists(params.id))) throw noMember(params.id);
      return profiles.photos(params.id, query.skip, query.take);
    },
  );

  api.get(
    "/api/v1/members/profile/venue-urls",
    {
      config: { access: "public" },
      schema: { querystring: venueUrlsQuerySchema, response: { 200: venueUrlsPageSchema } },
    },
    async ({ query }) => profiles.venueProfileUrls(query.after, query.take),
  );
}
