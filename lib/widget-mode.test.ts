import { describe, expect, it } from "vitest";
import { isWidgetSearch, withWidgetParam } from "./widget-mode.ts";

describe("widget mode", () => {
  it("is on whenever the widget parameter is present, whatever its value", () => {
    expect(isWidgetSearch("?widget=1")).toBe(true);
    expect(isWidgetSearch("?q=dj&widget")).toBe(true);
    expect(isWidgetSearch("?q=dj")).toBe(false);
    expect(isWidgetSearch("")).toBe(false);
    expect(isWidgetSearch("?%77idget=1")).toBe(true);
    expect(isWidgetSearch("?q=widget")).toBe(false);
  });

  it("adds the parameter to site paths, keeping their query and fragment", () => {
    expect(withWidgetParam("/")).toBe("/?widget=1");
    expect(withWidgetParam("/search/dj-texas?sort=2#results")).toBe("/search/dj-texas?sort=2&widget=1#results");
    expect(withWidgetParam("/themes?widget=yes")).toBe("/themes?widget=yes");
  });

  it("leaves other sites, protocol-relative and special links alone", () => {
    expect(withWidgetParam("https://example.com/")).toBe("https://example.com/");
    expect(withWidgetParam("//example.com/x")).toBe("//example.com/x");
    expect(withWidgetParam("tel:+15125550100")).toBe("tel:+15125550100");
    expect(withWidgetParam("#main-content")).toBe("#main-content");
  });
});
