import { describe, expect, it } from "vitest";
import { TRACKED_EVENT_NAMES } from "./analytics.schema.ts";
import {
  analyticsPath,
  analyticsRole,
  cutText,
  describeEvent,
  describePageView,
  describeWebVital,
  LABEL_MAX,
  LABEL_PART_MAX,
  labelOf,
  pixelValues,
  surveyUserId,
  type TrackedEventProperties,
  webVitalValue,
} from "./analytics-events.rules.ts";

/** One example of each of the ten events, with the category and label it must get. */
const EXAMPLES: { [Name in keyof TrackedEventProperties]: [TrackedEventProperties[Name], string, string] } = {
  "Carousel Interaction": [
    { carousel: "profile photos", action: "next", index: 2, total: 12 },
    "Carousel",
    "profile photos > next > 3 of 12",
  ],
  "Viewed Video": [
    { placement: "profile", videoId: 7, videoTitle: "First dance medley" },
    "Video",
    "profile > First dance medley",
  ],
  "Nav Click": [
    { menu: "header", section: "Services", group: "DJs", linkText: "Wedding DJs", href: "/services/wedding-dj" },
    "Navigation",
    "header > Services > DJs > Wedding DJs",
  ],
  "Menu Interaction": [
    { menu: "header", section: "Party Planning", action: "open" },
    "Menu",
    "header > Party Planning > open",
  ],
  "Sent A Message": [{ requestId: 41, senderRole: "planner" }, "Messaging", "planner to vendor"],
  "Click to Marketplace": [
    { fromPage: "article", destination: "service landing", linkText: "Find a wedding DJ", href: "/services/dj" },
    "Inspiration to Marketplace",
    "article > service landing > Find a wedding DJ",
  ],
  "Click to Inspiration": [
    { fromPage: "home", destination: "theme list", linkText: "Explore themes", href: "/themes" },
    "Marketplace to Inspiration",
    "home > theme list > Explore themes",
  ],
  "Planner Onboarding Flow Interaction": [
    { flow: "request form", step: "event", action: "step completed" },
    "Planner Onboarding",
    "request form > event > step completed",
  ],
  "Search Interaction": [
    { form: "page", action: "submitted", choiceKind: "service type", choice: "DJ", location: "Austin, TX" },
    "Search",
    "page > submitted > DJ in Austin, TX",
  ],
  "Vendor Tile Click": [
    { section: "primary results", action: "request-quote", position: 0 },
    "Vendor Tile",
    "primary results > request quote > 1",
  ],
};

describe("the ten events of SPEC section 7: category and label from their properties", () => {
  it("describes every tracked event", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual([...TRACKED_EVENT_NAMES].sort());
  });

  for (const name of TRACKED_EVENT_NAMES) {
    it(name, () => {
      const [properties, category, label] = EXAMPLES[name];
      expect(describeEvent(name, properties as never)).toEqual({ category, label });
    });
  }
});

