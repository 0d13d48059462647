/**
 * Pure helpers of the vendor profile page (SPEC.md sections 2 and 4): wording, dates, the month grid
 * and the structured data. No I/O, so the server render and the browser agree to the character.
 */
import type { ProfileDto } from "#features/profiles/profiles.schema.ts";
import { payRangeText } from "../vendor-card/vendor-card.logic.ts";

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const WEEKDAYS = [
  { short: "Sun", long: "Sunday" },
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
] as const;

export type YearMonth = { year: number; month: number };

/** "July 2026". */
export function monthLabel({ year, month }: YearMonth): string {
  return `${MONTH_NAMES[month - 1] ?? ""} ${year}`;
}

/** The month before or after, crossing year ends. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** yyyy-MM, as the `month` query parameter of the no-JavaScript calendar links. */
export function monthParam({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** Reads a yyyy-MM parameter within 2000-2100; undefined when absent or invalid. */
export function parseMonthParam(value: string | null): YearMonth | undefined {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (year < 2000 || year > 2100 || month < 1 || month > 12) return undefined;
  return { year, month };
}

/** The month a yyyy-MM-dd day falls in. */
export function monthOfDay(day: string): YearMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** yyyy-MM-dd of a UTC date. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type CalendarDay = { date: string; day: number };

/** The weeks of a month, Sunday first; days outside the month are null. */
export function monthWeeks({ year, month }: YearMonth): (CalendarDay | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) {
    cells.push({ date: `${monthParam({ year, month })}-${String(day).padStart(2, "0")}`, day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** A yyyy-MM-dd date as "Jul 4, 2026"; the text itself when unreadable. */
export function dateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const name = MONTH_NAMES[Number(match[2]) - 1];
  return name ? `${name.slice(0, 3)} ${Number(match[3])}, ${match[1]}` : value;
}

/** "3:05" for a track or clip length. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** "7:30 PM" from "19:30" or "19:30:00"; the text itself when unreadable. */
export function timeText(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** The about text as paragraphs: split on blank lines, empty parts dropped. */
export function paragraphs(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The first sentence of a text (up to 160 characters), for the meta description. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const match = /^.+?[.!?](?=\s|$)/.exec(flat);
  const sentence = match ? match[0] : flat;
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
}

export function pageTitle(profile: ProfileDto): string {
  return `${profile.name} – ${profile.primaryServiceType.personForm} in ${profile.city.displayName} | Marquee`;
}

export function metaDescription(profile: ProfileDto): string {
  if (profile.tagline) return profile.tagline;
  if (profile.about) return firstSentence(profile.about);
  return `${profile.name}, ${profile.primaryServiceType.personForm} in ${profile.city.displayName}. Read reviews and request a quote on Marquee.`;
}

/** schema.org LocalBusiness for the page's JSON-LD. */
export function structuredData(profile: ProfileDto, canonicalUrl: string, publicOrigin: string) {
  const priceRange = payRangeText(profile.payRangeLow, profile.payRangeHigh);
  const image = profile.mainPhotoUrl ? new URL(profile.mainPhotoUrl, publicOrigin).href : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: profile.name,
    url: canonicalUrl,
    ...(image ? { image } : {}),
    ...(profile.tagline ? { description: profile.tagline } : {}),
    address: {
      "@type": "PostalAddress",
      addressLocality: profile.city.name,
      addressRegion: profile.city.stateOrProvince.abbreviation,
    },
    ...(priceRange ? { priceRange } : {}),
    ...(profile.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: profile.rating,
            reviewCount: profile.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/**
 * Whether a `GET /api/v1/client/{clientId}/favorites` answer lists the vendor; undefined when the
 * answer has another shape.
 */
export function isSavedVendor(body: unknown, memberId: number): boolean | undefined {
  const favorites = typeof body === "object" && body !== null ? (body as { favorites?: unknown }).favorites : undefined;
  if (!Array.isArray(favorites)) return undefined;
  return favorites.some(
    (favorite: unknown) =>
      typeof favorite === "object" && favorite !== null && (favorite as { memberId?: unknown }).memberId === memberId,
  );
}
