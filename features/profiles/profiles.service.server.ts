import { addMonths, format } from "date-fns";
import {
  EXCLUDED_FROM_PREMIUM_FILL_MEMBER_LEVEL,
  SECOND_IMAGE_SIZE,
  THUMBNAIL_SIZE,
  VENUE_PREMIUM_FILL_COUNT,
} from "#lib/constants.ts";
import { cityToLocationDto, type LocationsService } from "#features/locations/locations.service.server.ts";
import { withoutContactDetails as shown } from "#features/contact-details/contact-details.rules.ts";
import {
  GONE_LISTING_STATUSES,
  type ListingStatus,
  profileUrl,
  vendorCardFacts,
} from "#features/members/members.rules.ts";
import { imageUrl, mediaUrl } from "#features/media/media.rules.ts";
import { toVideoDto } from "#features/members/video-links.rules.ts";
import type { SearchService } from "#features/search/search.service.server.ts";
import { toServiceTypeDto, type ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import { PROFILE_PAGE_SIZES, type ReviewSort } from "./profiles.rules.ts";
import type {
  CalendarEventDto,
  MarketplaceHighlightsDto,
  ProfileDto,
  HighlightedVendorDto,
  QuotedReviewDto,
  ReviewDto,
} from "./profiles.schema.ts";
import type { ProfilesRepository } from "./profiles.repo.server.ts";
import type { PhotoDto } from "#features/members/members.schema.ts";
import { type CacheFactory, inProcessCaches } from "#lib/shared-cache.server.ts";

/** How long a built profile is kept when nothing clears it first: a dozen queries saved per view. */
const PROFILE_CACHE_TTL_MS = 60_000;
/** The home page's counts and quotes move slowly: read at most every five minutes, or on a change. */
const HIGHLIGHTS_CACHE_TTL_MS = 5 * 60_000;
/** "Events booked in the last 30 days". */
const RECENT_BOOKING_DAYS = 30;
/** Three quotes, each praising a different vendor, chosen from the newest reviews fit to quote. */
const QUOTES_SHOWN = 3;
const QUOTE_CANDIDATES = 30;
/** The kinds of vendor the home page's photo collage shows, in its order: a stage, a hall and prints. */
const FEATURED_SERVICE_TYPES = ["dj", "wedding-venue", "photographer"] as const;
/** A vendor the home page features has been reviewed by a few planners. */
const FEATURED_MIN_REVIEWS = 3;

/** The large photo size a profile gallery shows. */
const GALLERY_WIDTH = 1200;
const GALLERY_HEIGHT = 800;

type PhotoRow = Awaited<ReturnType<ProfilesRepository["photos"]>>["items"][number];
type ReviewRow = Awaited<ReturnType<ProfilesRepository["reviews"]>>["items"][number];
type EventRow = Awaited<ReturnType<ProfilesRepository["events"]>>["items"][number];
type QuotableRow = Awaited<ReturnType<ProfilesRepository["quotableReviews"]>>[number];

type HighlightedVendorRow = Pick<
  QuotableRow,
  "memberName" | "profileDirectory" | "memberDirectory" | "personForm" | "cityDisplayName" | "photoStorageKey"
>;

function toHighlightedVendorDto(row: HighlightedVendorRow): HighlightedVendorDto {
  return {
    name: row.memberName,
    profileUrl: profileUrl(row.profileDirectory, row.memberDirectory),
    personForm: row.personForm,
    cityDisplayName: row.cityDisplayName,
    photoUrl: row.photoStorageKey
      ? imageUrl(row.photoStorageKey, { width: SECOND_IMAGE_SIZE, height: SECOND_IMAGE_SIZE })
      : null,
  };
}

function toQuotedReviewDto(row: QuotableRow): QuotedReviewDto {
  return {
    id: row.id,
    body: shown(row.body),
    reviewerName: row.reviewerName,
    eventType: row.eventType,
    isVerifiedBooking: row.verified,
    vendor: toHighlightedVendorDto(row),
  };
}

function toPhotoDto(photo: PhotoRow): PhotoDto {
  return {
    id: photo.id,
    url: imageUrl(photo.storageKey, { width: GALLERY_WIDTH, height: GALLERY_HEIGHT, fit: "inside" }),
    thumbnailUrl: imageUrl(photo.storageKey, { width: SECOND_IMAGE_SIZE, height: SECOND_IMAGE_SIZE }),
    width: photo.width,
    height: photo.height,
    caption: shown(photo.caption),
  };
}

function toReviewDto(review: ReviewRow): ReviewDto {
  // A hidden review shows neither its text nor the vendor's reply, only Marquee's note (decision 032).
  const hidden = review.status === "removed";
  return {
    id: review.id,
    reviewerName: review.reviewerName,
    rating: review.rating,
    title: hidden ? null : shown(review.title),
    body: hidden ? "" : shown(review.body),
    eventType: review.eventType,
    eventDate: review.eventDate,
    // Paid through Marquee above the minimum, or confirmed by an operator (decision 022).
    isVerifiedBooking: review.verified,
    vendorReply: hidden ? null : shown(review.vendorReply),
    createdAt: review.createdAt.toISOString(),
    hiddenNote: hidden ? review.publicNote : null,
  };
}

function toEventDto({ event, cityDisplayName }: EventRow): CalendarEventDto {
  return {
    id: event.id,
    title: shown(event.title),
    eventType: event.eventType,
    eventDate: event.eventDate,
    startTime: event.startTime ? event.startTime.slice(0, 5) : null,
    cityDisplayName,
    venueName: shown(event.venueName),
  };
}

/** A photo's stored profile crop and rotation, if it has one. */
function profilePhotoCrop(photo: PhotoRow) {
  const { cropX: x, cropY: y, cropWidth: width, cropHeight: height, rotation } = photo;
  if (x === null || y === null || width === null || height === null)
    return rotation ? { x: 0, y: 0, width: 1, height: 1, rotation } : null;
  return { x, y, width, height, rotation };
}

/** The first and the day after the last day of a month, as yyyy-MM-dd. */
export function monthRange(year: number, month: number): { from: string; to: string } {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  return { from: format(first, "yyyy-MM-dd"), to: format(addMonths(first, 1), "yyyy-MM-dd") };
}

export function createProfilesService(deps: {
  repository: ProfilesRepository;
  serviceTypes: ServiceTypesService;
  locations: LocationsService;
  search: SearchService;
  today?: () => string;
  /** Where built profiles are kept: in this process, or in Redis for every process. */
  caches?: CacheFactory;
}) {
  const { repository, serviceTypes, locations, search } = deps;
  const today = deps.today ?? (() => format(new Date(), "yyyy-MM-dd"));
  /**
   * Built profiles by path and day (their upcoming and past events turn on the day): about a dozen
   * queries each, read on every view of the page and its API. Cleared by `forgetProfiles` on every
   * change to a vendor, their reviews or bookings.
   */
  const builtProfiles = (deps.caches ?? inProcessCaches()).create<ProfileDto>("profiles", {
    ttlMs: PROFILE_CACHE_TTL_MS,
    maxEntries: 2_000,
  });
  const builtHighlights = (deps.caches ?? inProcessCaches()).create<MarketplaceHighlightsDto>("home-highlights", {
    ttlMs: HIGHLIGHTS_CACHE_TTL_MS,
    maxEntries: 1,
  });

  async function buildHighlights(): Promise<MarketplaceHighlightsDto> {
    const since = new Date(Date.now() - RECENT_BOOKING_DAYS * 86_400_000);
    const [counts, candidates, featured] = await Promise.all([
      repository.marketplaceCounts(since),
      repository.quotableReviews(QUOTE_CANDIDATES),
      repository.bestRatedVendorPerType(FEATURED_SERVICE_TYPES, FEATURED_MIN_REVIEWS),
    ]);
    const featuredOrder = (fileName: string) =>
      FEATURED_SERVICE_TYPES.indexOf(fileName as (typeof FEATURED_SERVICE_TYPES)[number]);
    const praised = new Set<number>();
    const quotes = candidates.filter((row) => !praised.has(row.memberId) && praised.add(row.memberId));
    return {
      vendorCount: counts.vendors,
      reviewCount: counts.reviews,
      recentBookingCount: counts.recentBookings,
      recentBookingDays: RECENT_BOOKING_DAYS,
      quotes: quotes.slice(0, QUOTES_SHOWN).map(toQuotedReviewDto),
      featuredVendors: featured
        .sort((a, b) => featuredOrder(a.serviceTypeFileName) - featuredOrder(b.serviceTypeFileName))
        .map(toHighlightedVendorDto),
    };
  }

  async function reviews(memberId: number, sort: ReviewSort, skip: number, take: number) {
    const page = await repository.reviews(memberId, sort, skip, take);
    return { items: page.items.map(toReviewDto), total: page.total };
  }
  async function photos(memberId: number, skip: number, take: number) {
    const page = await repository.photos(memberId, skip, take);
    return { items: page.items.map(toPhotoDto), total: page.total };
  }
  async function events(memberId: number, isPast: boolean, skip: number, take: number) {
    const page = await repository.events(memberId, isPast, today(), skip, take);
    return { items: page.items.map(toEventDto), total: page.total };
  }

  async function buildProfile(profileDirectory: string, directory: string): Promise<ProfileDto | undefined> {
    const member = await repository.findByPath(profileDirectory.toLowerCase(), directory.toLowerCase());
    if (member?.listingStatus !== "live") return undefined;
    const [
      primary,
      providedIds,
      city,
      attributes,
      mainPhoto,
      photoPage,
      videos,
      audio,
      reviewPage,
      ratingCounts,
      upcoming,
      past,
      market,
    ] = await Promise.all([
      serviceTypes.findById(member.primaryServiceTypeId),
      repository.providedServiceTypeIds(member.id),
      locations.findCityById(member.cityId),
      repository.attributeNames(member.id),
      repository.mainPhoto(member.mainPhotoId),
      photos(member.id, 0, PROFILE_PAGE_SIZES.photos),
      repository.videos(member.id),
      repository.audioTracks(member.id),
      reviews(member.id, "newest", 0, PROFILE_PAGE_SIZES.reviews),
      repository.ratingCounts(member.id),
      events(member.id, false, 0, PROFILE_PAGE_SIZES.events),
      events(member.id, true, 0, PROFILE_PAGE_SIZES.events),
      repository.venueMarket(member.venueMarketId),
    ]);
    if (!primary || !city) return undefined;
    const catalogue = await serviceTypes.catalogue();
    const isPremium = member.membershipLevel === "Premium";
    const fillsPremium =
      primary.isVenue &&
      !isPremium &&
      member.memberLevel !== EXCLUDED_FROM_PREMIUM_FILL_MEMBER_LEVEL &&
      market !== undefined;
    const premiumProfiles = fillsPremium
      ? await search.vendorsByIds(await repository.paidVenueIds(market.id, member.id, 0, VENUE_PREMIUM_FILL_COUNT))
      : [];
    return {
      id: member.id,
      directory: member.directory,
      profileUrl: profileUrl(primary.profileDirectory, member.directory),
      name: shown(member.name),
      tagline: shown(member.tagline),
      about: shown(member.about),
      primaryServiceType: toServiceTypeDto(primary),
      providedServiceTypes: catalogue.filter((type) => providedIds.includes(type.id)).map(toServiceTypeDto),
      city: cityToLocationDto(city),
      membershipLevel: member.membershipLevel,
      memberLevel: member.memberLevel,
      // A premium fill never makes a profile premium: premium is the vendor's own membership.
      isPremium,
      ...vendorCardFacts(member),
      acceptsOnlineDeposits: member.acceptsOnlineDeposits,
      numberOfOffers: member.numberOfOffers,
      travelDistanceMiles: member.travelDistanceMiles,
      mainPhotoUrl: mainPhoto
        ? imageUrl(mainPhoto.profileStorageKey ?? mainPhoto.storageKey, {
            width: THUMBNAIL_SIZE,
            height: THUMBNAIL_SIZE,
            crop: profilePhotoCrop(mainPhoto),
          })
        : null,
      attributes,
      photos: photoPage,
      videos: videos.map((video) => toVideoDto(video, shown(video.title))),
      audioTracks: audio.map((track) => ({
        id: track.id,
        title: shown(track.title),
        url: mediaUrl(track.storageKey),
        durationSeconds: track.durationSeconds,
      })),
      feedback: reviewPage,
      ratingBreakdown: [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: ratingCounts.find((entry) => entry.rating === stars)?.count ?? 0,
      })),
      upcomingEvents: upcoming,
      pastEvents: past,
      venue: primary.isVenue && market ? { market } : null,
      premiumProfiles,
    };
  }

  return {
    reviews,
    photos,
    events,

    /** Something a profile shows changed: every built profile, and the home page's highlights, are built again. */
    forgetProfiles(): void {
      builtProfiles.clear();
      builtHighlights.clear();
    },

    /** The home page's counts of vendors, reviews and recent bookings, and quotes from planners' reviews. */
    async highlights(): Promise<MarketplaceHighlightsDto> {
      return builtHighlights.get("home", buildHighlights);
    },

    /**
     * A vendor's whole profile (SPEC sections 3 and 4). A venue that is not premium, and whose member
     * level is not -9, is shown with 4 paid venue vendors of its market (skip 0) as premium profiles.
     * What vendors and reviewers wrote is shown with contact details hidden, text stored before the
     * contact rules included.
     */

    async profileByPath(path: string): Promise<ProfileDto | undefined> {
      const [profileDirectory, directory, ...rest] = path.replace(/^\/+|\/+$/g, "").split("/");
      if (!profileDirectory || !directory || rest.length > 0) return undefined;
      const key = `${profileDirectory.toLowerCase()}/${directory.toLowerCase()}:${today()}`;
      // A missing profile is not kept (an undefined answer never is): its address is looked up again.
      return builtProfiles.get(key, () => buildProfile(profileDirectory, directory) as Promise<ProfileDto>);
    },

    /**
     * Why a profile address shows nothing though a listing lives there: `gone` for a suspended or
     * deleted listing (410), `hidden` for one waiting for approval or declined (404), undefined otherwise.
     */
    async unlistedAt(path: string): Promise<"gone" | "hidden" | undefined> {
      const [profileDirectory, directory, ...rest] = path.replace(/^\/+|\/+$/g, "").split("/");
      if (!profileDirectory || !directory || rest.length > 0) return undefined;
      const member = await repository.findByPath(profileDirectory.toLowerCase(), directory.toLowerCase());
      if (!member || member.listingStatus === "live") return undefined;
      return GONE_LISTING_STATUSES.includes(member.listingStatus as ListingStatus) ? "gone" : "hidden";
    },

    /** Whether a member's listing is shown (for the member-scoped public calls). */
    async exists(memberId: number): Promise<boolean> {
      return (await repository.findById(memberId))?.listingStatus === "live";
    },

    async blackoutDates(memberId: number, year: number, month: number): Promise<string[]> {
      const { from, to } = monthRange(year, month);
      return repository.blackoutDatesBetween(memberId, from, to);
    },

    async calendarEntries(memberId: number, year: number, month: number) {
      const { from, to } = monthRange(year, month);
      const entries = await repository.entriesBetween(memberId, from, to);
      return entries.map((entry) => ({ ...entry, title: shown(entry.title) }));
    },

    /**
     * A member's public record; `load` adds the related parts the SPEC call names. Only a live listing
     * has one for the public; its owner and administrators (`viewer: "owner"`) see theirs whatever its status.
     */
    async publicMember(memberId: number, load: string[], viewer: "public" | "owner" = "public") {
      const member = await repository.findById(memberId);
      if (!member || (viewer === "public" && member.listingStatus !== "live")) return undefined;
      const primary = await serviceTypes.findById(member.primaryServiceTypeId);
      const result: Record<string, unknown> = {
        id: member.id,
        name: shown(member.name),
        directory: member.directory,
        profileUrl: primary ? profileUrl(primary.profileDirectory, member.directory) : null,
        contactFirstName: shown(member.contactFirstName),
        membershipLevel: member.membershipLevel,
        tagline: shown(member.tagline),
        ratingAverage: member.ratingAverage,
        reviewCount: member.reviewCount,
      };
      if (load.includes("city")) {
        const city = await locations.findCityById(member.cityId);
        result.city = city ? cityToLocationDto(city) : null;
      }
      if (load.includes("primaryservicetype")) result.primaryServiceType = primary ? toServiceTypeDto(primary) : null;
      if (load.includes("providedservicetypes")) {
        const ids = await repository.providedServiceTypeIds(member.id);
        result.providedServiceTypes = (await serviceTypes.catalogue())
          .filter((type) => ids.includes(type.id))
          .map(toServiceTypeDto);
      }
      if (load.includes("mainprofileimage")) {
        const photo = await repository.mainPhoto(member.mainPhotoId);
        result.mainProfileImage = photo ? toPhotoDto(photo) : null;
      }
      return result;
    },

    /** One page of live venues' profile URLs; `nextAfter` asks for the next, null on the last. */
    async venueProfileUrls(after: number, take: number): Promise<{ venueUrls: string[]; nextAfter: number | null }> {
      // One row past the page tells whether another page follows.
      const rows = await repository.venuePaths(after, take + 1);
      const page = rows.slice(0, take);
      return {
        venueUrls: page.map((row) => profileUrl(row.profileDirectory, row.directory)),
        nextAfter: rows.length > take ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
