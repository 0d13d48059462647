import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, consentCookie, parseConsent } from "./consent.ts";

describe("the consent cookie", () => {
  it("holds granted or denied; anything else is no choice yet", () => {
    expect(parseConsent(`mq_scope=x; ${CONSENT_COOKIE}=granted`)).toBe("granted");
    expect(parseConsent(`${CONSENT_COOKIE}=denied; other=1`)).toBe("denied");
    expect(parseConsent(`${CONSENT_COOKIE}=yes`)).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it("is first-party, site-wide, kept for 180 days, and Secure over HTTPS", () => {
    expect(consentCookie("granted", false)).toBe(`${CONSENT_COOKIE}=granted; Max-Age=15552000; Path=/; SameSite=Lax`);
    expect(consentCookie("denied", true)).toBe(
      `${CONSENT_COOKIE}=denied; Max-Age=15552000; Path=/; SameSite=Lax; Secure`,
    );
  });
});
