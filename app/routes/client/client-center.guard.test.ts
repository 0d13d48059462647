import { describe, expect, it } from "vitest";
import { formatScope, type ScopeView, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { changePasswordSchema, clientUpdateSchema } from "#features/accounts/accounts.schema.ts";
import { PASSWORD_FIELDS, PROFILE_FIELDS } from "#app/components/client-center/client-center.logic.ts";
import { requireClientScope, validatorFor } from "./client-center.guard.ts";

const PATH = "/client/modify-profile.aspx";

function requestWith(scope?: ScopeView): Request {
  const headers = new Headers();
  if (scope) headers.set("Cookie", `other=1; ${SESSION_COOKIES.scope}=${encodeURIComponent(formatScope(scope))}`);
  return new Request(`http://localhost${PATH}`, { headers });
}

function thrownBy(run: () => unknown): Response {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("nothing was thrown");
}

describe("requireClientScope", () => {
  it("gives a client's ids to the page", () => {
    const scope: ScopeView = { userType: "Client", accountId: 9, clientId: 4, memberId: null, welcomeName: "Ana" };
    expect(requireClientScope(requestWith(scope), PATH)).toEqual({ clientId: 4, accountId: 9 });
  });

  it("sends a visitor to log in and come back", () => {
    const response = thrownBy(() => requireClientScope(requestWith(), PATH));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?returnTo=%2Fclient%2Fmodify-profile.aspx");
  });

  it("sends a member to the member center", () => {
    const scope: ScopeView = { userType: "Member", accountId: 9, clientId: null, memberId: 5, welcomeName: "DJ" };
    expect(thrownBy(() => requireClientScope(requestWith(scope), PATH)).headers.get("Location")).toBe("/dashboard");
  });

  it("sends a session without a client home", () => {
    const scope: ScopeView = { userType: "Admin", accountId: 1, clientId: null, memberId: null, welcomeName: "Sam" };
    expect(thrownBy(() => requireClientScope(requestWith(scope), PATH)).headers.get("Location")).toBe("/");
  });
});

describe("validatorFor", () => {
  it("checks the profile form with the server's schema", () => {
    const validate = validatorFor(clientUpdateSchema, PROFILE_FIELDS);
    expect(validate({ firstName: "Ana", lastName: "", email: "ana@example.com", phoneNumber: "" })).toEqual({});
    expect(validate({ firstName: " ", lastName: "", email: "nope", phoneNumber: "12" })).toEqual({
      firstName: "Enter your first name.",
      email: "Enter a valid email address.",
      phoneNumber: "Enter a valid phone number.",
    });
  });

  it("checks the password form with the server's schema", () => {
    const validate = validatorFor(changePasswordSchema, PASSWORD_FIELDS);
    expect(validate({ currentPassword: "", newPassword: "short" })).toEqual({
      currentPassword: "Enter your password.",
      newPassword: "Use at least 8 characters.",
    });
  });
});
