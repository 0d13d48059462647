import { describe, expect, it } from "vitest";
import { analyticsHandle, pageAnalyticsOf } from "./page-analytics.ts";

describe("what a route adds to its page view", () => {
  const profile = analyticsHandle((data: { profile: { id: number } }) => ({ memberId: data.profile.id }));

  it("comes from the deepest route that describes itself, with its loader data", () => {
    expect(
      pageAnalyticsOf([
        { handle: undefined, loaderData: { session: null } },
        { handle: profile, loaderData: { profile: { id: 42 } } },
      ]),
    ).toEqual({ memberId: 42 });
  });

  it("is nothing for routes without one, or a route showing its error page", () => {
    expect(pageAnalyticsOf([{ handle: { other: true }, loaderData: {} }])).toEqual({});
    expect(pageAnalyticsOf([{ handle: profile, loaderData: undefined }])).toEqual({});
    expect(pageAnalyticsOf([])).toEqual({});
  });
});
