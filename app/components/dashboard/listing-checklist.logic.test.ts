import { describe, expect, it } from "vitest";
import { ABOUT_GOAL_CHARACTERS, GALLERY_PHOTO_GOAL, listingChecklist } from "./listing-checklist.logic.ts";

const NEW_LISTING = {
  member: {
    mainProfileImage: null,
    tagline: null,
    about: null,
    payRangeLowCents: null,
    acceptsOnlineDeposits: false,
    photoCount: 0,
  },
  photosHref: "/dashboard/photos",
  calendarDayCount: 0,
};

describe("the listing checklist", () => {
  it("leads a new listing through every step, none done", () => {
    const steps = listingChecklist(NEW_LISTING);
    expect(steps.map((step) => step.done)).toEqual(Array(7).fill(false));
    expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
    for (const step of steps) expect(step.href).toMatch(/^(\/dashboard\/photos)?#[a-z-]+$/);
  });

  it("counts each step at its threshold, not before", () => {
    const almost = listingChecklist({
      member: {
        mainProfileImage: { id: 1, url: "/a", thumbnailUrl: "/b", width: 1, height: 1, caption: null },
        tagline: "   ",
        about: "x".repeat(ABOUT_GOAL_CHARACTERS - 1),
        payRangeLowCents: 0,
        acceptsOnlineDeposits: true,
        photoCount: GALLERY_PHOTO_GOAL - 1,
      },
      photosHref: "/dashboard/photos",
      calendarDayCount: 1,
    });
    expect(Object.fromEntries(almost.map((step) => [step.id, step.done]))).toEqual({
      "profile-photo": true,
      tagline: false,
      about: false,
      price: true,
      gallery: false,
      calendar: true,
      deposits: true,
    });
    const done = listingChecklist({
      member: {
        ...NEW_LISTING.member,
        mainProfileImage: null,
        tagline: "Yes",
        about: "x".repeat(ABOUT_GOAL_CHARACTERS),
        photoCount: GALLERY_PHOTO_GOAL,
      },
      photosHref: "/dashboard/photos",
      calendarDayCount: 0,
    });
    expect(done.filter((step) => step.done).map((step) => step.id)).toEqual(["tagline", "about", "gallery"]);
  });
});
