import { describe, expect, it } from "vitest";
import type { ScopeView } from "#features/accounts/accounts.rules.ts";
import { readFileSync } from "node:fs";
import { FOOTER_PANEL_HEIGHT_PX, HEADER_HEIGHT_PX } from "#lib/constants.ts";
import {
  ADMIN_LINKS,
  CLIENT_LINKS,
  headerAccount,
  type HeaderAuth,
  logoVariantFor,
  MEMBER_LINKS,
  showsMenu,
  VISITOR_LINKS,
} from "./navigation.ts";

function session(overrides: Partial<ScopeView> = {}): ScopeView {
  return { userType: "Client", accountId: 7, clientId: 3, memberId: null, welcomeName: "Dana", ...overrides };
}

function auth(overrides: Partial<HeaderAuth> = {}): HeaderAuth {
  return { session: session(), status: "authenticated", profile: { id: 3 }, ...overrides };
}

describe("headerAccount", () => {
  it("gives a visitor Log In and List Your Service", () => {
    expect(headerAccount({ session: null, status: "anonymous", profile: null })).toEqual({ kind: "visitor" });
    expect(VISITOR_LINKS.listYourService.href).toBe("/signup/vendor");
  });

  it("treats a session whose check failed as a visitor", () => {
    expect(headerAccount(auth({ status: "anonymous", profile: null }))).toEqual({ kind: "visitor" });
  });

  it("gives a client the greeting, Requests, Account and Contact, and the public menus", () => {
    const account = headerAccount(auth());
    expect(account).toEqual({
      kind: "signed-in",
      userType: "Client",
      greeting: "Hi, Dana",
      links: [CLIENT_LINKS.requests, CLIENT_LINKS.account, CLIENT_LINKS.contact],
      publicSectionsOnMobile: true,
    });
    expect(CLIENT_LINKS.requests.href).toBe("/client/events");
    expect(CLIENT_LINKS.account.href).toBe("/client/modify-profile.aspx");
  });

  it("shows a client's menu while the check runs, from the scope cookie alone", () => {
    expect(headerAccount(auth({ status: "checking", profile: null }))).toMatchObject({ greeting: "Hi, Dana" });
  });

  it("gives a member the Dashboard without the public menus on mobile", () => {
    const member = session({ userType: "Member", clientId: null, memberId: 12, welcomeName: "DJ Sparks" });
    for (const status of ["checking", "authenticated"] as const) {
      expect(headerAccount({ session: member, status, profile: status === "checking" ? null : { id: 12 } })).toEqual({
        kind: "signed-in",
        userType: "Member",
        greeting: "Hi, DJ Sparks",
        links: [MEMBER_LINKS.dashboard, CLIENT_LINKS.contact],
        publicSectionsOnMobile: false,
      });
    }
  });

  it("sends a member without a member record to Membership Selection once the check has finished", () => {
    const member = session({ userType: "Member", clientId: null, memberId: 12 });
    for (const profile of [null, undefined, {}]) {
      const account = headerAccount({ session: member, status: "authenticated", profile });
      expect(account.kind === "signed-in" && account.links[0]).toEqual(MEMBER_LINKS.membershipSelection);
    }
    expect(MEMBER_LINKS.membershipSelection.href).toBe("/dashboard/membership");
  });

  it("gives an admin the greeting with the operator console", () => {
    const admin = session({ userType: "Admin", clientId: null, welcomeName: "Sam" });
    expect(headerAccount(auth({ session: admin, profile: { id: 7 } }))).toEqual({
      kind: "signed-in",
      userType: "Admin",
      greeting: "Hi, Sam",
      links: [ADMIN_LINKS.console],
      publicSectionsOnMobile: true,
    });
  });

  it("greets without a name when the welcome name is empty", () => {
    expect(headerAccount(auth({ session: session({ welcomeName: "  " }) }))).toMatchObject({ greeting: "Hi there" });
  });
});

describe("the frame's constants and variants", () => {
  it("shows the June logo through the site's June only (Austin's time, UTC-5 in summer)", () => {
    expect(logoVariantFor(new Date("2026-06-01T04:59:59Z"))).toBe("standard");
    expect(logoVariantFor(new Date("2026-06-01T05:00:00Z"))).toBe("june");
    expect(logoVariantFor(new Date("2027-07-01T04:59:59Z"))).toBe("june");
    expect(logoVariantFor(new Date("2026-07-01T05:00:00Z"))).toBe("standard");
  });

  it("hides the menu on the request form and sign-up steps only", () => {
    expect(showsMenu(["root", "routes/home"])).toBe(true);
    expect(showsMenu(["root", "create-request"])).toBe(false);
    expect(showsMenu(["root", "request-quote"])).toBe(false);
    expect(showsMenu(["root", "routes/account/sign-up-planner"])).toBe(false);
    expect(showsMenu(["root", "routes/account/log-in"])).toBe(true);
  });

  it("keeps the stylesheet's header height and footer panel height equal to SPEC section 9", () => {
    const css = readFileSync(new URL("../../styles/app.css", import.meta.url), "utf8");
    expect(css).toContain(`--header-height: ${HEADER_HEIGHT_PX}px;`);
    expect(css).toContain(`--footer-panel-height: ${FOOTER_PANEL_HEIGHT_PX}px;`);
  });
});
