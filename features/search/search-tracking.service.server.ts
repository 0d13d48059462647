import { createHash } from "node:crypto";
import { format } from "date-fns";
import { isBotOrProbe } from "#features/analytics/bots.rules.ts";
import type { SearchRepository } from "./search.repo.server.ts";

export type Visitor = { ip: string; userAgent: string | undefined };

/**
 * A visitor is counted once per vendor and day: the key is a hash of address, browser and day,
 * so no address is stored and tomorrow's key cannot be linked to today's.
 */
function visitorKey(visitor: Visitor, day: string): string {
  return createHash("sha256")
    .update(`${day}|${visitor.ip}|${visitor.userAgent ?? ""}`)
    .digest("base64url")
    .slice(0, 22);
}

export function createSearchTrackingService(repository: SearchRepository, now: () => Date = () => new Date()) {
  const dayOf = () => format(now(), "yyyy-MM-dd");

  return {
    /** A profile view; bots and probes are not counted. Returns how many hits were recorded (0 or 1). */
    async profileHit(memberId: number, visitor: Visitor): Promise<number | undefined> {
      if ((await repository.existingMemberIds([memberId])).length === 0) return undefined;
      if (isBotOrProbe(visitor.userAgent)) return 0;
      const day = dayOf();
      return (await repository.recordHit({ memberId, hitType: "Profile", visitorKey: visitorKey(visitor, day), day }))
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

    async tileAction(
      input: { memberId: number; action: string; searchLookupId?: number; position?: number; resultSection?: number },
      visitor: Visitor,
    ): Promise<number | undefined> {
      if ((await repository.existingMemberIds([input.memberId])).length === 0) return undefined;
      if (isBotOrProbe(visitor.userAgent)) return 0;
      const { memberId, action, ...details } = input;
      await repository.recordTileAction({ memberId, action, details, visitorKey: visitorKey(visitor, dayOf()) });
      return 1;
    },
  };
}
export type SearchTrackingService = ReturnType<typeof createSearchTrackingService>;
