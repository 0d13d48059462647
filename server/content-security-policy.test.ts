import { describe, expect, it } from "vitest";
import { createCspNonce, NON_PAGE_POLICY, pagePolicy } from "./content-security-policy.ts";

const PRODUCTION_PAGE = { nonce: "bm9uY2U=", frameable: false, development: false, formTargets: [] };

/** The policy as a map from directive to its sources, to check one directive at a time. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the Content-Security-Policy", () => {
  it("makes a fresh 128-bit base64 nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createCspNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("gives a production page the whole policy", () => {
    expect(pagePolicy({ ...PRODUCTION_PAGE, formTargets: ["https://marquee.example"] })).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self' 'nonce-bm9uY2U=' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; media-src 'self'; connect-src 'self'; frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com; object-src 'none'; base-uri 'none'; form-action 'self' https://marquee.example; frame-ancestors 'self'"`,
    );
  });

  it("runs only scripts with the nonce in production: no inline script, no eval", () => {
    const scripts = directives(pagePolicy(PRODUCTION_PAGE)).get("script-src");
    expect(scripts).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it("lets anyone frame a widget page and only this site frame the others", () => {
    expect(directives(pagePolicy(PRODUCTION_PAGE)).get("frame-ancestors")).toEqual(["'self'"]);
    expect(directives(pagePolicy({ ...PRODUCTION_PAGE, frameable: true })).has("frame-ancestors")).toBe(false);
  });

  it("keeps plugins and base-tag hijacking out of every page, widget and development ones too", () => {
    for (const page of [PRODUCTION_PAGE, { ...PRODUCTION_PAGE, frameable: true, development: true }]) {
      const policy = directives(pagePolicy(page));
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("default-src")).toEqual(["'self'"]);
    }
  });

  it("lets forms reach the log-out redirect's origin, listing each origin once", () => {
    const policy = pagePolicy({
      ...PRODUCTION_PAGE,
      formTargets: ["https://www.example.com", "https://www.example.com"],
    });
    expect(directives(policy).get("form-action")).toEqual(["'self'", "https://www.example.com"]);
  });

  it("relaxes scripts and connections for the Vite dev server only", () => {
    const policy = directives(pagePolicy({ ...PRODUCTION_PAGE, development: true }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
  });

  it("lets an answer that is not a page run, load and be framed by nothing", () => {
    expect(directives(NON_PAGE_POLICY)).toEqual(
      new Map([
        ["default-src", ["'none'"]],
        ["frame-ancestors", ["'none'"]],
      ]),
    );
  });
});
