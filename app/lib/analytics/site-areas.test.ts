import { describe, expect, it } from "vitest";
import { crossLink, linkPageType, pageTypeFor } from "./site-areas.ts";

describe("page types by route id", () => {
  it("names the marketplace, inspiration and account pages", () => {
    expect(pageTypeFor("routes/home")).toBe("home");
    expect(pageTypeFor("routes/search/search-results")).toBe("search results");
    expect(pageTypeFor("routes/services/kids-city")).toBe("search results");
    expect(pageTypeFor("routes/services/virtual-landing")).toBe("search results");
    expect(pageTypeFor("routes/services/service-landing")).toBe("service landing");
    expect(pageTypeFor("landing-dj")).toBe("service landing");
    expect(pageTypeFor("content-articles-tag")).toBe("article list");
    expect(pageTypeFor("routes/content/article")).toBe("article");
    expect(pageTypeFor("routes/content/theme")).toBe("theme");
    expect(pageTypeFor("content-event-inspiration")).toBe("event guide");
    expect(pageTypeFor("request-quote")).toBe("request form");
    expect(pageTypeFor("signup-redirect-any")).toBe("account");
    expect(pageTypeFor("routes/account/sign-up-planner")).toBe("account");
    expect(pageTypeFor("routes/client/request")).toBe("client center");
    expect(pageTypeFor("routes/profile/vendor-profile")).toBe("vendor profile");
    expect(pageTypeFor("something-new")).toBe("other");
  });
});

describe("where a link leads", () => {
  it("tells marketplace pages from inspiration pages by path", () => {
    expect(linkPageType("/")).toBe("home");
    expect(linkPageType("/search/dj-austin-tx")).toBe("search results");
    expect(linkPageType("/kids-party-entertainment/austin-tx")).toBe("search results");
    expect(linkPageType("/services/dj")).toBe("service landing");
    expect(linkPageType("/dj")).toBe("service landing");
    expect(linkPageType("/gigkids")).toBe("service landing");
    expect(linkPageType("/requestquote")).toBe("request form");
    expect(linkPageType("/articles")).toBe("article list");
    expect(linkPageType("/articles/tag/tips")).toBe("article list");
    expect(linkPageType("/articles/how-to-choose-a-wedding-dj")).toBe("article");
    expect(linkPageType("/themes")).toBe("theme list");
    expect(linkPageType("/themes/disco")).toBe("theme");
    expect(linkPageType("/events")).toBe("event guide list");
    expect(linkPageType("/events/wedding")).toBe("event guide");
    expect(linkPageType("/event-inspiration")).toBe("event guide");
  });

  it("takes two segments under no page of ours for a vendor profile", () => {
    expect(linkPageType("/dj/neon-nights-dj-co")).toBe("vendor profile");
    expect(linkPageType("/magician/the-great-gatsby")).toBe("vendor profile");
    expect(linkPageType("/client/events")).toBeNull();
    expect(linkPageType("/local/texas")).toBeNull();
    expect(linkPageType("/dj/neon-nights-dj-co/extra")).toBeNull();
    expect(linkPageType("/contact")).toBeNull();
  });
});

describe("click-to events", () => {
  it("a link from an article, theme or event guide to search, services, a profile or the request form goes to the marketplace", () => {
    expect(crossLink("article", "/services/dj")).toEqual({
      name: "Click to Marketplace",
      properties: { fromPage: "article", destination: "service landing" },
    });
    expect(crossLink("theme", "/dj/neon-nights-dj-co")?.name).toBe("Click to Marketplace");
    expect(crossLink("event guide", "/search/dj-austin-tx")?.name).toBe("Click to Marketplace");
    expect(crossLink("article list", "/createrequest")?.name).toBe("Click to Marketplace");
    expect(crossLink("article", "/")).toBeNull();
  });

  it("a link from home, search results, a service landing or a profile to articles, themes or guides goes to inspiration", () => {
    expect(crossLink("home", "/themes")).toEqual({
      name: "Click to Inspiration",
      properties: { fromPage: "home", destination: "theme list" },
    });
    expect(crossLink("service landing", "/articles/live-band-vs-dj")?.name).toBe("Click to Inspiration");
    expect(crossLink("vendor profile", "/events/wedding")?.name).toBe("Click to Inspiration");
  });

  it("links within one side, or from other pages, are neither", () => {
    expect(crossLink("article", "/themes/disco")).toBeNull();
    expect(crossLink("search results", "/dj/neon-nights-dj-co")).toBeNull();
    expect(crossLink("account", "/themes")).toBeNull();
    expect(crossLink("home", "/contact")).toBeNull();
  });
});
