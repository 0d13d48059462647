import { describe, expect, it } from "vitest";
import { formatScope, type ScopeView, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { leadRequestId, memberAccess } from "./member-access.ts";

function requestWith(path: string, scope?: ScopeView): Request {
  const headers = new Headers();
  if (scope) headers.set("Cookie", `${SESSION_COOKIES.scope}=${encodeURIComponent(formatScope(scope))}`);
  return new Request(`http://localhost${path}`, { headers });
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  throw new Error("nothing was thrown");
}

const vendor: ScopeView = { userType: "Member", accountId: 9, clientId: null, memberId: 5, welcomeName: "DJ" };
const admin: ScopeView = { userType: "Admin", accountId: 1, clientId: null, memberId: null, welcomeName: "Sam" };

describe("memberAccess", () => {
  it("opens a vendor's own leads, linking the member center's pages", () => {
    expect(memberAccess(requestWith("/dashboard/leads/12", vendor), "/dashboard/leads/12")).toEqual({
      memberId: 5,
      accountId: 9,
      viewingAsAdmin: false,
      returnTo: "/dashboard/leads/12",
      dashboardHref: "/dashboard",
      leadsHref: "/dashboard/leads",
      insightsHref: "/dashboard/insights",
      membershipHref: "/dashboard/membership",
      memberQuery: "",
    });
  });

  it("sends a visitor to log in and come back to the lead", () => {
    const response = thrownBy(() => memberAccess(requestWith("/dashboard/leads/12"), "/dashboard/leads/12"));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe("/login?returnTo=%2Fdashboard%2Fleads%2F12");
  });

  it("lets an administrator look at a member's leads, every link keeping the member", () => {
    const access = memberAccess(requestWith("/dashboard/leads?memberId=7", admin), "/dashboard/leads");
    expect(access).toMatchObject({
      memberId: 7,
      viewingAsAdmin: true,
      returnTo: "/dashboard/leads?memberId=7",
      dashboardHref: "/dashboard?memberId=7",
      leadsHref: "/dashboard/leads?memberId=7",
      memberQuery: "?memberId=7",
    });
  });
});

describe("leadRequestId", () => {
  it("reads a lead's id, and answers 404 for anything else", () => {
    expect(leadRequestId("12")).toBe(12);
    for (const bad of ["0", "-1", "abc", "1.5", "99999999999", undefined]) {
      const thrown = thrownBy(() => leadRequestId(bad)) as { init?: { status?: number } };
      expect(thrown.init?.status).toBe(404);
    }
  });
});
