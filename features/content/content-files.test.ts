import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVICE_TYPES } from "#db/seed/data/service-types.ts";
import { DEFAULT_CONTENT_DIR, readContentFolder } from "./content-files.server.ts";

const serviceTypeFileNames = new Set(SERVICE_TYPES.map((type) => type.fileName));

function folderWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "marquee-content-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const theme = (slug: string, related: string[], ingredientTitle = "Mirror ball") => `---
title: ${slug}
shortDescription: A short one.
metaDescription: A meta description that is long enough to pass the fifty character rule.
themeType: decades
themeTypeDescription: Decades.
related: [${related.join(", ")}]
ingredients:
  - { slug: mirror-ball, title: ${ingredientTitle}, type: decor }
  - { slug: dj, title: DJ, type: entertainment }
  - { slug: a, title: A, type: food }
  - { slug: b, title: B, type: food }
  - { slug: c, title: C, type: food }
  - { slug: d, title: D, type: food }
---
## Look

Text.
`;

describe("the content folder", () => {
  it("holds the content the product promises, valid against content/README.md", async () => {
    const bundle = await readContentFolder(DEFAULT_CONTENT_DIR, serviceTypeFileNames);
    expect(bundle.articles.length).toBeGreaterThanOrEqual(24);
    expect(bundle.themes.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(bundle.articles.map((article) => article.category));
    expect(categories.size).toBe(9);
    const themeSlugs = bundle.themes.map((item) => item.slug);
    expect(themeSlugs).toEqual(expect.arrayContaining(["disco", "western", "decades", "kids-party-themes"]));
    const eventPaths = bundle.events.map((event) => event.pagePath);
    expect(eventPaths).toEqual(
      expect.arrayContaining(["/events/wedding", "/gigkids", "/virtual-event-services", "/event-inspiration"]),
    );
    const groups = bundle.servicePages.filter((page) => page.pageType === "group").map((page) => page.slug);
    expect(groups.sort()).toEqual(["dj", "event-services", "musical-entertainment", "speakers", "variety-act-landing"]);
  });

  it("reports every problem at once: bad front matter, unknown references, clashing ingredients, outside links", async () => {
    const root = folderWith({
      "themes/disco.md": theme("disco", ["western", "nowhere"]),
      "themes/western.md": theme("western", ["disco"], "Disco ball"),
      "articles/bad.md": "---\ntitle: Bad\ncategory: gossip\n---\nSee [this](https://elsewhere.example).\n",
      "articles/no-front-matter.md": "Just text.\n",
      "events/party.md": `---
title: Party
menuLabel: Party
summary: A party.
metaDescription: A meta description that is long enough to pass the fifty character rule.
sortOrder: 1
serviceTypes: [dj, unicorn-wrangler]
---
# Heading one

Go to [a theme](/themes/nothing-here).
`,
    });
    const failure = await readContentFolder(root, serviceTypeFileNames).then(
      () => undefined,
      (error: Error) => error.message,
    );
    expect(failure).toBeDefined();
    for (const expected of [
      "themes/disco.md: related theme nowhere does not exist",
      'ingredient mirror-ball is "Disco ball" (decor) here but "Mirror ball" (decor) in disco',
      "articles/bad.md: category:",
      "articles/no-front-matter.md: missing the --- front matter block",
      "events/party.md: service type unicorn-wrangler does not exist",
      "events/party.md: use ## headings; the page owns the h1",
      "events/party.md: link /themes/nothing-here names nothing",
    ]) {
      expect(failure).toContain(expected);
    }
  });
});
