import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

/**
 * Gaps, paddings and margins take the steps of the spacing scale (`--space-1` … `--space-8` in
 * app/styles/app.css, docs/design.md). A length in px or rem there is off the scale unless the line
 * says why with a trailing `off-scale:` comment; em, percentages and viewport units follow the text or
 * the screen and are allowed.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const SPACING_PROPERTY =
  /^(margin|padding|gap|row-gap|column-gap|scroll-margin|scroll-padding)(-|$)|^--(?!space-).*-(margin|padding|gap)$/;
const FIXED_LENGTH = /(?<![\w.-])-?(\d*\.)?\d+(px|rem|pt|pc|cm|mm|in|q)\b/gi;
const ZERO = /^-?(0*\.)?0+[a-z]+$/i;

function withoutVariables(value: string): string {
  let rest = value;
  for (let previous = ""; previous !== rest;) {
    previous = rest;
    rest = rest.replace(/var\(--[\w-]+(,[^()]*)?\)/g, (_, fallback: string | undefined) => fallback ?? "");
  }
  return rest;
}

function offScaleSpacing(css: string, file: string): string[] {
  const found: string[] = [];
  postcss.parse(css, { from: file }).walkDecls((declaration) => {
    if (!SPACING_PROPERTY.test(declaration.prop)) return;
    const next = declaration.next();
    const explained =
      next?.type === "comment" &&
      next.source?.start?.line === declaration.source?.start?.line &&
      /^off-scale: \S/.test(next.text);
    if (explained) return;
    const lengths = (withoutVariables(declaration.value).match(FIXED_LENGTH) ?? []).filter(
      (length) => !ZERO.test(length),
    );
    if (lengths.length > 0) {
      found.push(`${file}:${declaration.source?.start?.line} ${declaration.prop}: ${declaration.value}`);
    }
  });
  return found;
}

function stylesheets(): string[] {
  return execFileSync("git", ["ls-files", "*.css"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
}

describe("spacing scale", () => {
  it("keeps every gap, padding and margin of the stylesheets on the scale", () => {
    const files = stylesheets();
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) => offScaleSpacing(readFileSync(path.join(ROOT, file), "utf8"), file));
    expect(found).toEqual([]);
  });

  it("keeps the scale itself on a 4 px grid", () => {
    const css = readFileSync(path.join(ROOT, "app/styles/app.css"), "utf8");
    const steps = [...css.matchAll(/--space-(\d+): (\d+)px;/g)].map((match) => Number(match[2]));
    expect(steps).toEqual([4, 8, 12, 16, 24, 32, 48, 64]);
  });

  it("finds fixed lengths off the scale, in shorthands, fallbacks and custom properties", () => {
    const css = [
      ".a { padding: 10px var(--space-4); }",
      ".b { margin: 0 auto 1.25rem; }",
      ".c { gap: var(--space-2, 6px); }",
      ".d { --card-padding: 14px; }",
      ".e { scroll-margin-top: calc(var(--header-height) + 20px); }",
    ].join("\n");
    expect(offScaleSpacing(css, "fixture.css")).toHaveLength(5);
  });

  it("accepts the scale, zero, text and screen units, and an explained exception", () => {
    const css = [
      ".a { padding: var(--space-3) var(--space-4); margin: 0 auto; }",
      ".b { margin-top: 1.5em; padding-inline: 5%; gap: 2vw; }",
      ".c { margin: calc(-1 * var(--space-2)) 0 0; scroll-padding-bottom: var(--banner, 0px); }",
      ".d { --space-9: 96px; width: 13px; }",
      ".e {\n  margin: -1px; /* off-scale: the visually hidden pattern */\n}",
    ].join("\n");
    expect(offScaleSpacing(css, "fixture.css")).toEqual([]);
  });

  it("does not take a comment on the next line as the reason", () => {
    const css = ".a {\n  padding: 10px;\n  /* off-scale: a comment about something else */\n}";
    expect(offScaleSpacing(css, "fixture.css")).toHaveLength(1);
  });
});
