import { z } from "zod";

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
    take: z.coerce.number().int().min(1).max(25).default(10),
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
