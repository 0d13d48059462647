import { AUTOCOMPLETE_MIN_CHARACTERS, LOCATION_SUGGESTIONS_TAKE } from "#lib/constants.ts";
import { normalizeForMatch } from "#lib/text-match.ts";
import type { LocationDto, LocationsQuery } from "./locations.schema.ts";

/**
 * The places look-up that typed place text is matched against: cities by name or alternate name, and
 * states and provinces unless only a city will do (a vendor's home), never counties.
 */
export function typedPlaceLookup(startsWith: string, options: { citiesOnly?: boolean } = {}): LocationsQuery {
  return {
    startsWith,
    take: LOCATION_SUGGESTIONS_TAKE,
    includeCities: true,
    includeStatesAndProvinces: !options.citiesOnly,
    includeAlternateCityNames: true,
    includeCounties: false,
  };
}

/**
 * The name searches to try for typed place text: the text itself, then the part before a comma, then
 * the text without its last word ("austin tx" -> "austin"), each at least 2 characters, no repeats.
 */
export function typedPlaceQueries(text: string): string[] {
  const whole = text.trim();
  const beforeComma = whole.split(",")[0]?.trim() ?? "";
  const words = whole.split(/\s+/);
  const withoutLastWord = words.length > 1 ? words.slice(0, -1).join(" ").replace(/,$/, "") : "";
  return [...new Set([whole, beforeComma, withoutLastWord])].filter(
    (query) => query.length >= AUTOCOMPLETE_MIN_CHARACTERS,
  );
}

/**
 * A place the typed text names: its display name ("Austin, TX", "Texas"), its name with the state
 * ("Austin Texas") or just its name ("Austin", the first and so best match). Null when none does.
 */
export function matchTypedPlace(text: string, places: readonly LocationDto[]): LocationDto | null {
  const wanted = normalizeForMatch(text);
  if (wanted === "") return null;
  const names = (place: LocationDto) => [
    place.displayName,
    `${place.name} ${place.stateOrProvince.name}`,
    `${place.name} ${place.stateOrProvince.abbreviation}`,
    place.fileName,
  ];
  return (
    places.find((place) => names(place).some((name) => normalizeForMatch(name) === wanted)) ??
    places.find((place) => normalizeForMatch(place.name) === wanted) ??
    null
  );
}

/**
 * The place typed text names, read one way wherever a place is typed and never picked: the search
 * form (its look-up is the locations API), the search without JavaScript and the vendor sign-up (the
 * locations service). The look-up matches names by their start, so "austin tx" is also looked up as
 * "austin" and then matched with its state.
 */
export async function findTypedPlace(
  text: string,
  lookUp: (startsWith: string) => Promise<readonly LocationDto[]>,
): Promise<LocationDto | null> {
  for (const query of typedPlaceQueries(text)) {
    const match = matchTypedPlace(text, await lookUp(query));
    if (match) return match;
  }
  return null;
}
