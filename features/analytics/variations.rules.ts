/**
 * Variation assignment (SPEC section 4): the search string is hashed and assigned cyclically to a
 * control group or one of the variants, the same one every time for the same string. Decision 012.
 */

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const utf8 = new TextEncoder();

/** FNV-1a, 32 bits, over the text's UTF-8 bytes: tiny, fast and the same in every browser and on the server. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** "  DJ-Austin-TX " and "dj-austin-tx" are one search. */
export function normaliseSearchString(searchString: string): string {
  return searchString.trim().toLowerCase();
}

/** The control group first, then the variants. */
export type Variations<Name extends string = string> = readonly [Name, ...Name[]];

/** The variation of a search string: its hash, modulo the number of variations, picks one in order. */
export function assignVariation<Name extends string>(searchString: string, variations: Variations<Name>): Name {
  const index = fnv1a32(normaliseSearchString(searchString)) % variations.length;
  return variations[index] as Name;
}

/** An experiment that splits search pages between its variations. */
export type Experiment<Name extends string = string> = { name: string; variations: Variations<Name> };

/**
 * The one experiment running: vendor tiles on a search page ask for a quote with the usual outlined
 * button ("control") or a filled one ("filled"). Same words, same link, same place; only its
 * weight differs.
 */
export const TILE_QUOTE_BUTTON_EXPERIMENT = {
  name: "tile-quote-button",
  variations: ["control", "filled"],
} as const satisfies Experiment;

export type TileQuoteButtonVariation = (typeof TILE_QUOTE_BUTTON_EXPERIMENT.variations)[number];

/** A search page's place in the experiment, as its page view and events record it. */
export function tileQuoteButtonAssignment(searchString: string): {
  experiment: string;
  variation: TileQuoteButtonVariation;
} {
  return {
    experiment: TILE_QUOTE_BUTTON_EXPERIMENT.name,
    variation: assignVariation(searchString, TILE_QUOTE_BUTTON_EXPERIMENT.variations),
  };
}
