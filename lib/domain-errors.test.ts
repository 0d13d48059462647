import { describe, expect, it } from "vitest";
import type * as domainErrors from "./domain-errors.ts";
import { DomainError, isDomainError, notFound } from "./domain-errors.ts";

describe("domain errors", () => {
  it("are recognised whichever copy of the module made them, as the pages' server bundle has its own", async () => {
    const copy = (await import(`./domain-errors.ts?copy=${Date.now()}`)) as typeof domainErrors;
    const fromCopy = copy.notFound("No vendor 7.");
    expect(fromCopy).not.toBeInstanceOf(DomainError);
    expect(isDomainError(fromCopy)).toBe(true);
    expect(copy.isDomainError(notFound("No vendor 7."))).toBe(true);
  });

  it("are not any other error", () => {
    expect(isDomainError(new Error("boom"))).toBe(false);
    expect(isDomainError({ kind: "not-found", code: "NOT_FOUND" })).toBe(false);
    expect(isDomainError(undefined)).toBe(false);
  });
});
