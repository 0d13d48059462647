/**
 * Who may call a route, checked the same way by every route module and by the auth plugin
 * (decision 023). A refusal is a DomainError like any other, so each edge maps it once: 401
 * UNAUTHENTICATED and 403 FORBIDDEN in the API. Nothing here knows the HTTP layer: a request is
 * anything that carries the caller the auth plugin found.
 */
import { DomainError, forbidden } from "./domain-errors.ts";

/** What access is decided on: the account's role and the planner or vendor record it speaks for. */
export type AccessPrincipal = {
  accountId: number;
  role: "client" | "member" | "admin";
  clientId: number | null;
  memberId: number | null;
};

type WithPrincipal<P extends AccessPrincipal> = { principal?: P | undefined };

const notYours = () => forbidden("You may not see or change this.");

/** The signed-in caller, or a 401. */
export function requirePrincipal<P extends AccessPrincipal>(request: WithPrincipal<P>): P {
  if (!request.principal) throw new DomainError("unauthenticated", "UNAUTHENTICATED", "Log in to do this.");
  return request.principal;
}

/** An administrator. */
export function requireAdmin<P extends AccessPrincipal>(request: WithPrincipal<P>): P {
  const principal = requirePrincipal(request);
  if (principal.role !== "admin") throw notYours();
  return principal;
}

/** The account's owner only: not even an administrator acts as them. */
export function requireAccountOwner<P extends AccessPrincipal>(request: WithPrincipal<P>, accountId: number): P {
  const principal = requirePrincipal(request);
  if (principal.accountId !== accountId) throw notYours();
  return principal;
}

/** The vendor themself or an admin. */
export function requireMemberAccess<P extends AccessPrincipal>(request: WithPrincipal<P>, memberId: number): P {
  const principal = requirePrincipal(request);
  if (principal.role !== "admin" && principal.memberId !== memberId) throw notYours();
  return principal;
}

/** The planner themself or an admin. */
export function requireClientAccess<P extends AccessPrincipal>(request: WithPrincipal<P>, clientId: number): P {
  const principal = requirePrincipal(request);
  if (principal.role !== "admin" && principal.clientId !== clientId) throw notYours();
  return principal;
}