describe("labels: missing parts, trimming and long text", () => {
  it("leaves out optional parts that are missing or blank", () => {
    expect(describeEvent("Nav Click", { menu: "footer", linkText: "Contact", href: "/contact" }).label).toBe(
      "footer > Contact",
    );
    expect(
      describeEvent("Nav Click", { menu: "mobile", section: "  ", group: "", linkText: "Log In", href: "/login" })
        .label,
    ).toBe("mobile > Log In");
    expect(describeEvent("Menu Interaction", { menu: "account", action: "close" }).label).toBe("account > close");
  });

  it("trims each part and collapses whitespace inside it", () => {
    expect(
      describeEvent("Nav Click", { menu: "header", section: " Party\n Planning ", linkText: "  Disco  ", href: "/" })
        .label,
    ).toBe("header > Party Planning > Disco");
  });

  it("cuts a long part to 80 characters with an ellipsis, and a whole label to 300", () => {
    const long = "A very long link text ".repeat(10);
    const label = describeEvent("Click to Marketplace", {
      fromPage: "theme",
      destination: "search results",
      linkText: long,
      href: "/search/dj",
    }).label;
    const part = label.split(" > ")[2] as string;
    expect(part).toHaveLength(LABEL_PART_MAX);
    expect(part.endsWith("…")).toBe(true);
    expect(cutText("short", 10)).toBe("short");
    expect(labelOf(...Array.from({ length: 10 }, () => "x".repeat(79))).length).toBe(LABEL_MAX);
  });

  it("counts carousel and tile positions from 1 in the label, whatever the index says", () => {
    expect(
      describeEvent("Carousel Interaction", { carousel: "photos", action: "open", index: 0, total: 5 }).label,
    ).toBe("photos > open > 1 of 5");
    expect(
      describeEvent("Carousel Interaction", { carousel: "photos", action: "next", index: 9, total: 5 }).label,
    ).toBe("photos > next > 5 of 5");
    expect(
      describeEvent("Carousel Interaction", { carousel: "photos", action: "close", index: -3, total: 0 }).label,
    ).toBe("photos > close > 1");
    expect(
      describeEvent("Vendor Tile Click", { section: "sponsored", action: "view-profile", position: 4 }).label,
    ).toBe("sponsored > view profile > 5");
  });

  it("names the direction of a message", () => {
    expect(describeEvent("Sent A Message", { requestId: 1, senderRole: "vendor" }).label).toBe("vendor to planner");
  });

  it("says why an onboarding step failed, and only when it failed", () => {
    expect(
      describeEvent("Planner Onboarding Flow Interaction", {
        flow: "planner sign-up",
        step: "account",
        action: "failed",
        reason: "EMAIL_TAKEN",
      }).label,
    ).toBe("planner sign-up > account > failed > EMAIL_TAKEN");
    expect(
      describeEvent("Planner Onboarding Flow Interaction", {
        flow: "planner sign-up",
        step: "account",
        action: "started",
        reason: "ignored",
      }).label,
    ).toBe("planner sign-up > account > started");
  });

  it("labels each search action with what it was about", () => {
    expect(
      describeEvent("Search Interaction", { form: "header", action: "category chosen", choice: "Magician" }).label,
    ).toBe("header > category chosen > Magician");
    expect(
      describeEvent("Search Interaction", { form: "page", action: "location chosen", location: "Austin, TX" }).label,
    ).toBe("page > location chosen > Austin, TX");
    expect(
      describeEvent("Search Interaction", { form: "page", action: "submitted", choice: "Face Painter" }).label,
    ).toBe("page > submitted > Face Painter");
    expect(describeEvent("Search Interaction", { form: "page", action: "submitted" }).label).toBe("page > submitted");
  });
});

describe("page views and web vitals", () => {
  it("describes a page view by the kind of page", () => {
    expect(describePageView("search results")).toEqual({ category: "Page", label: "search results" });
    expect(describePageView(" ")).toEqual({ category: "Page", label: "other" });
  });

  it("describes a web vital by metric and rating, with CLS to 4 decimals and times in whole ms", () => {
    expect(describeWebVital("LCP", "good")).toEqual({ category: "Web Vitals", label: "LCP > good" });
    expect(webVitalValue("CLS", 0.123456)).toBe(0.1235);
    expect(webVitalValue("TTFB", 87.6)).toBe(88);
  });

  it("never lets a query, fragment or reset token into an analytics path", () => {
    expect(analyticsPath("/search/dj?email=a@b.c#results")).toBe("/search/dj");
    expect(analyticsPath("/reset-password/abc123")).toBe("/reset-password/:token");
    expect(analyticsPath("?x=1")).toBe("/");
  });
});

describe("who the person is to analytics (SPEC sections 6 and 7)", () => {
  it("uses the roles vendor, planner and logged out", () => {
    expect(analyticsRole("Member")).toBe("vendor");
    expect(analyticsRole("Client")).toBe("planner");
    expect(analyticsRole(null)).toBe("logged out");
    expect(analyticsRole("Admin")).toBe("logged out");
  });

  it("identifies m{memberId} or c{clientId} to the survey tool, and never an admin", () => {
    expect(surveyUserId({ userType: "Member", memberId: 12, clientId: null })).toBe("m12");
    expect(surveyUserId({ userType: "Client", memberId: null, clientId: 34 })).toBe("c34");
    expect(surveyUserId({ userType: "Admin", memberId: 12, clientId: 34 })).toBeNull();
    expect(surveyUserId({ userType: "Member", memberId: null, clientId: null })).toBeNull();
  });

  it("gives the pixel a lower-cased email, a digits-only phone and a lower-cased first name", () => {
    expect(
      pixelValues({ email: "  Casey.Lee@Example.COM ", phone: "+1 (512) 555-0142", firstName: " Casey " }),
    ).toEqual({ email: "casey.lee@example.com", phone: "15125550142", firstName: "casey" });
    expect(pixelValues({ email: "a@b.co", phone: null, firstName: "Émile" })).toEqual({
      email: "a@b.co",
      phone: "",
      firstName: "émile",
    });
  });
});
