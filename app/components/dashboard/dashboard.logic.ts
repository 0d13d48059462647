/**
 * The member center's shared pure parts: the addresses its pages link to, what a form's success
 * says, and how dates and plans read (the dashboard's own forms are in dashboard-forms.logic.ts).
 * No DOM and no fetch here, so every rule is unit-tested in Node.
 */
import { calendarDate, formatDate, readIsoDate } from "#lib/dates.ts";

/* ---------- Member center pages ---------- */

/** The member center's pages, linked from the navigation at the top of each. */
export type MemberCenterLinks = {
  dashboardHref: string;
  photosHref: string;
  videosHref: string;
  leadsHref: string;
  insightsHref: string;
  membershipHref: string;
  /** `?memberId=7` while an administrator looks at another member's center, else empty: every link keeps it. */
  memberQuery: string;
};

/** The member center's addresses; with a member id, an administrator's view of that member. */
export function memberCenterLinks(adminViewOf: number | null): MemberCenterLinks {
  const memberQuery = adminViewOf === null ? "" : `?memberId=${adminViewOf}`;
  return {
    dashboardHref: `/dashboard${memberQuery}`,
    photosHref: `/dashboard/photos${memberQuery}`,
    videosHref: `/dashboard/videos${memberQuery}`,
    leadsHref: `/dashboard/leads${memberQuery}`,
    insightsHref: `/dashboard/insights${memberQuery}`,
    membershipHref: `/dashboard/membership${memberQuery}`,
    memberQuery,
  };
}

/** One lead's page in the member center. */
export function leadHref(requestId: number, links: Pick<MemberCenterLinks, "memberQuery">): string {
  return `/dashboard/leads/${requestId}${links.memberQuery}`;
}

/* ---------- What a form's success says ---------- */

/**
 * What the member center's actions say after doing what a form asked, named in the page address
 * after the redirect (`?notice=`): the form whose live region says it, and the section to show.
 */
export const MEMBER_CENTER_NOTICES = {
  "profile-saved": { form: "profile", section: "profile-details", message: "Your profile details are saved." },
  "photo-needs-scripts": {
    form: "photo",
    section: "profile-photo",
    message:
      "Uploading a photo needs JavaScript, which crops it square in your browser. Turn it on, then choose your photo again.",
  },
  "gallery-needs-scripts": {
    form: "gallery",
    section: "photos",
    message:
      "Adding photos needs JavaScript, which sends each one to be checked. Turn it on, then choose your photos again.",
  },
  "gallery-caption-saved": { form: "gallery", section: "photos", message: "The caption is saved." },
  "gallery-photo-moved": { form: "gallery", section: "photos", message: "The photo is moved." },
  "gallery-photo-deleted": { form: "gallery", section: "photos", message: "The photo is deleted." },
  "video-added": { form: "videos", section: "videos", message: "The video is added to your profile." },
  "video-moved": { form: "videos", section: "videos", message: "The video is moved." },
  "video-deleted": { form: "videos", section: "videos", message: "The video is deleted." },
  "audio-needs-scripts": {
    form: "audio",
    section: "audio",
    message:
      "Adding a track needs JavaScript, which sends the file to be checked. Turn it on, then choose the file again.",
  },
  "audio-track-moved": { form: "audio", section: "audio", message: "The track is moved." },
  "audio-track-deleted": { form: "audio", section: "audio", message: "The track is deleted." },
  "categories-saved": { form: "categories", section: "categories", message: "Your categories are saved." },
  "blackout-date-added": { form: "blackout-date", section: "calendar", message: "The blackout date is added." },
  "blackout-date-removed": { form: "blackout-date", section: "calendar", message: "The blackout date is removed." },
  "calendar-entry-added": { form: "calendar-entry", section: "calendar", message: "The calendar entry is added." },
  "calendar-entry-removed": {
    form: "calendar-entry",
    section: "calendar",
    message: "The calendar entry is removed.",
  },
  "password-changed": { form: "password", section: "password", message: "Your password has been changed." },
  "calendar-feed-renewed": {
    form: "calendar-feed",
    section: "calendar-feed",
    message: "Your new calendar address is ready. The old one no longer works: subscribe again with this one.",
  },
  "quote-sent": {
    form: "quote",
    section: "your-quote",
    message: "Your quote is sent. We'll email you when {planner} answers.",
  },
  "quote-withdrawn": { form: "quote", section: "your-quote", message: "Your quote is withdrawn." },
  "still-free": {
    form: "still-free",
    section: "still-free",
    message: "{planner} has been told you're still free, and can book you in one click.",
  },
  "no-longer-free": {
    form: "quote",
    section: "your-quote",
    message: "{planner} has been told you're no longer free. Your quote is withdrawn.",
  },
  "lead-declined": { form: "decline", section: "declined", message: "You declined the lead. {planner} has been told." },
  "reply-posted": { form: "reply", section: "review", message: "Your reply is posted on your profile." },
} as const satisfies Record<string, { form: string; section: string; message: string }>;
export type MemberCenterNoticeKey = keyof typeof MEMBER_CENTER_NOTICES;
export type MemberCenterNotice = (typeof MEMBER_CENTER_NOTICES)[MemberCenterNoticeKey] & { key: MemberCenterNoticeKey };

/** The notice named in the page address, if it is one of the member center's. */
export function memberCenterNotice(param: string | null): MemberCenterNotice | null {
  if (param === null || !Object.hasOwn(MEMBER_CENTER_NOTICES, param)) return null;
  const key = param as MemberCenterNoticeKey;
  return { ...MEMBER_CENTER_NOTICES[key], key };
}

/** The notice for one form of the page, if the last success was that form's; a lead's notices name its planner. */
export function noticeFor(notice: MemberCenterNotice | null, form: string, planner = ""): string | undefined {
  return notice?.form === form ? notice.message.replaceAll("{planner}", planner) : undefined;
}

/**
 * A key for a form that starts afresh after its own success (`visit` changes with every page visit,
 * the redirect back included), so its fields show what was saved, or are empty again; any other
 * visit keeps what was typed.
 */
export function formKey(notice: MemberCenterNotice | null, form: string, visit: string): string {
  return notice?.form === form ? `${form}-${visit}` : form;
}

/* ---------- Dates and plans ---------- */

/** "Sat, Jun 6, 2026"; the text as it came when it is not a date. */
export function formatDay(isoDate: string): string {
  const date = readIsoDate(isoDate);
  return date ? formatDate(date, "weekdayDate") : isoDate;
}

export function isIsoDate(value: string): boolean {
  return calendarDate(value) !== undefined;
}

export function sortByDate<Item extends { date: string; id: number }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1));
}

/** "$29 / month", or "Free". */
export function planPriceText(priceCentsPerMonth: number): string {
  if (priceCentsPerMonth === 0) return "Free";
  const dollars = priceCentsPerMonth / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)} / month`;
}
