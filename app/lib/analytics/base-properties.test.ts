import { describe, expect, it } from "vitest";
import { baseProperties, browserFamily } from "./base-properties.ts";

const AGENTS = {
  chrome:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  headlessChrome:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
  chromeIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  firefox: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
  safari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  opera:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0",
};

describe("browser family from the user agent", () => {
  it("names Chrome, Edge, Firefox, Safari and Samsung Internet, and the rest Other", () => {
    expect(browserFamily(AGENTS.chrome)).toBe("Chrome");
    expect(browserFamily(AGENTS.headlessChrome)).toBe("Chrome");
    expect(browserFamily(AGENTS.chromeIos)).toBe("Chrome");
    expect(browserFamily(AGENTS.edge)).toBe("Edge");
    expect(browserFamily(AGENTS.firefox)).toBe("Firefox");
    expect(browserFamily(AGENTS.safari)).toBe("Safari");
    expect(browserFamily(AGENTS.samsung)).toBe("Samsung Internet");
    expect(browserFamily(AGENTS.opera)).toBe("Other");
    expect(browserFamily("curl/8.5.0")).toBe("Other");
    expect(browserFamily("")).toBe("Other");
  });
});

describe("base properties", () => {
  it("carry the application, the product, the header breakpoint, the device type, the browser and the role", () => {
    expect(baseProperties(375, AGENTS.safari, "planner")).toEqual({
      application: "marquee-web",
      productName: "Marquee",
      breakpointSize: "xs",
      deviceType: "mobile",
      browser: "Safari",
      role: "planner",
    });
    expect(baseProperties(1280, AGENTS.chrome, "logged out")).toMatchObject({
      breakpointSize: "xl",
      deviceType: "desktop",
      browser: "Chrome",
    });
  });

  it("switch to desktop where the header does: 768 px and wider", () => {
    expect(baseProperties(767, AGENTS.chrome, "vendor")).toMatchObject({ breakpointSize: "sm", deviceType: "mobile" });
    expect(baseProperties(768, AGENTS.chrome, "vendor")).toMatchObject({ breakpointSize: "md", deviceType: "desktop" });
  });
});
