/**
 * `npm run scan:security`: starts a production instance (run `npx react-router build` first) on a
 * fresh seeded database, scans it with sqlmap and wapiti (tests/security/security-scan.ts), prints a
 * summary, and exits 1 when either reports an injection, XSS or open redirect.
 */
import { formatReport, scanLocalInstance } from "./security-scan.ts";

const report = await scanLocalInstance();
console.log(formatReport(report));
process.exitCode = report.findings.length === 0 ? 0 : 1;
