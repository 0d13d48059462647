/** How well a name matches typed text: exact, then prefix, then word prefix, then contains. */
export const MATCH_RANK = { EXACT: 0, PREFIX: 1, WORD_PREFIX: 2, CONTAINS: 3 } as const;

type Named = { personForm: string; pluralForm: string; alternateNames: readonly string[]; sortOrder: number };

function rankName(name: string, query: string): number | undefined {
  if (name === query) return MATCH_RANK.EXACT;
  if (name.startsWith(query)) return MATCH_RANK.PREFIX;
  if (name.split(/[\s-]+/).some((word) => word.startsWith(query))) return MATCH_RANK.WORD_PREFIX;
  if (name.includes(query)) return MATCH_RANK.CONTAINS;
  return undefined;
}

/** The best rank of any of a type's names (person form, plural form, alternate names), if any matches. */
export function serviceTypeMatchRank(type: Named, text: string): number | undefined {
  const query = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (!query) return undefined;
  const ranks = [type.personForm, type.pluralForm, ...type.alternateNames]
    .map((name) => rankName(name.toLowerCase(), query))
    .filter((rank): rank is number => rank !== undefined);
  return ranks.length > 0 ? Math.min(...ranks) : undefined;
}

/** SPEC section 7 service type lookup: contains match on every name, sorted by best match. */
export function rankServiceTypes<Type extends Named>(types: readonly Type[], text: string): Type[] {
  return types
    .map((type) => ({ type, rank: serviceTypeMatchRank(type, text) }))
    .filter((entry): entry is { type: Type; rank: number } => entry.rank !== undefined)
    .sort(
      (a, b) =>
        a.rank - b.rank || a.type.personForm.length - b.type.personForm.length || a.type.sortOrder - b.type.sortOrder,
    )
    .map((entry) => entry.type);
}
