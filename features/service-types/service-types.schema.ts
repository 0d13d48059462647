import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";

/**
 * The most the catalogue holds: service types, and the attributes a vendor may tick. The catalogue is
 * ours (seeded, not written through the API), so these bound every list of it an answer carries.
 */
export const CATALOGUE_LIMITS = { serviceTypes: 500, serviceAttributes: 200 } as const;

export const serviceTypeDtoSchema = z.object({
  id: z.number().int(),
  personForm: boundedText("name"),
  pluralForm: boundedText("name"),
  fileName: boundedText("name"),
  profileDirectory: boundedText("name"),
  canonicalProfileDirectory: boundedText("name").nullable(),
  isSingleSearchPage: z.boolean(),
  isService: z.boolean(),
  isVenue: z.boolean(),
  isKids: z.boolean(),
  isVirtual: z.boolean(),
  menuGroup: boundedText("name").nullable(),
});
export type ServiceTypeDto = z.infer<typeof serviceTypeDtoSchema>;

const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** GET /api/v1/servicetypes: a name search (contains, best match first), or the signup categories. */
export const serviceTypesQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  take: integerSchema(1, 200, { default: 10 }),
  getOnlySignupCategories: booleanFlag.optional(),
  includeVenues: booleanFlag.default(true),
});
export type ServiceTypesQuery = z.infer<typeof serviceTypesQuerySchema>;

export const serviceTypeIdParamsSchema = z.object({ id: idSchema });

export const serviceTypesResponseSchema = z.object({
  serviceTypes: z.array(serviceTypeDtoSchema).max(CATALOGUE_LIMITS.serviceTypes),
});

export const serviceAttributeDtoSchema = z.object({
  id: z.number().int(),
  name: boundedText("name"),
  slug: boundedText("name"),
  groupName: boundedText("name"),
});
export const serviceAttributesResponseSchema = z.object({
  serviceAttributes: z.array(serviceAttributeDtoSchema).max(CATALOGUE_LIMITS.serviceAttributes),
});
