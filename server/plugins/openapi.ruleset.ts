import Parsers from "@stoplight/spectral-parsers";
import spectralCore, { type ISpectralDiagnostic } from "@stoplight/spectral-core";
import owasp from "@stoplight/spectral-owasp-ruleset";
import { oas } from "@stoplight/spectral-rulesets";

/**
 * The rules the API document is held to: Spectral's OpenAPI rules and the OWASP API Security Top 10
 * ruleset (2.0.1), recommended severities, and the exceptions below, each for named operations (or the
 * whole document where the rule cannot fit it) with the reason. `openapi-lint.api.test.ts` runs it on
 * every test run and fails on any error outside these exceptions, and on an exception that no longer
 * matches anything.
 */
export const OPENAPI_RULESET = {
  extends: [
    [oas, "recommended"],
    [owasp, "recommended"],
  ],
} as const;

type DocumentedOperation = { responses?: Record<string, unknown> };

export type RuleException = {
  rule: string;
  /** "METHOD /path" as the document spells it, or a test of the operation; none means everywhere. */
  operations?: readonly string[] | ((operation: DocumentedOperation) => boolean);
  reason: string;
};

/** Anyone may call these writes: a visitor with no account yet, a browser's own tracking. */
const PUBLIC_WRITES = [
  "POST /api/v1/token",
  "POST /api/v1/token/revoke",
  "POST /api/v1/requests",
  "POST /api/v1/contact-messages",
  "POST /api/v1/search-tile-action",
  "POST /api/v1/members/tracksearchhit",
  "POST /api/v1/members/{id}/tracksearchhit",
  "POST /api/v1/analytics/events",
] as const;

export const RULE_EXCEPTIONS: readonly RuleException[] = [
  {
    rule: "owasp:api1:2023-no-numeric-ids",
    reason:
      "Ids are the database's sequential integers, and knowing one grants nothing: every route declares who may " +
      "call it and every handler checks that the record is the caller's (lib/route-access.ts, decision 023), " +
      "answering 403 otherwise. Vendors' ids are public by design (profiles, search results). What must not be guessed is " +
      "random: calendar feed secrets, tokens, reset and confirmation links.",
  },
  {
    rule: "owasp:api4:2023-rate-limit",
    operations: (operation) => !("429" in (operation.responses ?? {})),
    reason:
      "Only operations with a limit (per network, or per account for a signed-in caller's requests and messages) " +
      "send rate-limit headers, and each of those documents them with its 429. The rest have no per-caller limit to describe: the process sheds load instead (503 with " +
      "Retry-After, decision 015), and anonymous pages and reads are served from caches.",
  },
  {
    rule: "owasp:api4:2023-string-limit",
    operations: ["GET /images/{suffix}/{path}", "GET /media/{path}", "GET /calendar/{file}"],
    reason:
      "These answer files, not JSON: the rule reads the body of a photo, clip or calendar as a string. Each is " +
      "sent with its Content-Length; photos and audio are stored within the upload limits (15 MiB), and " +
      "resized photos are rendered only at the sizes the pages use.",
  },
  {
    rule: "owasp:api8:2023-define-cors-origin",
    reason:
      "The API sends no CORS headers, on purpose: a browser may call it only from Marquee's own pages (and " +
      "writes from another site's page are refused, 403), and outside callers are servers, which CORS does not " +
      "concern. The rule asks for Access-Control-Allow-Origin on every response that documents headers.",
  },
  {
    rule: "owasp:api4:2023-array-limit",
    operations: ["GET /api/v1/me/data"],
    reason:
      "The download of a person's own data must hold all of it (the right of access), so its lists cannot be " +
      "cut at a number. It reads only the caller's own records, each list bounded by what one account can " +
      "write under the other limits (the request and message rate limits, plans' galleries, a few problems per " +
      "booking), and it is limited to 10 downloads an hour per account (429 with Retry-After).",
  },
  {
    rule: "owasp:api2:2023-write-restricted",
    operations: PUBLIC_WRITES,
    reason:
      "Public by nature: logging in issues the token (and revoking takes the refresh token in the body); a " +
      "visitor's quote request and contact message come before any account; search tracking and analytics " +
      "come from anonymous browsers. Each is rate-limited per network (429 with Retry-After), validated, " +
      "and refused from another site's page (403).",
  },
];

/** One finding of the lint, with the operation it is in when it is in one. */
export type LintFinding = { rule: string; operation: string | null; path: string; message: string; error: boolean };

const OPERATION_METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

function operationOf(path: readonly (string | number)[]): string | null {
  if (path[0] !== "paths" || typeof path[1] !== "string" || typeof path[2] !== "string") return null;
  return OPERATION_METHODS.has(path[2]) ? `${path[2].toUpperCase()} ${path[1]}` : null;
}

function excepted(finding: LintFinding, document: OperationsDocument): RuleException | undefined {
  return RULE_EXCEPTIONS.find(({ rule, operations }) => {
    if (rule !== finding.rule) return false;
    if (!operations) return true;
    if (finding.operation === null) return false;
    if (typeof operations !== "function") return operations.includes(finding.operation);
    const [method = "", path = ""] = finding.operation.split(" ");
    const operation = document.paths[path]?.[method.toLowerCase()];
    return operation !== undefined && operations(operation);
  });
}

type OperationsDocument = { paths: Record<string, Record<string, DocumentedOperation>> };

/** Lints the document; findings an exception covers are returned apart, so a stale exception shows. */
export async function lintOpenApiDocument(document: OperationsDocument): Promise<{
  findings: LintFinding[];
  excepted: Map<RuleException, number>;
}> {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset(OPENAPI_RULESET as never);
  const results: ISpectralDiagnostic[] = await spectral.run(
    new spectralCore.Document(JSON.stringify(document), Parsers.Json, "openapi.json"),
  );
  const findings: LintFinding[] = [];
  const covered = new Map<RuleException, number>();
  for (const result of results) {
    const finding = {
      rule: String(result.code),
      operation: operationOf(result.path),
      path: result.path.join("."),
      message: result.message,
      error: result.severity === 0,
    };
    const exception = excepted(finding, document);
    if (exception) covered.set(exception, (covered.get(exception) ?? 0) + 1);
    else findings.push(finding);
  }
  return { findings, excepted: covered };
}
