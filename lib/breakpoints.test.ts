import { describe, expect, it } from "vitest";
import { breakpointSize, desktopMediaQuery, isMobileWidth, mobileMaxWidth } from "./breakpoints.ts";

describe("breakpoints by area (SPEC sections 4 and 9)", () => {
  it("treats the header as mobile up to 767 px, the other areas up to their md breakpoint", () => {
    expect(mobileMaxWidth("header")).toBe(767);
    expect(isMobileWidth("header", 767)).toBe(true);
    expect(isMobileWidth("header", 768)).toBe(false);
    expect(isMobileWidth("searchResultsAndProfile", 768)).toBe(true);
    expect(isMobileWidth("searchResultsAndProfile", 769)).toBe(false);
    expect(isMobileWidth("searchWidget", 900)).toBe(true);
    expect(isMobileWidth("searchWidget", 901)).toBe(false);
  });

  it("names the size a width falls in", () => {
    expect(breakpointSize("header", 375)).toBe("xs");
    expect(breakpointSize("header", 576)).toBe("sm");
    expect(breakpointSize("header", 1280)).toBe("xl");
    expect(breakpointSize("searchWidget", 1280)).toBe("lg");
    expect(breakpointSize("searchWidget", 1536)).toBe("xl");
    expect(breakpointSize("searchResultsAndProfile", 480)).toBe("sm");
  });

  it("writes the desktop media query of an area", () => {
    expect(desktopMediaQuery("header")).toBe("(min-width: 768px)");
    expect(desktopMediaQuery("searchWidget")).toBe("(min-width: 901px)");
  });
});
