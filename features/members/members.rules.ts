/** A vendor's public profile URL: the service type's profile directory, then the vendor's directory. */
export function profileUrl(profileDirectory: string, memberDirectory: string): string {
  return `/${profileDirectory}/${memberDirectory}`;
}

/** Leading words that performers put before their name ("DJ Shadow", "The Lucky Stars", "MC Nova"). */
const STAGE_PREFIXES = ["dj", "the", "mc", "dr", "mr", "mrs", "ms"];

/**
 * The DJ rule of the member autocomplete: "shadow" finds "DJ Shadow". Returns the name patterns
 * (lower-case, for SQL LIKE) that typed text should match: the text itself, and the text after
 * each stage prefix.
 */
export function memberNamePrefixes(text: string, useTheDjRule: boolean): string[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (!useTheDjRule) return [query];
  return [
    query,
    ...STAGE_PREFIXES.filter((prefix) => !query.startsWith(`${prefix} `)).map((prefix) => `${prefix} ${query}`),
  ];
}
