import type { MemberAutocompleteQuery, MemberSuggestionDto } from "./members.schema.ts";
import type { MembersRepository } from "./members.repo.server.ts";
import { type CacheFactory, inProcessCaches } from "#lib/shared-cache.server.ts";
import { memberNamePrefixes, profileUrl } from "./members.rules.ts";

/** People type the same few letters: suggestions are kept for a minute. */
const SUGGESTIONS_TTL_MS = 60_000;

export function createMembersService(repository: MembersRepository, caches: CacheFactory = inProcessCaches()) {
  const suggestions = caches.create<MemberSuggestionDto[]>("member-suggestions", {
    ttlMs: SUGGESTIONS_TTL_MS,
    maxEntries: 10_000,
  });
  return {
    async profileUrlOf(memberId: number): Promise<string | undefined> {
      const row = await repository.findProfilePath(memberId);
      return row && profileUrl(row.profileDirectory, row.directory);
    },
    /**
     * Members by name for the search form. With `alsoMatchCityState`, text after a comma narrows
     * by place ("neon, austin"); with the DJ rule, stage prefixes are optional ("shadow" finds "DJ Shadow").
     */
    /** Names and places in suggestions may have changed. */
    forgetSuggestions(): void {
      suggestions.clear();
    },
    autocomplete(query: MemberAutocompleteQuery): Promise<MemberSuggestionDto[]> {
      return suggestions.get(JSON.stringify(query), () => findSuggestions(query));
    },
  };

  async function findSuggestions(query: MemberAutocompleteQuery): Promise<MemberSuggestionDto[]> {
    const [namePart = "", placePart] = query.alsoMatchCityState
      ? query.text.split(",", 2).map((part) => part.trim())
      : [query.text];
    if (namePart.length < 2) return [];
    const rows = await repository.autocomplete(
      memberNamePrefixes(namePart, query.useTheDjRule),
      placePart || undefined,
      query.take,
    );
    return rows.map(({ profileDirectory, ...row }) => ({
      ...row,
      profileUrl: profileUrl(profileDirectory, row.directory),
    }));
  }
}
export type MembersService = ReturnType<typeof createMembersService>;
