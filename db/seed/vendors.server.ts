import { addDays, formatISO, subDays } from "date-fns";
import type { Random } from "#lib/random.ts";
import { slugify } from "#lib/slug.ts";
import type { membershipLevel } from "../schema/members.ts";
import type { ServiceTypeSeed, VendorKind } from "./data/service-types.ts";
import {
  eventTypeInSentence,
  FIRST_NAMES,
  fillTemplate,
  LAST_NAMES,
  REVIEWER_NAMES,
  VENDOR_TEXT,
  type VendorTextBank,
} from "./data/vendor-text.ts";
import {
  PHOTO_POOL_SIZE,
  vendorPhotoSpec,
  type SceneKind,
  type SeedMedia,
  type VendorPhotoSpec,
} from "./media.server.ts";

export type CityChoice = {
  id: number;
  name: string;
  displayName: string;
  latitude: number;
  longitude: number;
  venueMarketId: number | null;
};

export type VendorContext = {
  random: Random;
  referenceDate: Date;
  cities: readonly CityChoice[];
  /** Running totals of city weights, for picking cities in proportion to their size. */
  cityWeights: readonly number[];
  serviceTypes: readonly ServiceTypeSeed[];
  serviceTypeWeights: readonly number[];
  attributeIds: readonly number[];
  clientIds: readonly number[];
  media: SeedMedia;
  /** The statuses a vendor's own calendar entry may have (the members slice's, handed in by the caller). */
  calendarEntryStatuses: readonly string[];
  usedDirectories: Set<string>;
};

export type MembershipLevel = (typeof membershipLevel.enumValues)[number];

export type VendorPlan = {
  member: {
    directory: string;
    name: string;
    contactFirstName: string;
    contactLastName: string;
    email: string;
    phone: string;
    tagline: string;
    about: string;
    membershipLevel: MembershipLevel;
    memberLevel: number;
    cityId: number;
    latitude: number;
    longitude: number;
    travelDistanceMiles: number;
    primaryServiceTypeId: number;
    payRangeLowCents: number;
    payRangeHighCents: number;
    acceptsOnlineDeposits: boolean;
    spotlightId: number | null;
    venueMarketId: number | null;
    includeInVirtualEvents: boolean;
    bookingCount: number;
    numberOfOffers: number;
  };
  serviceTypeIds: number[];
  attributeIds: number[];
  /** The photo drawn for this vendor alone, their first; the seed stores it before the rows. */
  ownPhoto: VendorPhotoSpec | null;
  photos: {
    storageKey: string;
    width: number;
    height: number;
    caption: string;
    sortOrder: number;
    searchCropX: number;
    searchCropY: number;
    searchCropWidth: number;
    searchCropHeight: number;
  }[];
  videos: { title: string; storageKey: string; posterStorageKey: string; durationSeconds: number; sortOrder: number }[];
  audioTracks: { title: string; storageKey: string; durationSeconds: number; sortOrder: number }[];
  reviews: {
    clientId: number | null;
    reviewerName: string;
    rating: number;
    title: string;
    body: string;
    eventType: string;
    eventDate: string;
    vendorReply: string | null;
    vendorRepliedAt: Date | null;
    createdAt: Date;
  }[];
  events: {
    title: string;
    eventType: string;
    eventDate: string;
    startTime: string;
    cityId: number;
    venueName: string | null;
  }[];
  blackoutDates: { blackoutDate: string; reason: string | null }[];
  calendarEntries: { entryDate: string; title: string; status: string }[];
};

/** What each kind of vendor's photos show. */
const SCENE_OF_KIND: Record<VendorKind, SceneKind> = {
  dj: "stage",
  band: "stage",
  ensemble: "stage",
  "solo-musician": "stage",
  variety: "stage",
  magician: "stage",
  comedian: "stage",
  impersonator: "stage",
  speaker: "podium",
  virtual: "podium",
  kids: "party",
  rental: "party",
  "food-drink": "table",
  "planning-beauty": "table",
  "photo-video": "prints",
  venue: "hall",
};

/**
 * Vendors up to this many get a photo of their own; past it (the 100,000-vendor benchmark data) they
 * draw only from the shared pools, which keeps a large seed quick.
 */
