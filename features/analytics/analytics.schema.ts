import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema, integerSchema } from "#lib/integers.ts";
import { MEMBERSHIP_LEVELS } from "#features/members/members.rules.ts";
import { INSIGHTS_PERIODS } from "./insights.rules.ts";

/** The ten events of SPEC section 7 that carry a label and a category built from their properties. */
export const TRACKED_EVENT_NAMES = [
  "Carousel Interaction",
  "Viewed Video",
  "Nav Click",
  "Menu Interaction",
  "Sent A Message",
  "Click to Marketplace",
  "Click to Inspiration",
  "Planner Onboarding Flow Interaction",
  "Search Interaction",
  "Vendor Tile Click",
] as const;
export type TrackedEventName = (typeof TRACKED_EVENT_NAMES)[number];

/** Everything the browser collects first-party: page views, web vitals and the ten events. */
export const COLLECTED_EVENT_NAMES = ["Page View", "Web Vitals", ...TRACKED_EVENT_NAMES] as const;
export type CollectedEventName = (typeof COLLECTED_EVENT_NAMES)[number];

const propertyValueSchema = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

/** One event as the browser posts it; nothing personal (no email, phone or name) belongs here. */
export const collectedEventSchema = z.object({
  name: z.enum(COLLECTED_EVENT_NAMES),
  category: z.string().trim().max(100),
  label: z.string().trim().max(300),
  path: z.string().startsWith("/").max(2000),
  /** The vendor the event is about (a profile, a tile, a video), when there is one. */
  memberId: idSchema.optional(),
  properties: z
    .record(z.string().min(1).max(64), propertyValueSchema)
    .refine((properties) => Object.keys(properties).length <= 30, "At most 30 properties."),
  occurredAt: z.iso.datetime({ offset: true }).max(35),
});
export type CollectedEvent = z.infer<typeof collectedEventSchema>;

/** POST /api/v1/analytics/events: a batch the browser sends with keepalive or sendBeacon. */
export const collectEventsSchema = z.object({ events: z.array(collectedEventSchema).min(1).max(50) });
export type CollectEventsInput = z.infer<typeof collectEventsSchema>;

export const collectEventsResultSchema = z.object({ accepted: z.number().int().min(0) });

/* ---------- Vendor insights: GET /api/v1/members/{id}/insights ---------- */

const isoDaySchema = z.iso.date();
const countSchema = z.number().int().min(0);

const PERIOD_MESSAGE = "days must be 30, 90 or 365.";
const periodSchema = z.literal(INSIGHTS_PERIODS, { error: PERIOD_MESSAGE });

export const insightsQuerySchema = z.object({
  days: integerSchema(Math.min(...INSIGHTS_PERIODS), Math.max(...INSIGHTS_PERIODS), {
    message: PERIOD_MESSAGE,
    default: INSIGHTS_PERIODS[0],
  }).pipe(periodSchema),
});

const metricCountsSchema = z.object({
  searchImpressions: countSchema,
  profileViews: countSchema,
  leads: countSchema,
  bookings: countSchema,
});
export type MetricCounts = z.infer<typeof metricCountsSchema>;

export const insightsSchema = z.object({
  memberId: z.number().int().positive(),
  vendor: z.object({
    name: boundedText("name"),
    membershipLevel: z.enum(MEMBERSHIP_LEVELS),
    profileUrl: boundedText("url"),
  }),
  days: periodSchema,
  /** First and last UTC calendar day of the period, both included; the last is today. */
  from: isoDaySchema,
  to: isoDaySchema,
  /** One entry per day of the period, oldest first, days without activity at zero. */
  daily: z.array(metricCountsSchema.extend({ day: isoDaySchema })).max(Math.max(...INSIGHTS_PERIODS)),
  totals: metricCountsSchema,
  /** The same number of days just before `from`. */
  previousTotals: metricCountsSchema,
  /** First-party events about the vendor, each counted once per visitor and day. */
  engagement: z
    .array(z.object({ name: z.enum(COLLECTED_EVENT_NAMES), count: countSchema, previousCount: countSchema }))
    .max(COLLECTED_EVENT_NAMES.length),
});
export type InsightsDto = z.infer<typeof insightsSchema>;
