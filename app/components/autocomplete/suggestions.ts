/**
 * How suggestions the API sends read, for every autocomplete (the search form's, the city fields of
 * the account forms). Apart from the search form's rules so that a city field does not load them
 * (decision 019).
 */
import type { LocationDto } from "#features/locations/locations.schema.ts";

export function locationText(location: LocationDto): string {
  return location.displayName;
}

export function locationKey(location: LocationDto): string {
  return `${location.kind}:${location.fileName}`;
}
