import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { integerSchema } from "#lib/integers.ts";
import { DAY_STATES } from "./member-calendar.rules.ts";

/**
 * What the calendar's lists show at most: a vendor's upcoming blackout dates and own entries, and one
 * month's entries, soonest first; a public day's notes; the days of a month.
 */
export const CALENDAR_LIMITS = { itemsListed: 500, publicDayNotes: 20, daysInMonth: 31 } as const;

/** GET /api/v1/members/:id/availability: one month of a vendor's public calendar. */
export const availabilityQuerySchema = z.object({
  year: integerSchema(2000, 2100),
  month: integerSchema(1, 12, { message: "month must be 1 to 12." }),
});

/**
 * A day of the public calendar: its state, and what the vendor chose to show of their own notes. A
 * Marquee booking shows as booked and nothing more (the planner stays private), a blackout without
 * its reason.
 */
export const publicCalendarDaySchema = z.object({
  date: boundedText("day"),
  state: z.enum(DAY_STATES),
  notes: z
    .array(z.object({ label: boundedText("name"), title: boundedText("name").nullable() }))
    .max(CALENDAR_LIMITS.publicDayNotes),
});

export const publicCalendarMonthSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  days: z.array(publicCalendarDaySchema).max(CALENDAR_LIMITS.daysInMonth),
});
export type PublicCalendarDay = z.infer<typeof publicCalendarDaySchema>;
export type PublicCalendarMonth = z.infer<typeof publicCalendarMonthSchema>;
