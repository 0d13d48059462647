import { z } from "zod";
import { integerSchema } from "#lib/integers.ts";
import { MEMBERSHIP_LEVELS } from "#features/accounts/accounts.rules.ts";
import { blackoutDateDtoSchema, calendarEntryDtoSchema } from "#features/accounts/accounts.schema.ts";
import { locationDtoSchema } from "#features/locations/locations.schema.ts";
import { photoDtoSchema } from "#features/profiles/profiles.schema.ts";
import { serviceTypeDtoSchema } from "#features/service-types/service-types.schema.ts";

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/**
 * GET /api/v1/members/autocomplete: members by name. Both spellings of the parameter are accepted
 * (`startswith` with `alsomatchcitystate`, and `startsWith` with `useTheDjRule`).
 */
export const memberAutocompleteQuerySchema = z
  .object({
    startswith: z.string().trim().max(100).optional(),
    startsWith: z.string().trim().max(100).optional(),
    alsomatchcitystate: booleanFlag.default(false),
    useTheDjRule: booleanFlag.default(false),
    take: integerSchema(1, 25, { default: 10 }),
  })
  .transform((query, context) => {
    const text = query.startsWith ?? query.startswith ?? "";
    if (text.length < 2) {
      context.addIssue({ code: "custom", path: ["startsWith"], message: "startsWith needs at least 2 characters." });
      return z.NEVER;
    }
    return { text, alsoMatchCityState: query.alsomatchcitystate, useTheDjRule: query.useTheDjRule, take: query.take };
  });
export type MemberAutocompleteQuery = z.output<typeof memberAutocompleteQuerySchema>;

export const memberSuggestionDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  directory: z.string(),
  profileUrl: z.string(),
  personForm: z.string(),
  serviceTypeFileName: z.string(),
  cityDisplayName: z.string(),
});
export type MemberSuggestionDto = z.infer<typeof memberSuggestionDtoSchema>;
export const memberAutocompleteResponseSchema = z.object({ members: z.array(memberSuggestionDtoSchema) });

/**
 * GET and PUT /api/v1/members/{id}: public fields for everyone, the `load`ed parts when asked for, and
 * the private fields for the vendor themself and admins.
 */
export const memberDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  directory: z.string(),
  profileUrl: z.string().nullable(),
  contactFirstName: z.string(),
  membershipLevel: z.enum(MEMBERSHIP_LEVELS),
  tagline: z.string().nullable(),
  ratingAverage: z.number(),
  reviewCount: z.number().int(),
  city: locationDtoSchema.nullable().optional(),
  primaryServiceType: serviceTypeDtoSchema.nullable().optional(),
  providedServiceTypes: z.array(serviceTypeDtoSchema).optional(),
  mainProfileImage: photoDtoSchema.nullable().optional(),
  contactLastName: z.string().nullable().optional(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  about: z.string().nullable().optional(),
  travelDistanceMiles: z.number().int().optional(),
  payRangeLowCents: z.number().int().nullable().optional(),
  payRangeHighCents: z.number().int().nullable().optional(),
  acceptsOnlineDeposits: z.boolean().optional(),
  includeInVirtualEvents: z.boolean().optional(),
  primaryServiceTypeId: z.number().int().optional(),
  photoCount: z.number().int().optional(),
});
export const memberResponseSchema = z.object({ member: memberDtoSchema });
export const memberCategoriesResponseSchema = z.object({
  primaryServiceTypeId: z.number().int(),
  categories: z.array(serviceTypeDtoSchema),
});
export const profilePhotoResponseSchema = z.object({ photo: photoDtoSchema.nullable() });
export const blackoutDatesResponseSchema = z.object({ blackoutDates: z.array(blackoutDateDtoSchema) });
export const blackoutDateResponseSchema = z.object({ blackoutDate: blackoutDateDtoSchema });
export const calendarEntriesResponseSchema = z.object({ calendarEntries: z.array(calendarEntryDtoSchema) });
export const calendarEntryResponseSchema = z.object({ calendarEntry: calendarEntryDtoSchema });
export type MemberDto = z.input<typeof memberDtoSchema>;
