import multipart from "@fastify/multipart";
import { errorCodes, type FastifyInstance, type FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invalid, notFound } from "#lib/domain-errors.ts";
import { noContentResponseSchema } from "#lib/http-answers.ts";
import { idSchema } from "#lib/integers.ts";
import { requireMemberAccess, requirePrincipal } from "#lib/route-access.ts";
import type { AccountsService } from "#features/accounts/accounts.service.server.ts";
import { readableCookies } from "#features/accounts/session-cookies.rules.ts";
import { AUDIO_MESSAGES } from "#features/media/audio.rules.ts";
import { UPLOAD_LIMITS } from "#features/media/uploads.service.server.ts";
import { AUDIO_TRACK_MESSAGES } from "./audio-tracks.rules.ts";
import type { MemberAccountService, UploadedPhotos } from "./member-account.service.server.ts";
import type { MemberCalendarService } from "./member-calendar.service.server.ts";
import { availabilityQuerySchema, publicCalendarMonthSchema } from "./member-calendar.schema.ts";
import type { MembershipService } from "./membership.service.server.ts";
import {
  audioTrackParamsSchema,
  audioTracksResponseSchema,
  audioTitleSchema,
  blackoutDateResponseSchema,
  blackoutDateSchema,
  blackoutDatesResponseSchema,
  calendarEntriesResponseSchema,
  calendarEntryResponseSchema,
  calendarEntrySchema,
  galleryPhotoParamsSchema,
  galleryResponseSchema,
  memberAutocompleteQuerySchema,
  memberAutocompleteResponseSchema,
  memberCategoriesResponseSchema,
  memberCategoriesSchema,
  type MemberDto,
  memberIdParamsSchema,
  memberQuerySchema,
  memberResponseSchema,
  membershipDecisionSchema,
  membershipDtoSchema,
  membershipOrderAnswerSchema,
  membershipOrderFormSchema,
  membershipOrderIdParamsSchema,
  membershipOrdersQuerySchema,
  memberUpdateSchema,
  memberVideoParamsSchema,
  memberVideosResponseSchema,
  operatorOrderAnswerSchema,
  operatorOrderListSchema,
  photoCaptionSchema,
  photoMoveSchema,
  profilePhotoResponseSchema,
  videoLinkSchema,
} from "./members.schema.ts";
import type { MembersService } from "./members.service.server.ts";

const PHOTO_FIELDS = ["originalPhoto", "profilePhoto", "searchResultPhoto"] as const;
type PhotoField = (typeof PHOTO_FIELDS)[number];

const itemParams = memberIdParamsSchema.extend({ itemId: idSchema });

/** Reads the three photo fields of a multipart body: one file each, nothing else. */
async function readPhotoParts(request: FastifyRequest): Promise<UploadedPhotos> {
  const files: Partial<Record<PhotoField, Buffer>> = {};
  for await (const part of request.parts()) {
    if (part.type !== "file") continue;
    const field = part.fieldname as PhotoField;
    if (!PHOTO_FIELDS.includes(field)) {
      part.file.resume();
      throw invalid("VALIDATION_FAILED", `Unknown file field ${part.fieldname}.`);
    }
    if (files[field]) throw invalid("VALIDATION_FAILED", `Send one file in ${field}.`, { [field]: "Send one file." });
    files[field] = await part.toBuffer();
  }
  if (!files.originalPhoto) {
    throw invalid("VALIDATION_FAILED", "Choose a photo to upload.", { originalPhoto: "Choose a photo to upload." });
  }
  return {
    originalPhoto: files.originalPhoto,
    profilePhoto: files.profilePhoto,
    searchResultPhoto: files.searchResultPhoto,
  };
}

/** Reads a multipart body of one file in `photo`, nothing else. */
async function readGalleryPhoto(request: FastifyRequest): Promise<Buffer> {
  let photo: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== "file") continue;
    if (part.fieldname !== "photo") {
      part.file.resume();
      throw invalid("VALIDATION_FAILED", `Unknown file field ${part.fieldname}.`);
    }
    if (photo) throw invalid("VALIDATION_FAILED", "Send one file in photo.", { photo: "Send one file." });
    photo = await part.toBuffer();
  }
  if (!photo) throw invalid("VALIDATION_FAILED", "Choose a photo to upload.", { photo: "Choose a photo to upload." });
  return photo;
}