const VENDORS_WITH_OWN_PHOTO = 5_000;

/** Gallery slots: a shuffle of these picks a gallery from a scene's pool (see `galleryPhotos`). */
const GALLERY_SLOTS = Array.from({ length: PHOTO_POOL_SIZE }, (_, slot) => slot);

/**
 * `count` distinct photos of a pool, in a random order. The shuffle is always of the same slots,
 * whatever the pool's size, so the rest of the demo data draws the same numbers for every scene.
 */
function galleryPhotos<Photo>(random: Random, pool: readonly Photo[], count: number): Photo[] {
  const picked = new Set<number>();
  for (const slot of random.sample(GALLERY_SLOTS, GALLERY_SLOTS.length)) {
    if (picked.size === Math.min(count, pool.length)) break;
    picked.add(slot % pool.length);
  }
  return [...picked].map((index) => pool[index] as Photo);
}

/** How common each kind of vendor is, relative to one another. */
const KIND_WEIGHT: Record<VendorKind, number> = {
  dj: 6,
  band: 4,
  "solo-musician": 3,
  ensemble: 1.5,
  "photo-video": 4,
  variety: 2,
  impersonator: 1,
  magician: 2,
  comedian: 1,
  speaker: 1,
  kids: 2.5,
  "food-drink": 2,
  rental: 2,
  "planning-beauty": 1,
  venue: 2.5,
  virtual: 0.5,
};

/** Typical price ranges in whole dollars per event, by kind. */
const PAY_RANGE_DOLLARS: Record<VendorKind, [number, number]> = {
  dj: [400, 2500],
  band: [1200, 9000],
  "solo-musician": [250, 1500],
  ensemble: [800, 4000],
  variety: [300, 2000],
  impersonator: [400, 3000],
  magician: [300, 2500],
  comedian: [500, 5000],
  speaker: [2000, 25000],
  kids: [150, 800],
  "photo-video": [800, 6000],
  "food-drink": [500, 8000],
  rental: [150, 3000],
  "planning-beauty": [300, 4000],
  venue: [1500, 20000],
  virtual: [200, 1500],
};

const KINDS_WITH_AUDIO = new Set<VendorKind>(["band", "solo-musician", "ensemble", "dj"]);
const START_TIMES = ["11:00", "13:00", "16:00", "17:30", "18:00", "19:00", "20:00", "21:00"];
const VENUE_WORDS = ["Hall", "Gardens", "Ballroom", "Loft", "Estate", "Club", "Pavilion", "Room", "Barn", "Terrace"];
const BLACKOUT_REASONS = [null, "Family event", "Vacation", "Travel", null];

export function serviceTypeWeight(type: ServiceTypeSeed): number {
  return KIND_WEIGHT[type.kind] * (type.parentFileName ? 1 : 0.6);
}

