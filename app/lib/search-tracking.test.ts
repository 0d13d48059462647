import { describe, expect, it } from "vitest";
import { tileActionFor } from "./search-tracking.ts";

describe("tile actions", () => {
  it("tells a quote request from a profile visit by the link's target", () => {
    expect(tileActionFor("/requestquote?memberId=4")).toBe("request-quote");
    expect(tileActionFor("/dj/neon-nights-dj-co")).toBe("view-profile");
  });
});