/** Reads a multipart body of one file in `track` and its `title`, nothing else. */
async function readAudioTrack(request: FastifyRequest): Promise<{ title: string; track: Buffer }> {
  let track: Buffer | undefined;
  let title = "";
  for await (const part of request.parts()) {
    if (part.type !== "file") {
      if (part.fieldname === "title" && typeof part.value === "string") title = part.value;
      continue;
    }
    if (part.fieldname !== "track") {
      part.file.resume();
      throw invalid("VALIDATION_FAILED", `Unknown file field ${part.fieldname}.`);
    }
    if (track) throw invalid("VALIDATION_FAILED", "Send one file in track.", { track: "Send one file." });
    track = await part.toBuffer();
  }
  const parsed = audioTitleSchema.safeParse(title);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? AUDIO_TRACK_MESSAGES.title;
    throw invalid("VALIDATION_FAILED", message, { title: message });
  }
  if (!track) throw invalid("VALIDATION_FAILED", AUDIO_MESSAGES.choose, { track: AUDIO_MESSAGES.choose });
  return { title: parsed.data, track };
}

/**
 * Members: the public lookups, and the member center's calls (SPEC section 7, Members and accounts),
 * which only the vendor themself or an admin may make.
 */
export async function membersApi(
  app: FastifyInstance,
  deps: {
    members: MembersService;
    memberAccount: MemberAccountService;
    memberCalendar: MemberCalendarService;
    membership: MembershipService;
    accounts: AccountsService;
    secureCookies: boolean;
  },
) {
  const { members, memberAccount, memberCalendar, membership, accounts } = deps;
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: PHOTO_FIELDS.length, fields: 10, parts: 13 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/v1/members/autocomplete",
    {
      schema: { querystring: memberAutocompleteQuerySchema, response: { 200: memberAutocompleteResponseSchema } },
      config: { access: "public" },
    },
    async ({ query }) => ({ members: await members.autocomplete(query) }),
  );

  // Public fields for everyone; the vendor themself and admins also get the private ones.
  api.get(
    "/api/v1/members/:id",
    {
      schema: { params: memberIdParamsSchema, querystring: memberQuerySchema, response: { 200: memberResponseSchema } },
      config: { access: "public" },
    },
    async ({ params, query, principal }) => {
      const member = await memberAccount.view(params.id, query.load, principal);
      // The views are built field by field from what `load` asks for; the response schema checks them.
      return { member: member as MemberDto };
    },
  );

  api.put(
    "/api/v1/members/:id",
    {
      schema: {
        params: memberIdParamsSchema,
        querystring: memberQuerySchema,
        body: memberUpdateSchema,
        response: { 200: memberResponseSchema },
      },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      const principal = requireMemberAccess(request, request.params.id);
      const owner = principal.memberId === request.params.id;
      const member = await memberAccount.update(request.params.id, request.body, request.query.load, { owner });
      // The header greets the vendor by their first name: a new one goes into the readable cookies.
      const greeting =
        owner && request.body.contactFirstName ? await accounts.greeting(principal.accountId) : undefined;
      if (greeting) reply.header("set-cookie", readableCookies(greeting, deps.secureCookies));
      return { member: member as MemberDto };
    },
  );

  // The plan changes only through an order: paid, free (to Basic) or decided by an operator (decision 022).
  api.get(
    "/api/v1/members/:id/membership",
    {
      schema: { params: memberIdParamsSchema, response: { 200: membershipDtoSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      const found = await membership.membership(request.params.id);
      if (!found) throw notFound(`No vendor ${request.params.id}.`);
      return found;
    },
  );

  api.post(
    "/api/v1/members/:id/membership-orders",
    {
      schema: {
        params: memberIdParamsSchema,
        body: membershipOrderFormSchema,
        response: { 200: membershipOrderAnswerSchema, 201: membershipOrderAnswerSchema },
      },
      config: { access: "signedIn", refusals: ["conflict", "payment-failed"] },
    },
    async (request, reply) => {
      const principal = requireMemberAccess(request, request.params.id);
      const { created, ...answer } = await membership.order(principal, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send(answer);
    },
  );

  api.get(
    "/api/v1/admin/membership-orders",
    {
      schema: { querystring: membershipOrdersQuerySchema, response: { 200: operatorOrderListSchema } },
      config: { access: "admin" },
    },
    async (request) => ({ orders: await membership.ordersForOperators(request.query.status) }),
  );

  for (const decision of ["approve", "decline"] as const) {
    api.post(
      `/api/v1/admin/membership-orders/:orderId/${decision}`,
      {
        schema: {
          params: membershipOrderIdParamsSchema,
          body: membershipDecisionSchema,
          response: { 200: operatorOrderAnswerSchema },
        },
        config: { access: "admin", refusals: ["conflict"] },
      },
      async (request) => ({
        order: await membership.decide(
          requirePrincipal(request).accountId,
          request.params.orderId,
          decision,
          request.body?.note ?? "",
        ),
      }),
    );
  }

  api.post(
    "/api/v1/members/:id/profile-photos",
    {
      schema: { params: memberIdParamsSchema, response: { 201: profilePhotoResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      // Refused as Fastify refuses any body type it has no parser for: 415, in the error handler's words.
      if (!request.isMultipart()) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      const photos = await readPhotoParts(request);
      const added = await memberAccount.addPhoto(request.params.id, photos);
      return reply
        .status(201)
        .send({ photo: added.mainProfileImage as NonNullable<MemberDto["mainProfileImage"]> | null });
    },
  );

  // The gallery: the vendor's photos in the order the profile shows them, each with its caption.
  api.get(
    "/api/v1/members/:id/gallery-photos",
    {
      schema: { params: memberIdParamsSchema, response: { 200: galleryResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return memberAccount.gallery(request.params.id);
    },
  );

  api.post(
    "/api/v1/members/:id/gallery-photos",
    {
      schema: { params: memberIdParamsSchema, response: { 201: galleryResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      if (!request.isMultipart()) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      await memberAccount.addGalleryPhoto(request.params.id, await readGalleryPhoto(request));
      return reply.status(201).send(await memberAccount.gallery(request.params.id));
    },
  );

  api.put(
    "/api/v1/members/:id/gallery-photos/:photoId/caption",
    {
      schema: { params: galleryPhotoParamsSchema, body: photoCaptionSchema, response: { 200: galleryResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.setPhotoCaption(request.params.id, request.params.photoId, request.body.caption);
      return memberAccount.gallery(request.params.id);
    },
  );

  api.post(
    "/api/v1/members/:id/gallery-photos/:photoId/move",
    {
      schema: { params: galleryPhotoParamsSchema, body: photoMoveSchema, response: { 200: galleryResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.movePhoto(request.params.id, request.params.photoId, request.body.direction);
      return memberAccount.gallery(request.params.id);
    },
  );

  api.delete(
    "/api/v1/members/:id/gallery-photos/:photoId",
    {
      schema: { params: galleryPhotoParamsSchema, response: { 204: noContentResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.deletePhoto(request.params.id, request.params.photoId);
      return reply.status(204).send(null);
    },
  );

  // Videos: clips stored here and links to YouTube or Vimeo, in the order the profile shows them.
  api.get(
    "/api/v1/members/:id/videos",
    {
      schema: { params: memberIdParamsSchema, response: { 200: memberVideosResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return memberAccount.videos(request.params.id);
    },
  );

  api.post(
    "/api/v1/members/:id/videos",
    {
      schema: { params: memberIdParamsSchema, body: videoLinkSchema, response: { 201: memberVideosResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.addVideoLink(request.params.id, request.body);
      return reply.status(201).send(await memberAccount.videos(request.params.id));
    },
  );

  api.post(
    "/api/v1/members/:id/videos/:videoId/move",
    {
      schema: { params: memberVideoParamsSchema, body: photoMoveSchema, response: { 200: memberVideosResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.moveVideo(request.params.id, request.params.videoId, request.body.direction);
      return memberAccount.videos(request.params.id);
    },
  );

  api.delete(
    "/api/v1/members/:id/videos/:videoId",
    {
      schema: { params: memberVideoParamsSchema, response: { 204: noContentResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.deleteVideo(request.params.id, request.params.videoId);
      return reply.status(204).send(null);
    },
  );

  // Audio tracks, in the order the profile plays them (decision 044).
  api.get(
    "/api/v1/members/:id/audio-tracks",
    {
      schema: { params: memberIdParamsSchema, response: { 200: audioTracksResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return memberAccount.audioTracks(request.params.id);
    },
  );

  api.post(
    "/api/v1/members/:id/audio-tracks",
    {
      schema: { params: memberIdParamsSchema, response: { 201: audioTracksResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      if (!request.isMultipart()) throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE();
      const { title, track } = await readAudioTrack(request);
      await memberAccount.addAudioTrack(request.params.id, title, track);
      return reply.status(201).send(await memberAccount.audioTracks(request.params.id));
    },
  );

  api.post(
    "/api/v1/members/:id/audio-tracks/:trackId/move",
    {
      schema: { params: audioTrackParamsSchema, body: photoMoveSchema, response: { 200: audioTracksResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.moveAudioTrack(request.params.id, request.params.trackId, request.body.direction);
      return memberAccount.audioTracks(request.params.id);
    },
  );

  api.delete(
    "/api/v1/members/:id/audio-tracks/:trackId",
    {
      schema: { params: audioTrackParamsSchema, response: { 204: noContentResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.deleteAudioTrack(request.params.id, request.params.trackId);
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/v1/members/:id/categories",
    {
      schema: {
        params: memberIdParamsSchema,
        body: memberCategoriesSchema,
        response: { 200: memberCategoriesResponseSchema },
      },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      const { primaryServiceTypeId, categories } = await memberAccount.setCategories(request.params.id, request.body);
      return { primaryServiceTypeId, categories: categories as NonNullable<MemberDto["providedServiceTypes"]> };
    },
  );

  // The public availability calendar: the same days search and the vendor's own calendar show taken.
  api.get(
    "/api/v1/members/:id/availability",
    {
      schema: {
        params: memberIdParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: publicCalendarMonthSchema },
      },
      config: { access: "public" },
    },
    async ({ params, query }) => {
      const month = await memberCalendar.publicMonth(params.id, query.year, query.month);
      if (!month) throw notFound(`No vendor ${params.id}.`);
      return month;
    },
  );

  api.get(
    "/api/v1/members/:id/blackout-dates",
    {
      schema: { params: memberIdParamsSchema, response: { 200: blackoutDatesResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return { blackoutDates: await memberAccount.blackoutDates(request.params.id) };
    },
  );

  api.post(
    "/api/v1/members/:id/blackout-dates",
    {
      schema: { params: memberIdParamsSchema, body: blackoutDateSchema, response: { 201: blackoutDateResponseSchema } },
      config: { access: "signedIn", refusals: ["conflict"] },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      const blackoutDate = await memberAccount.addBlackoutDate(
        request.params.id,
        request.body.date,
        request.body.reason ?? null,
      );
      return reply.status(201).send({ blackoutDate: blackoutDate as NonNullable<typeof blackoutDate> });
    },
  );

  api.delete(
    "/api/v1/members/:id/blackout-dates/:itemId",
    { schema: { params: itemParams, response: { 204: noContentResponseSchema } }, config: { access: "signedIn" } },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.deleteBlackoutDate(request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/v1/members/:id/calendar-entries",
    {
      schema: { params: memberIdParamsSchema, response: { 200: calendarEntriesResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireMemberAccess(request, request.params.id);
      return { calendarEntries: await memberAccount.calendarEntries(request.params.id) };
    },
  );

  api.post(
    "/api/v1/members/:id/calendar-entries",
    {
      schema: {
        params: memberIdParamsSchema,
        body: calendarEntrySchema,
        response: { 201: calendarEntryResponseSchema },
      },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      const calendarEntry = await memberAccount.addCalendarEntry(request.params.id, request.body);
      return reply.status(201).send({ calendarEntry: calendarEntry as NonNullable<typeof calendarEntry> });
    },
  );

  api.delete(
    "/api/v1/members/:id/calendar-entries/:itemId",
    { schema: { params: itemParams, response: { 204: noContentResponseSchema } }, config: { access: "signedIn" } },
    async (request, reply) => {
      requireMemberAccess(request, request.params.id);
      await memberAccount.deleteCalendarEntry(request.params.id, request.params.itemId);
      return reply.status(204).send(null);
    },
  );
}
