import { createRandom } from "#lib/random.ts";
import type { analyticsEvents } from "../schema/analytics.ts";
import type { searchHits, searchImpressions } from "../schema/search.ts";

/** Days of history the demo vendor's insights show on a fresh demo: a year, so every period has a past. */
export const DEMO_ACTIVITY_DAYS = 365;
/** Its own random stream, so the vendors, reviews and events of the main seed do not change with it. */
const DEMO_ACTIVITY_SEED = 8;
const DAY_MS = 86_400_000;

export type DemoActivity = {
  impressions: (typeof searchImpressions.$inferInsert)[];
  profileViews: (typeof searchHits.$inferInsert)[];
  events: (typeof analyticsEvents.$inferInsert)[];
};

/**
 * A year of visitors for the demo vendor, up to the day before `referenceDate`, so its insights page
 * has something to show: search impressions per day with a weekend lift and slow growth, about one
 * in three of those visitors opening the profile from its tile, and some of them playing `video`.
 * Leads and bookings come from the marketplace as people use the demo.
 */
export function demoVendorActivity(
  memberId: number,
  referenceDate: Date,
  video: { id: number; title: string } | undefined,
): DemoActivity {
  const random = createRandom(DEMO_ACTIVITY_SEED);
  const activity: DemoActivity = { impressions: [], profileViews: [], events: [] };
  for (let daysAgo = DEMO_ACTIVITY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const date = new Date(referenceDate.getTime() - daysAgo * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    const weekend = [0, 5, 6].includes(date.getUTCDay());
    const growth = 1 + (DEMO_ACTIVITY_DAYS - daysAgo) / DEMO_ACTIVITY_DAYS;
    const shown = Math.round(random.integer(6, 14) * growth * (weekend ? 1.5 : 1));
    for (let visitor = 0; visitor < shown; visitor += 1) {
      const visitorKey = `demo-${day}-${visitor}`;
      activity.impressions.push({ memberId, position: random.integer(0, 24), resultSection: 1, visitorKey, day });
      if (!random.chance(0.3)) continue;
      activity.profileViews.push({ memberId, hitType: "Profile", visitorKey, day });
      const occurredAt = new Date(`${day}T${String(random.integer(9, 22)).padStart(2, "0")}:15:00Z`);
      const seen = { memberId, viewerRole: "logged out", visitorKey, occurredAt, receivedAt: occurredAt };
      activity.events.push({
        ...seen,
        name: "Vendor Tile Click",
        category: "Vendor Tile",
        label: "primary results > view profile > 1",
        path: "/search/dj-austin-tx",
        properties: { section: "primary results", action: "view-profile", position: 0 },
      });
      if (video && random.chance(0.25)) {
        activity.events.push({
          ...seen,
          name: "Viewed Video",
          category: "Video",
          label: `profile > ${video.title}`,
          path: "/dj/neon-nights-dj-co",
          properties: { placement: "profile", videoId: video.id, videoTitle: video.title },
        });
      }
    }
  }
  return activity;
}
