import { describe, expect, it } from "vitest";
import { memberNamePrefixes, profileUrl } from "./members.rules.ts";

describe("member autocomplete name prefixes", () => {
  it("match the typed text as typed, lower-cased", () => {
    expect(memberNamePrefixes("  Neon  Nights ", false)).toEqual(["neon nights"]);
  });
  it("with the DJ rule also match the name after a stage prefix: 'shadow' finds 'DJ Shadow'", () => {
    const prefixes = memberNamePrefixes("shadow", true);
    expect(prefixes).toContain("shadow");
    expect(prefixes).toContain("dj shadow");
    expect(prefixes).toContain("the shadow");
    expect(memberNamePrefixes("dj shadow", true)).not.toContain("dj dj shadow");
  });
});

describe("profile URL", () => {
  it("is the profile directory then the member directory", () => {
    expect(profileUrl("dj", "neon-nights-dj-co")).toBe("/dj/neon-nights-dj-co");
  });
});
