import { z } from "zod";
import { integerSchema } from "#lib/integers.ts";
import { OVERVIEW_PERIODS } from "./overview.rules.ts";

const PERIOD_MESSAGE = "days must be 30, 90 or 365.";
const periodSchema = z.literal(OVERVIEW_PERIODS, { error: PERIOD_MESSAGE });

/** `?days=`: the page's GET form and `GET /api/v1/admin/overview` read the period with it. */
export const overviewQuerySchema = z.object({
  days: integerSchema(Math.min(...OVERVIEW_PERIODS), Math.max(...OVERVIEW_PERIODS), {
    message: PERIOD_MESSAGE,
    default: OVERVIEW_PERIODS[0],
  }).pipe(periodSchema),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const countSchema = z.number().int().min(0);
const centsSchema = z.number().int().min(0);
const figuresSchema = z.object({
  requests: countSchema,
  quotes: countSchema,
  bookings: countSchema,
  bookedValueCents: centsSchema,
  refundsCents: centsSchema,
  /** Of the vendors requests reached, the share who quoted or declined (0 to 1); null when none was reached. */
  responseRate: z.number().min(0).max(1).nullable(),
  /** Minutes from a request reaching a vendor to their first quote, decline or message; null when nobody answered. */
  medianFirstResponseMinutes: z.number().min(0).nullable(),
  newVendors: countSchema,
  newPlanners: countSchema,
});
export type OverviewFigures = z.infer<typeof figuresSchema>;

export const overviewSchema = z.object({
  days: periodSchema,
  /** First and last UTC calendar day of the period, both included; the last is today in UTC. */
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.literal("UTC"),
  /** One entry per day, oldest first; days without activity at zero (rates and medians null). */
  daily: z.array(figuresSchema.extend({ day: z.iso.date() })).max(Math.max(...OVERVIEW_PERIODS)),
  /** The whole period: sums, the share over every recipient and the median over every answer. */
  totals: figuresSchema,
});
export type OverviewDto = z.infer<typeof overviewSchema>;
