import { describe, expect, it } from "vitest";
import { loggedPath } from "./logging.ts";

describe("the path a log line carries", () => {
  it("keeps the route's own segments and ids, and nothing typed", () => {
    expect(loggedPath("/api/v1/members/42/calendar-entries?x=secret", "/api/v1/members/:id/calendar-entries")).toBe(
      "/api/v1/members/42/calendar-entries",
    );
    expect(loggedPath("/search/my-secret-party", "*")).toBe("/:/:");
    expect(loggedPath("/api/v1/no-such-route/typed", "/api/*")).toBe("/api/:/:/:");
    expect(loggedPath("/api/v1/search/dj-austin-tx/results", "/api/v1/search/:lookup/results")).toBe(
      "/api/v1/search/:/results",
    );
    expect(loggedPath("/", "*")).toBe("/");
    expect(loggedPath("/a\nforged", undefined)).toBe("/:");
  });
});
