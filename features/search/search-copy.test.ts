import { describe, expect, it } from "vitest";
import { pluralInSentence } from "./search.service.server.ts";

describe("plural names inside search copy", () => {
  it("lower-cases words but keeps acronyms", () => {
    expect(pluralInSentence("Wedding Bands")).toBe("wedding bands");
    expect(pluralInSentence("DJs")).toBe("DJs");
    expect(pluralInSentence("Karaoke DJs")).toBe("karaoke DJs");
  });
});
