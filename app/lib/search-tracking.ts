import { RESULT_SECTION, type ResultSectionCode } from "#lib/constants.ts";
import { apiRequest } from "./api-client.ts";

/**
 * Tracking never gets in a person's way: failures are dropped, and nothing waits for it. The call is
 * kept alive, so a tile whose link leaves the page is still reported.
 */
function send(path: string, body: unknown): void {
  apiRequest(path, { method: "POST", body, keepalive: true }).catch(() => {});
}

/** The vendors a results section has shown, by position (POST /api/v1/members/tracksearchhit). */
export function reportImpressions(
  searchLookupId: number | undefined,
  resultSection: ResultSectionCode,
  impressions: { memberId: number; position: number }[],
): void {
  if (impressions.length === 0) return;
  send("/api/v1/members/tracksearchhit", { searchLookupId, resultSection, impressions });
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
  send("/api/v1/search-tile-action", { memberId, action, position, searchLookupId, resultSection });
}
