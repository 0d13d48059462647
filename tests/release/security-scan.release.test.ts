import { expect, it } from "vitest";
import { formatReport, scanLocalInstance } from "#tests/security/security-scan.ts";

// sqlmap and wapiti against a fresh production instance: about five minutes on two cores.
it("sqlmap and wapiti find no injection, XSS or open redirect", { timeout: 15 * 60_000 }, async () => {
  const report = await scanLocalInstance();
  console.log(formatReport(report));
  expect(report.sqlmap.length).toBeGreaterThan(0);
  expect(report.findings).toEqual([]);
});
