import { createHash } from "node:crypto";

/** Who is calling, as far as counting needs: never stored as such. */
export type Visitor = { ip: string; userAgent: string | undefined };

/**
 * A visitor is counted once per day: the key is a hash of address, browser and day, so no address is
 * stored and tomorrow's key cannot be linked to today's. Search tracking builds its keys the same
 * way, so one person's search impressions and events of a day share a key.
 */
export function dailyVisitorKey(visitor: Visitor, day: string): string {
  return createHash("sha256")
    .update(`${day}|${visitor.ip}|${visitor.userAgent ?? ""}`)
    .digest("base64url")
    .slice(0, 22);
}
