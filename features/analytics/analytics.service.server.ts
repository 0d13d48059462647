import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { profileUrl } from "#features/members/members.rules.ts";
import type { AnalyticsRepository } from "./analytics.repo.server.ts";
import type { CollectEventsInput, InsightsDto } from "./analytics.schema.ts";
import type { InsightsPeriod } from "./insights.rules.ts";
import { isBotOrProbe } from "./bots.rules.ts";
import {
  dailySeries,
  insightsWindow,
  totalsBetween,
  trustedOccurredAt,
  utcDay,
  viewerRoleOf,
} from "./insights.rules.ts";
import { dailyVisitorKey, type Visitor } from "#lib/visitor-key.server.ts";

/**
 * First-party analytics (decision 011): the browser's events stored without anything personal, and
 * the vendor's insights built from them and from search tracking, leads and bookings.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  /** The key of the daily visitor hashes (the address-hash secret): addresses are never stored. */
  visitorKeySecret: string;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * Stores a batch of events and answers how many were stored: none from bots, probes and
     * administrators. The viewer's role comes from the session; a vendor the site does not know
     * leaves the event unattached rather than lost.
     */
    async collect(input: CollectEventsInput, visitor: Visitor, principal: Principal | undefined): Promise<number> {
      if (isBotOrProbe(visitor.userAgent)) return 0;
      const viewerRole = viewerRoleOf(principal?.role);
      if (viewerRole === null) return 0;
      const receivedAt = now();
      const visitorKey = dailyVisitorKey(visitor, utcDay(receivedAt), deps.visitorKeySecret);
      const named = [
        ...new Set(input.events.flatMap((event) => (event.memberId === undefined ? [] : [event.memberId]))),
      ];
      const known = new Set(await repository.existingMemberIds(named));
      return repository.recordEvents(
        input.events.map((event) => ({
          name: event.name,
          category: event.category,
          label: event.label,
          path: event.path,
          memberId: event.memberId !== undefined && known.has(event.memberId) ? event.memberId : null,
          properties: event.properties,
          viewerRole,
          visitorKey,
          occurredAt: trustedOccurredAt(event.occurredAt, receivedAt),
          receivedAt,
        })),
      );
    },

    /** A vendor's figures for the last `days` UTC days and the days before; undefined for no such vendor. */
    async insights(memberId: number, days: InsightsPeriod): Promise<InsightsDto | undefined> {
      const vendor = await repository.vendor(memberId);
      if (!vendor) return undefined;
      const window = insightsWindow(utcDay(now()), days);
      const [counts, engagement] = await Promise.all([
        repository.dailyCounts(memberId, window.previousFrom, window.to),
        repository.engagement(memberId, window),
      ]);
      return {
        memberId,
        vendor: {
          name: vendor.name,
          membershipLevel: vendor.membershipLevel,
          profileUrl: profileUrl(vendor.profileDirectory, vendor.directory),
        },
        days,
        from: window.from,
        to: window.to,
        daily: dailySeries(window, counts),
        totals: totalsBetween(counts, window.from, window.to),
        previousTotals: totalsBetween(counts, window.previousFrom, window.previousTo),
        engagement: engagement.toSorted(
          (a, b) => b.count - a.count || b.previousCount - a.previousCount || a.name.localeCompare(b.name),
        ),
      };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
