import { networkOf } from "./network-address.ts";
import type { AccessPrincipal } from "./route-access.ts";

/**
 * A route's limit counted per account when signed in, per address (an IPv6 /64 as one) otherwise:
 * after authentication, so the account is known, and before validation, so refused input counts too
 * and carries the headers.
 */
export const perCaller = {
  hook: "preValidation" as const,
  keyGenerator: (request: { principal?: AccessPrincipal | undefined; ip: string }) =>
    request.principal ? `account:${request.principal.accountId}` : `address:${networkOf(request.ip)}`,
};
