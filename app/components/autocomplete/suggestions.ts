/**
 * Reading suggestions the API sends, for every autocomplete (the search form's, the city fields of
 * the account forms). Apart from the search form's rules so that a city field does not load them
 * (decision 019).
 */
import type { LocationDto } from "#features/locations/locations.schema.ts";

/** The array under `key` in a response body, or an empty list when the body has another shape. */
export function listFrom<Item>(body: unknown, key: string): Item[] {
  if (typeof body !== "object" || body === null) return [];
  const list = (body as Record<string, unknown>)[key];
  return Array.isArray(list) ? (list as Item[]) : [];
}

export function locationText(location: LocationDto): string {
  return location.displayName;
}

export function locationKey(location: LocationDto): string {
  return `${location.kind}:${location.fileName}`;
}
