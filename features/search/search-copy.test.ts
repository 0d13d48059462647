import { describe, expect, it } from "vitest";
import { pluralInSentence, resultsIntro } from "./search.service.server.ts";

describe("plural names inside search copy", () => {
  it("lower-cases words but keeps acronyms", () => {
    expect(pluralInSentence("Wedding Bands")).toBe("wedding bands");
    expect(pluralInSentence("DJs")).toBe("DJs");
    expect(pluralInSentence("Karaoke DJs")).toBe("karaoke DJs");
  });
});

describe("the results page's intro", () => {
  it("says the vendors serve the place only when the search stayed there", () => {
    expect(resultsIntro("STANDARD_SEARCH", 143, "DJs", "Austin, TX")).toBe(
      "Compare 143 DJs who serve Austin, TX: read reviews, see photos and videos, check prices, and request free quotes.",
    );
    // "477 DJs serve Juneau" above "Few DJs are based near Juneau" was two truths: the count is national.
    expect(resultsIntro("OBSCURE_NATIONAL_SEARCH", 477, "DJs", "Juneau, AK")).toBe(
      "Compare 477 DJs from across the US and Canada, nearest to Juneau, AK first: read reviews, see photos and videos, check prices, and request free quotes.",
    );
    expect(resultsIntro("OBSCURE_CATEGORY_SEARCH", 12, "Wedding Bands", "Bend, OR")).toMatch(
      /^Compare 12 wedding bands from the region around Bend, OR who travel there: /,
    );
    expect(resultsIntro("VENDOR_DIRECTORY", 3_000, "DJs", null)).toMatch(
      /^Browse DJs who work with planners everywhere/,
    );
  });
});
