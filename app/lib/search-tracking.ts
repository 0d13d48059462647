import { RESULT_SECTION, type ResultSectionCode } from "#lib/constants.ts";
import { api } from "./api-client.ts";

/**
 * Tracking never gets in a person's way: failures are dropped, and nothing waits for it. The calls are
 * kept alive, so a tile whose link leaves the page is still reported.
 */
function ignoreFailure(): void {}

/** The vendors a results section has shown, by position (POST /api/v1/members/tracksearchhit). */
export function reportImpressions(
  searchLookupId: number | undefined,
  resultSection: ResultSectionCode,
  impressions: { memberId: number; position: number }[],
): void {
  if (impressions.length === 0) return;
  api
    .post("/api/v1/members/tracksearchhit", {
      body: { searchLookupId, resultSection, impressions },
      keepalive: true,
    })
    .catch(ignoreFailure);
}

export type TileAction = "view-profile" | "request-quote" | "play-video";

/** What the link a person followed in a result tile does, from where it points. */
export function tileActionFor(href: string): TileAction {
  return href.startsWith("/requestquote") ? "request-quote" : "view-profile";
}

/** A result tile was used (POST /api/v1/search-tile-action). */
export function reportTileAction(
  action: TileAction,
  memberId: number,
  position: number,
  searchLookupId: number | undefined,
  resultSection: ResultSectionCode = RESULT_SECTION.PRIMARY_RESULTS,
): void {
  api
    .post("/api/v1/search-tile-action", {
      body: { memberId, action, position, searchLookupId, resultSection },
      keepalive: true,
    })
    .catch(ignoreFailure);
}
