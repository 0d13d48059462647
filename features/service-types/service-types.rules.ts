/** The most services one quote request asks for. */
export const SERVICE_TYPES_PER_REQUEST = 5;

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

type Related = { id: number; parentId: number | null; personForm: string; pluralForm: string; sortOrder: number };

/** A broad type and the more specific ones under it, as a vendor chooses their categories. */
export type ServiceTypeFamily = { id: number; name: string; types: { id: number; personForm: string }[] };

/**
 * Every type of the catalogue grouped under its broad type (the one without a parent): the broad type
 * first, then its descendants, each in catalogue order; families in the broad types' order.
 */
export function serviceTypeFamilies(types: readonly Related[]): ServiceTypeFamily[] {
  const byId = new Map(types.map((type) => [type.id, type]));
  const rootOf = (type: Related): Related => {
    const seen = new Set<number>();
    let current = type;
    // A broken parent (missing, or a cycle) makes the type its own family rather than losing it.
    while (current.parentId !== null && !seen.has(current.id)) {
      seen.add(current.id);
      const parent = byId.get(current.parentId);
      if (!parent) break;
      current = parent;
    }
    return current;
  };
  const bySortOrder = (a: Related, b: Related) => a.sortOrder - b.sortOrder || a.id - b.id;
  const families = new Map<number, { root: Related; members: Related[] }>();
  for (const type of [...types].sort(bySortOrder)) {
    const root = rootOf(type);
    const family = families.get(root.id) ?? { root, members: [] };
    family.members.push(type);
    families.set(root.id, family);
  }
  return [...families.values()]
    .sort((a, b) => bySortOrder(a.root, b.root))
    .map(({ root, members }) => ({
      id: root.id,
      name: root.pluralForm,
      types: [root, ...members.filter((type) => type.id !== root.id)].map(({ id, personForm }) => ({ id, personForm })),
    }));
}
