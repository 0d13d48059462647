/**
 * The steps from a new listing to one planners book: what the dashboard's checklist shows and its
 * meter counts. Pure, so every rule is unit-tested in Node.
 */
import type { MemberDto } from "#features/members/members.schema.ts";

/** A gallery this full shows a vendor's work from more than one event. */
export const GALLERY_PHOTO_GOAL = 5;
/** An "about" this long says what a planner gets, for whom, and how. */
export const ABOUT_GOAL_CHARACTERS = 300;

export type ChecklistStep = {
  id: string;
  label: string;
  /** Why the step matters, in a line. */
  why: string;
  /** Where it is done: a section of the dashboard, or of the photos page. */
  href: string;
  done: boolean;
};

type ListingFacts = {
  member: Pick<
    MemberDto,
    "mainProfileImage" | "tagline" | "about" | "payRangeLowCents" | "acceptsOnlineDeposits" | "photoCount"
  >;
  /** The photos page, where the photo steps are done. */
  photosHref: string;
  /** Blackout dates and calendar entries to come. */
  calendarDayCount: number;
};

export function listingChecklist({ member, photosHref, calendarDayCount }: ListingFacts): ChecklistStep[] {
  return [
    {
      id: "profile-photo",
      label: "Add a profile photo",
      why: "It is the first thing planners see in search results.",
      href: `${photosHref}#profile-photo`,
      done: Boolean(member.mainProfileImage),
    },
    {
      id: "tagline",
      label: "Write a tagline",
      why: "One line under your name that says what makes you the one to book.",
      href: "#profile-details",
      done: Boolean(member.tagline?.trim()),
    },
    {
      id: "about",
      label: `Describe your service in at least ${ABOUT_GOAL_CHARACTERS} characters`,
      why: "What planners get, for which events, and how you work.",
      href: "#profile-details",
      done: (member.about?.trim().length ?? 0) >= ABOUT_GOAL_CHARACTERS,
    },
    {
      id: "price",
      label: "Set your price range",
      why: "Planners filter by budget: without a price you are left out of those searches.",
      href: "#profile-details",
      done: member.payRangeLowCents !== null && member.payRangeLowCents !== undefined,
    },
    {
      id: "gallery",
      label: `Show at least ${GALLERY_PHOTO_GOAL} photos of your work`,
      why: "Profiles with a full gallery get more quote requests.",
      href: `${photosHref}#photos`,
      done: (member.photoCount ?? 0) >= GALLERY_PHOTO_GOAL,
    },
    {
      id: "calendar",
      label: "Mark the days you are booked or away",
      why: "Planners searching for those dates then see who is free, and you get requests you can take.",
      href: "#calendar",
      done: calendarDayCount > 0,
    },
    {
      id: "deposits",
      label: "Accept deposits online",
      why: "Planners can book you and pay the deposit in one go, and search lets them find vendors who take it.",
      href: "#profile-details",
      done: member.acceptsOnlineDeposits === true,
    },
  ];
}
