import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type CachedPage, gzipSegments, gzipWithNonce } from "../page-cache.server.ts";
import { acceptsGzip } from "./page-cache.ts";

describe("a copy compressed around its nonce", () => {
  const copyOf = (body: string, nonce: string): CachedPage & { gzipSegments: string[] } => ({
    storedAt: 0,
    status: 200,
    headers: {},
    body,
    nonce,
    profileViewOf: null,
    gzipSegments: gzipSegments(body, nonce),
  });

  it("inflates to the page with the answer's nonce wherever the copy had its own", () => {
    const old = "OLDnonceOLDnonceOLDnonce";
    const fresh = "NEW+nonce/NEW+nonce/NEW=";
    const body = `<script nonce="${old}">a</script>é ünïcödé 🎉<script nonce="${old}">b</script>${"x".repeat(70_000)}`;
    expect(gunzipSync(gzipWithNonce(copyOf(body, old), fresh)).toString()).toBe(body.replaceAll(old, fresh));
  });

  it("holds pages that start or end with the nonce, or have none", () => {
    for (const body of ["N0nce", "N0nceN0nce", "", "no scripts at all", "N0nce in the middle N0nce"])
      expect(gunzipSync(gzipWithNonce(copyOf(body, "N0nce"), "fresh")).toString()).toBe(
        body.replaceAll("N0nce", "fresh"),
      );
  });
});

describe("whether a browser takes gzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["*", true],
    ["br", false],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["identity", false],
    ["", false],
    [undefined, false],
  ] as const)("%s: %s", (header, takes) => {
    expect(acceptsGzip(header)).toBe(takes);
  });
});
