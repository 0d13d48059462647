import { describe, expect, it } from "vitest";
import { DOMAIN_ERROR_STATUS, type DomainError } from "./domain-errors.ts";
import {
  type AccessPrincipal,
  requireAccountOwner,
  requireAdmin,
  requireClientAccess,
  requireMemberAccess,
  requirePrincipal,
} from "./route-access.ts";

const planner: AccessPrincipal = { accountId: 1, role: "client", clientId: 10, memberId: null };
const vendor: AccessPrincipal = { accountId: 2, role: "member", clientId: null, memberId: 20 };
const admin: AccessPrincipal = { accountId: 3, role: "admin", clientId: null, memberId: null };

/** The status and code the API answers for what `check` throws. */
function refusalOf(check: () => unknown): { status: number; code: string } | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    const { kind, code } = error as DomainError;
    return { status: DOMAIN_ERROR_STATUS[kind], code };
  }
}

describe("route access", () => {
  it("answers 401 UNAUTHENTICATED when nobody is signed in, whatever the route asks", () => {
    for (const check of [
      () => requirePrincipal({}),
      () => requireAdmin({ principal: undefined }),
      () => requireAccountOwner({}, 1),
      () => requireMemberAccess({}, 20),
      () => requireClientAccess({}, 10),
    ]) {
      expect(refusalOf(check)).toEqual({ status: 401, code: "UNAUTHENTICATED" });
    }
  });

  it("lets the vendor or planner themself and administrators in, and answers 403 FORBIDDEN to anyone else", () => {
    expect(requireMemberAccess({ principal: vendor }, 20)).toBe(vendor);
    expect(requireMemberAccess({ principal: admin }, 20)).toBe(admin);
    expect(refusalOf(() => requireMemberAccess({ principal: planner }, 20))).toEqual({
      status: 403,
      code: "FORBIDDEN",
    });
    expect(requireClientAccess({ principal: planner }, 10)).toBe(planner);
    expect(requireClientAccess({ principal: admin }, 10)).toBe(admin);
    expect(refusalOf(() => requireClientAccess({ principal: vendor }, 10))).toEqual({ status: 403, code: "FORBIDDEN" });
  });

  it("keeps an account's own acts to its owner, administrators included", () => {
    expect(requireAccountOwner({ principal: planner }, 1)).toBe(planner);
    expect(refusalOf(() => requireAccountOwner({ principal: admin }, 1))).toEqual({ status: 403, code: "FORBIDDEN" });
    expect(requireAdmin({ principal: admin })).toBe(admin);
    expect(refusalOf(() => requireAdmin({ principal: vendor }))).toEqual({ status: 403, code: "FORBIDDEN" });
  });
});
