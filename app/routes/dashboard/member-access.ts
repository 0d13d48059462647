import { data, redirect } from "react-router";
import { logInPath, parseScope, readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { idSchema } from "#lib/integers.ts";
import { memberCenterLinks, type MemberCenterLinks } from "#app/components/dashboard/dashboard.logic.ts";

/** Whose member center a request may open, and the addresses its pages link to. */
export type MemberAccess = MemberCenterLinks & {
  memberId: number;
  accountId: number;
  /** An administrator looking at another member's dashboard (`?memberId=`). */
  viewingAsAdmin: boolean;
  /** This page's address, to come back to after logging in again. */
  returnTo: string;
};

export type MemberCenterPath =
  "/dashboard" | "/dashboard/membership" | "/dashboard/leads" | `/dashboard/leads/${number}`;

function positiveId(value: string | null | undefined): number | null {
  return idSchema.safeParse(value).data ?? null;
}

/** The request id of a lead's address (`/dashboard/leads/:requestId`); anything else is not a page. */
export function leadRequestId(param: string | undefined): number {
  const requestId = positiveId(param);
  if (requestId === null) throw data(null, { status: 404, statusText: "Not Found" });
  return requestId;
}

/**
 * The member center's guard, from the readable scope cookie: no session goes to log in (and comes
 * back), a client goes home, a member sees their own center, and an administrator may open any
 * member's with `?memberId=`. The API checks ownership again on every call: the cookie only decides
 * which page to draw.
 */
export function memberAccess(request: Request, pagePath: MemberCenterPath): MemberAccess {
  const url = new URL(request.url);
  const scope = parseScope(readCookie(request.headers.get("Cookie"), SESSION_COOKIES.scope));
  if (!scope) throw redirect(logInPath(`${pagePath}${url.search}`));
  if (scope.userType === "Client") throw redirect("/");

  if (scope.userType === "Admin") {
    const memberId = positiveId(url.searchParams.get("memberId")) ?? scope.memberId;
    if (memberId === null) throw redirect("/");
    const viewingAsAdmin = memberId !== scope.memberId;
    const links = memberCenterLinks(viewingAsAdmin ? memberId : null);
    return {
      memberId,
      accountId: scope.accountId,
      viewingAsAdmin,
      returnTo: `${pagePath}${links.memberQuery}`,
      ...links,
    };
  }

  // A member session without a member record has no center to show.
  if (scope.memberId === null) throw redirect("/");
  return {
    memberId: scope.memberId,
    accountId: scope.accountId,
    viewingAsAdmin: false,
    returnTo: pagePath,
    ...memberCenterLinks(null),
  };
}

/** Member center pages are personal: no shared cache may keep them. */
export function memberCenterHeaders() {
  return { "Cache-Control": "private, no-store" };
}
