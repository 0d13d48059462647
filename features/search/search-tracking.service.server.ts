import { isBotOrProbe } from "#features/analytics/bots.rules.ts";
import { dailyVisitorKey, type Visitor } from "#lib/visitor-key.server.ts";
import { notFound } from "#lib/domain-errors.ts";
import type { SearchRepository } from "./search.repo.server.ts";

export function createSearchTrackingService(
  repository: SearchRepository,
  options: { visitorKeySecret: string; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  // UTC days, as vendor insights count them.
  const dayOf = () => now().toISOString().slice(0, 10);
  const visitorKey = (visitor: Visitor, day: string) => dailyVisitorKey(visitor, day, options.visitorKeySecret);

  async function requireVendor(memberId: number) {
    if ((await repository.existingMemberIds([memberId])).length === 0) throw notFound(`No vendor ${memberId}.`);
  }

  return {
    /**
     * A profile view, counted once per address and day (dailyVisitorKey); bots and probes are not
     * counted. Returns how many hits were recorded (0 or 1).
     */
    async profileHit(memberId: number, visitor: Visitor): Promise<number> {
      if (isBotOrProbe(visitor.userAgent)) return 0;
      await requireVendor(memberId);
      const day = dayOf();
      return (await repository.recordHit({
        memberId,
        hitType: "Profile",
        visitorKey: visitorKey(visitor, day),
        day,
      }))
        ? 1
        : 0;
    },

    /** Result impressions of one page; unknown vendors are ignored, repeats the same day too. */
    async impressions(
      input: { searchLookupId?: number; resultSection: number; impressions: { memberId: number; position: number }[] },
      visitor: Visitor,
    ): Promise<number> {
      if (isBotOrProbe(visitor.userAgent)) return 0;
      const day = dayOf();
      const key = visitorKey(visitor, day);
      const known = new Set(
        await repository.existingMemberIds([...new Set(input.impressions.map((entry) => entry.memberId))]),
      );
      return repository.recordImpressions(
        input.impressions
          .filter((entry) => known.has(entry.memberId))
          .map((entry) => ({
            memberId: entry.memberId,
            searchLookupId: input.searchLookupId ?? null,
            position: entry.position,
            resultSection: input.resultSection,
            visitorKey: key,
            day,
          })),
      );
    },

    /** A click on a result tile; bots and probes are not counted. Returns how many were recorded (0 or 1). */
    async tileAction(
      input: { memberId: number; action: string; searchLookupId?: number; position?: number; resultSection?: number },
      visitor: Visitor,
    ): Promise<number> {
      await requireVendor(input.memberId);
      if (isBotOrProbe(visitor.userAgent)) return 0;
      const { memberId, action, ...details } = input;
      await repository.recordTileAction({ memberId, action, details, visitorKey: visitorKey(visitor, dayOf()) });
      return 1;
    },
  };
}
export type SearchTrackingService = ReturnType<typeof createSearchTrackingService>;
