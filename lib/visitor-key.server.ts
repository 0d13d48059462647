import { createHmac } from "node:crypto";
import { networkOf } from "./network-address.ts";

/** Who is calling, as far as counting needs: never stored as such. */
export type Visitor = { ip: string; userAgent: string | undefined };

/**
 * A visitor is counted once per day per network address: the key is an HMAC, under the installation's
 * address-hash secret, of the day and the address (an IPv6 /64 as one). No address is stored, a copy
 * of the tables gives none back (IPv4 has too few addresses for a plain hash to hide one), and
 * tomorrow's key cannot be linked to today's. The User-Agent is not part of it: the caller writes it,
 * and changing it from one address must not count again (issue 18). The site sets no visitor cookie,
 * and an account is no better a key: one address with several accounts would count several times.
 * Search tracking builds its keys the same way, so one person's impressions, profile views, tile
 * actions and events of a day share a key.
 */
export function dailyVisitorKey(visitor: Visitor, day: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`${day}|${networkOf(visitor.ip)}`)
    .digest("base64url")
    .slice(0, 22);
}
