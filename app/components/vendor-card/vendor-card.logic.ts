/**
 * How a vendor's search result tile words things: prices, reviews, distance, initials. Pure, so the
 * server render and the browser agree to the character.
 */
import type { SearchResultItem } from "#features/search/search.schema.ts";
import { calendarDate, formatDate } from "#lib/dates.ts";

/** What a vendor's tile shows of a search result: the page's hydration data carries nothing more. */
const TILE_FIELDS = [
  "memberId",
  "name",
  "profileUrl",
  "tagline",
  "cityDisplayName",
  "distanceMiles",
  "primaryServicePersonForm",
  "mainPhotoUrl",
  "thumbnailUrl",
  "membershipLevel",
  "isSpotlight",
  "rating",
  "ratingString",
  "reviewCount",
  "bookingCount",
  "payRangeLow",
  "payRangeHigh",
  "numberOfOffers",
  "numberOfAudioTracks",
  "acceptsOnlineDeposits",
  "firstVideo",
  "requestFormID",
  "startDate",
] as const satisfies readonly (keyof SearchResultItem)[];

export type VendorTile = Pick<SearchResultItem, (typeof TILE_FIELDS)[number]>;

/** A search result cut to its tile: the crops, file names and levels only the API's callers use are left out. */
export function toVendorTile(item: VendorTile): VendorTile {
  return Object.fromEntries(TILE_FIELDS.map((field) => [field, item[field]])) as VendorTile;
}

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** "$400 – $1,200", "From $400", "Up to $1,200", or null when the vendor gives no prices. */
export function payRangeText(low: number | null, high: number | null): string | null {
  const from = low !== null && low > 0 ? low : null;
  const to = high !== null && high > 0 ? high : null;
  if (from !== null && to !== null)
    return from >= to ? formatDollars(from) : `${formatDollars(from)} – ${formatDollars(to)}`;
  if (from !== null) return `From ${formatDollars(from)}`;
  if (to !== null) return `Up to ${formatDollars(to)}`;
  return null;
}

/** "1 review", "12 reviews". */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** "3.2 mi away" for a vendor with a known distance; nothing for vendors at the place itself. */
export function distanceText(miles: number | null): string | null {
  if (miles === null || miles < 1) return null;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString("en-US")} mi away`;
}

/** Up to two letters for the fallback thumbnail: "DJ Nova" -> "DN", "Ace" -> "A". */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word.length > 0);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** A vendor's next booked event date (yyyy-MM-dd) as "Mar 4, 2026"; null when absent or unreadable. */
export function nextEventText(startDate: string | null): string | null {
  const date = startDate ? calendarDate(startDate.slice(0, 10)) : undefined;
  return date ? formatDate(date, "shortDate") : null;
}

/** yyyy-MM-dd as the search form shows dates, MM/dd/yyyy (SPEC.md section 2); null when unreadable. */
export function displayDate(queryDate: string): string | null {
  const date = calendarDate(queryDate);
  return date ? formatDate(date, "numericDate") : null;
}

/** The share of five stars to fill, as a percentage rounded to a tenth of a star. */
export function ratingFill(rating: number): number {
  const clamped = Math.min(5, Math.max(0, rating));
  return Math.round(clamped * 10) * 2;
}
