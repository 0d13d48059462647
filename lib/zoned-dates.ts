/**
 * Calendar days and offsets in a named IANA time zone ("Pacific/Honolulu"), whatever the zone of the
 * machine that runs the code: the marketplace's days are the event city's days (decision 026). Built on
 * the platform's Intl, which carries the time-zone database, so nothing is downloaded or bundled.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, ...options });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (yyyy-MM-dd) an instant falls on in `timeZone`. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = cached(dayFormatters, timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(
    instant,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/** The month (1 to 12) an instant falls in, in `timeZone`. */
export function monthInZone(instant: Date, timeZone: string): number {
  return Number(dayInZone(instant, timeZone).slice(5, 7));
}

/** How far `timeZone`'s clocks are ahead of UTC at an instant, in minutes (Honolulu: -600). */
export function utcOffsetMinutes(instant: Date, timeZone: string): number {
  const name = cached(offsetFormatters, timeZone, { timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")?.value;
  // "GMT" alone at UTC itself, "GMT-10:00" or "GMT+05:30" elsewhere.
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return 0;
  const [sign, hours, minutes] = [match[1] === "-" ? -1 : 1, Number(match[2]), Number(match[3])];
  return sign * (hours * 60 + minutes);
}

/** The yyyy-MM-dd day `days` after another (before, when negative), on the calendar alone. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** An offset change of a time zone: the instant it happens, and the offsets before and after (minutes). */
export type OffsetChange = { at: Date; fromMinutes: number; toMinutes: number };

/**
 * The offset changes of `timeZone` between two instants, found by checking each day and narrowing a
 * change down to the minute (zones change offset at most a few times a year, on a whole minute).
 */
export function offsetChanges(timeZone: string, from: Date, to: Date): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let before = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS;
  let offsetBefore = utcOffsetMinutes(new Date(before), timeZone);
  for (let after = before + DAY_MS; before < to.getTime(); after += DAY_MS) {
    const offsetAfter = utcOffsetMinutes(new Date(after), timeZone);
    if (offsetAfter !== offsetBefore) {
      let low = before;
      let high = after;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (utcOffsetMinutes(new Date(middle), timeZone) === offsetBefore) low = middle;
        else high = middle;
      }
      changes.push({ at: new Date(high), fromMinutes: offsetBefore, toMinutes: offsetAfter });
    }
    before = after;
    offsetBefore = offsetAfter;
  }
  return changes;
}
