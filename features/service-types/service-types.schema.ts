import { z } from "zod";
import { idSchema, integerSchema } from "#lib/integers.ts";

export const serviceTypeDtoSchema = z.object({
  id: z.number().int(),
  personForm: z.string(),
  pluralForm: z.string(),
  fileName: z.string(),
  profileDirectory: z.string(),
  canonicalProfileDirectory: z.string().nullable(),
  isSingleSearchPage: z.boolean(),
  isService: z.boolean(),
  isVenue: z.boolean(),
  isKids: z.boolean(),
  isVirtual: z.boolean(),
  menuGroup: z.string().nullable(),
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

export const serviceTypesResponseSchema = z.object({ serviceTypes: z.array(serviceTypeDtoSchema) });

export const serviceAttributeDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  groupName: z.string(),
});
export const serviceAttributesResponseSchema = z.object({ serviceAttributes: z.array(serviceAttributeDtoSchema) });