/** Index of the first running total above a random point: a pick in proportion to weight. */
export function pickWeighted(random: Random, runningTotals: readonly number[]): number {
  const target = random.next() * (runningTotals[runningTotals.length - 1] as number);
  let low = 0;
  let high = runningTotals.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((runningTotals[middle] as number) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function runningTotals(weights: readonly number[]): number[] {
  let total = 0;
  return weights.map((weight) => (total += weight));
}

function isoDate(date: Date): string {
  return formatISO(date, { representation: "date" });
}

function uniqueDirectory(name: string, used: Set<string>): string {
  const base = slugify(name) || "vendor";
  let candidate = base;
  for (let suffix = 2; used.has(candidate); suffix += 1) candidate = `${base}-${suffix}`;
  used.add(candidate);
  return candidate;
}

function membershipFor(random: Random): { membershipLevel: MembershipLevel; memberLevel: number } {
  const roll = random.next();
  const membershipLevel: MembershipLevel = roll < 0.15 ? "Premium" : roll < 0.4 ? "Pro" : "Basic";
  const levelRoll = random.next();
  // -9 marks a member held back from premium fill; -3..-1 are lower listing tiers.
  if (levelRoll < 0.01) return { membershipLevel, memberLevel: -9 };
  if (levelRoll < 0.05) return { membershipLevel, memberLevel: random.integer(-3, -1) };
  return { membershipLevel, memberLevel: membershipLevel === "Premium" ? 2 : membershipLevel === "Pro" ? 1 : 0 };
}

export type VendorOverrides = {
  name?: string;
  cityIndex?: number;
  serviceTypeFileName?: string;
  membershipLevel?: MembershipLevel;
  email?: string;
  /** The demo vendor takes deposits online, so the demo shows the whole payment loop. */
  acceptsOnlineDeposits?: boolean;
};

/** Plans one believable vendor with everything a profile shows; the random stream decides all of it. */
export function planVendor(context: VendorContext, index: number, overrides: VendorOverrides = {}): VendorPlan {
  const { random, referenceDate } = context;
  const type = overrides.serviceTypeFileName
    ? (context.serviceTypes.find(
        (candidate) => candidate.fileName === overrides.serviceTypeFileName,
      ) as ServiceTypeSeed)
    : (context.serviceTypes[pickWeighted(random, context.serviceTypeWeights)] as ServiceTypeSeed);
  const bank: VendorTextBank = VENDOR_TEXT[type.kind];
  const city = context.cities[overrides.cityIndex ?? pickWeighted(random, context.cityWeights)] as CityChoice;

  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const name =
    overrides.name ??
    fillTemplate(random.pick(bank.nameTemplates), {
      first,
      last,
      adjective: random.pick(bank.adjectives),
      noun: random.pick(bank.nouns),
      city: city.name,
    });
  const directory = uniqueDirectory(name, context.usedDirectories);
  const membership = membershipFor(random);
  const membershipLevel = overrides.membershipLevel ?? membership.membershipLevel;
  const memberLevel = overrides.membershipLevel ? 2 : membership.memberLevel;

  const related = context.serviceTypes.filter(
    (candidate) =>
      candidate.id !== type.id &&
      (candidate.fileName === type.parentFileName ||
        (candidate.parentFileName !== null && candidate.parentFileName === type.parentFileName) ||
        candidate.parentFileName === type.fileName),
  );
  const serviceTypeIds = [type.id, ...random.sample(related, random.integer(0, 3)).map((candidate) => candidate.id)];

  const [minimumPay, maximumPay] = PAY_RANGE_DOLLARS[type.kind];
  const payLow = random.integer(minimumPay, Math.round((minimumPay + maximumPay) / 2));
  const payHigh = Math.min(maximumPay * 1.5, Math.round(payLow * (1.4 + random.next() * 1.6)));

  const premium = membershipLevel === "Premium";
  const pro = membershipLevel === "Pro";
  const spotlight = premium ? random.chance(0.4) : pro && random.chance(0.1);
  const travelDistanceMiles = type.isVenue
    ? 0
    : type.isVirtual
      ? 3000
      : type.kind === "speaker"
        ? 500
        : random.pick([25, 35, 50, 75, 100, 150]);
  const jitter = () => (random.next() - 0.5) * 0.08;
  const values = { name, city: city.name };

  const photoCount = premium ? random.integer(6, 12) : pro ? random.integer(2, 6) : random.integer(1, 4);
  const scene = SCENE_OF_KIND[type.kind];
  const ownPhoto = index < VENDORS_WITH_OWN_PHOTO ? vendorPhotoSpec(scene, directory) : null;
  const pooled = galleryPhotos(random, context.media.photos[scene], photoCount);
  const gallery = ownPhoto ? [ownPhoto, ...pooled.slice(0, photoCount - 1)] : pooled;
  const photos = gallery.map(({ storageKey, width, height }, sortOrder) => {
    const photo = { storageKey, width, height };
    const side = Math.min(photo.width, photo.height);
    return {
      ...photo,
      caption: random.pick(bank.photoCaptions),
      sortOrder,
      searchCropX: (photo.width - side) / 2 / photo.width,
      searchCropY: (photo.height - side) / 2 / photo.height,
      searchCropWidth: side / photo.width,
      searchCropHeight: side / photo.height,
    };
  });
  const videoCount = premium ? random.integer(1, 3) : pro ? random.integer(0, 2) : random.chance(0.3) ? 1 : 0;
  const videos = random.sample(context.media.clips, videoCount).map((clip, sortOrder) => ({
    title: random.pick(bank.videoTitles),
    ...clip,
    sortOrder,
  }));
  const audioCount = KINDS_WITH_AUDIO.has(type.kind) ? random.integer(1, 4) : 0;
  const audioTracks = random.sample(context.media.audio, audioCount).map((track, sortOrder) => ({
    title: random.pick(bank.audioTitles),
    ...track,
    sortOrder,
  }));

  const reviewCount = premium ? random.integer(4, 20) : pro ? random.integer(2, 12) : random.integer(0, 6);
  const reviews = Array.from({ length: reviewCount }, () => {
    const template = random.pick(bank.reviewBodies);
    const eventType = random.pick(bank.eventTypes);
    const createdAt = subDays(referenceDate, random.integer(2, 1000));
    const replied = random.chance(0.25);
    return {
      clientId: context.clientIds.length > 0 && random.chance(0.4) ? random.pick(context.clientIds) : null,
      reviewerName: random.pick(REVIEWER_NAMES),
      rating: template.rating,
      title: random.pick(bank.reviewTitles),
      body: fillTemplate(template.text, { ...values, eventType: eventTypeInSentence(eventType) }),
      eventType,
      eventDate: isoDate(subDays(createdAt, random.integer(1, 14))),
      vendorReply: replied ? random.pick(bank.vendorReplies) : null,
      vendorRepliedAt: replied ? addDays(createdAt, 1) : null,
      createdAt,
    };
  });

  const event = (date: Date) => ({
    title: random.pick(bank.eventTypes),
    eventType: random.pick(bank.eventTypes),
    eventDate: isoDate(date),
    startTime: random.pick(START_TIMES),
    cityId: city.id,
    venueName: random.chance(0.7) ? `${random.pick(LAST_NAMES)} ${random.pick(VENUE_WORDS)}` : null,
  });
  const upcoming = Array.from({ length: random.integer(0, premium ? 6 : 3) }, () =>
    event(addDays(referenceDate, random.integer(3, 300))),
  );
  const past = Array.from({ length: random.integer(0, premium ? 10 : 5) }, () =>
    event(subDays(referenceDate, random.integer(1, 900))),
  );
  const blackoutDates = Array.from({ length: random.integer(0, 4) }, () => ({
    blackoutDate: isoDate(addDays(referenceDate, random.integer(1, 180))),
    reason: random.pick(BLACKOUT_REASONS),
  }));
  const calendarEntries = Array.from({ length: random.integer(0, 4) }, () => ({
    entryDate: isoDate(addDays(referenceDate, random.integer(1, 120))),
    title: random.pick(bank.eventTypes),
    status: random.pick(context.calendarEntryStatuses),
  }));

  return {
    member: {
      directory,
      name,
      contactFirstName: first,
      contactLastName: last,
      email: overrides.email ?? `${directory}@example.com`,
      phone: `(${random.integer(201, 989)}) 555-${String(random.integer(100, 199)).padStart(4, "0")}`,
      tagline: random.pick(bank.taglines),
      about: random
        .sample(bank.aboutParagraphs, 2)
        .map((paragraph) => fillTemplate(paragraph, values))
        .join("\n\n"),
      membershipLevel,
      memberLevel,
      cityId: city.id,
      latitude: city.latitude + jitter(),
      longitude: city.longitude + jitter(),
      travelDistanceMiles,
      primaryServiceTypeId: type.id,
      payRangeLowCents: payLow * 100,
      payRangeHighCents: payHigh * 100,
      // Drawn even when overridden, so the rest of the random stream (and every other vendor) stays the same.
      acceptsOnlineDeposits: random.chance(premium ? 0.7 : 0.35) || overrides.acceptsOnlineDeposits === true,
      spotlightId: spotlight ? 10_000 + index : null,
      venueMarketId: type.isVenue ? city.venueMarketId : null,
      includeInVirtualEvents: type.isVirtual || random.chance(0.05),
      bookingCount: past.length + random.integer(0, premium ? 120 : 30),
      numberOfOffers: random.integer(0, 3),
    },
    serviceTypeIds,
    attributeIds: random.sample(context.attributeIds, random.integer(0, 5)),
    ownPhoto,
    photos,
    videos,
    audioTracks,
    reviews,
    events: [...upcoming, ...past],
    blackoutDates,
    calendarEntries,
  };
}
