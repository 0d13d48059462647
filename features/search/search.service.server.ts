import { createHash } from "node:crypto";
import { format } from "date-fns";
import {
  INDIVIDUAL_COUNT,
  MID_LEVEL_COUNT,
  RESULT_SECTION,
  SECOND_IMAGE_SIZE,
  SPONSORED_LISTINGS,
  STATE_CITY_LINKS,
  THUMBNAIL_SIZE,
} from "#lib/constants.ts";
import { slugify } from "#lib/slug.ts";
import { type CacheFactory, inProcessCaches } from "#lib/shared-cache.server.ts";
import { createTtlCache } from "#lib/ttl-cache.ts";
import {
  type CityRecord,
  cityToLocationDto,
  type LocationsService,
  type StateRecord,
  stateToLocationDto,
} from "#features/locations/locations.service.server.ts";
import { PLACES_TAKE_MAX } from "#features/locations/locations.schema.ts";
import { withoutContactDetails } from "#features/contact-details/contact-details.rules.ts";
import { profileUrl, vendorCardFacts } from "#features/members/members.rules.ts";
import { imageUrl, mediaUrl } from "#features/media/media.rules.ts";
import {
  type ServiceTypeRecord,
  type ServiceTypesService,
  toServiceTypeDto,
} from "#features/service-types/service-types.service.server.ts";
import type {
  RankedVendor,
  SearchRepository,
  SearchLookupRecord,
  VendorCriteria,
  VendorRow,
} from "./search.repo.server.ts";
import { groupCitiesByLetter, isSpotlight, parseSearchSlug } from "./search.rules.ts";
import type {
  SearchLinkDto,
  SearchLookupDto,
  SearchLookupsQuery,
  SearchResponse,
  SearchResultItem,
  SearchResultType,
  SearchSettings,
} from "./search.schema.ts";

/** Fewer primary results than this widens the search (decision 005). */
export const OBSCURE_MIN_RESULTS = 5;
export const OBSCURE_RADIUS_MILES = 250;
/** How many ranked vendors one search keeps: far more than anyone pages through. */
const RANK_LIMIT = 1000;
/**
 * Rankings are kept for a few minutes: the same search for every visitor is one query, and a
 * vendor's change (a booking, a blackout) shows in results within this time (decision 005).
 */
const RANKING_TTL_MS = 5 * 60_000;

type Place = { kind: "city"; city: CityRecord } | { kind: "state"; state: StateRecord } | null;

export type LookupResolution =
  { kind: "found"; lookup: SearchLookupDto } | { kind: "redirect"; url: string } | { kind: "not-found" };

/** "Wedding Bands" -> "wedding bands", but "DJs" stays "DJs": plural names inside a sentence. */
export function pluralInSentence(pluralForm: string): string {
  return pluralForm
    .split(" ")
    .map((word) => (/^[A-Z]{2,}s?$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

/**
 * The results page's intro, from the same result type and count as the page's note: a search widened
 * past the place (too few vendors there) never says its count "serve" the place.
 */
export function resultsIntro(
  resultType: SearchResultType,
  total: number,
  pluralForm: string,
  placeName: string | null,
): string {
  const plural = pluralInSentence(pluralForm);
  const compare = `Compare ${total.toLocaleString("en-US")} ${plural}`;
  const rest = "read reviews, see photos and videos, check prices, and request free quotes.";
  if (!placeName)
    return `Browse ${plural} who work with planners everywhere: read reviews, see photos and videos, and request free quotes.`;
  if (resultType === "OBSCURE_CATEGORY_SEARCH")
    return `${compare} from the region around ${placeName} who travel there: ${rest}`;
  if (resultType === "OBSCURE_NATIONAL_SEARCH")
    return `${compare} from across the US and Canada, nearest to ${placeName} first: ${rest}`;
  return `${compare} who serve ${placeName}: ${rest}`;
}

function seedFor(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0) >>> 1;
}

function crop(
  x: number | null,
  y: number | null,
  width: number | null,
  height: number | null,
  rotation: number | null,
) {
  return x === null || y === null || width === null || height === null
    ? null
    : { x, y, width, height, rotation: rotation ?? 0 };
}

/** A vendor's search card; the text they wrote is shown with contact details hidden, old text included. */
export function toResultItem(row: VendorRow): SearchResultItem {
  const profileCrop = crop(
    row.photo_crop_x,
    row.photo_crop_y,
    row.photo_crop_width,
    row.photo_crop_height,
    row.photo_rotation,
  );
  const searchCrop = crop(
    row.search_crop_x,
    row.search_crop_y,
    row.search_crop_width,
    row.search_crop_height,
    row.search_rotation,
  );
  return {
    memberId: row.id,
    name: withoutContactDetails(row.name),
    directory: row.directory,
    profileUrl: profileUrl(row.profile_directory, row.directory),
    tagline: withoutContactDetails(row.tagline),
    cityDisplayName: row.city_display_name,
    distanceMiles: row.distance_metres === null ? null : Math.round((row.distance_metres / 1609.344) * 10) / 10,
    primaryServiceFileName: row.primary_service_file_name,
    primaryServicePersonForm: row.primary_service_person_form,
    // Search tiles use the vendor's search thumbnail crop; the larger image their profile crop.
    mainPhotoUrl: row.photo_key
      ? imageUrl(row.photo_key, { width: SECOND_IMAGE_SIZE, height: SECOND_IMAGE_SIZE, crop: profileCrop })
      : null,
    thumbnailUrl: row.search_photo_key
      ? imageUrl(row.search_photo_key, { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, crop: searchCrop })
      : null,
    profilePhotoCrop: profileCrop,
    searchThumbnailCrop: searchCrop,
    memberLevel: row.member_level,
    membershipLevel: row.membership_level,
    spotlightId: row.spotlight_id,
    isSpotlight: isSpotlight({ memberLevel: row.member_level, spotlightId: row.spotlight_id }),
    ...vendorCardFacts({
      ratingAverage: row.rating_average,
      reviewCount: row.review_count,
      bookingCount: row.booking_count,
      payRangeLowCents: row.pay_range_low_cents,
      payRangeHighCents: row.pay_range_high_cents,
    }),
    numberOfOffers: row.number_of_offers,
    numberOfAudioTracks: row.audio_track_count,
    acceptsOnlineDeposits: row.accepts_online_deposits,
    firstVideo: row.video_key
      ? {
          title: withoutContactDetails(row.video_title ?? ""),
          url: mediaUrl(row.video_key),
          posterUrl: row.video_poster_key ? mediaUrl(row.video_poster_key) : null,
        }
      : null,
    requestFormID: row.id,
    startDate: row.next_event_date,
  };
}

const NO_FILTERS = {
  primaryCategoryOnly: false,
  center: null,
  radiusMiles: null,
  respectTravelDistance: false,
  stateProvinceId: null,
  exactCityId: null,
  venueMarketId: null,
  eventDate: null,
  minNumberOfReviews: null,
  minRating: null,
  acceptsOnlineDeposits: false,
  priceMinCents: null,
  priceMaxCents: null,
  attributeSlugs: [],
  includeInVirtualEvents: false,
  paidOnly: false,
  spotlightOnly: false,
  excludeMemberIds: [],
  excludeServiceTypeIds: [],
} satisfies Omit<VendorCriteria, "serviceTypeIds">;

export function createSearchService(deps: {
  repository: SearchRepository;
  serviceTypes: ServiceTypesService;
  locations: LocationsService;
  today?: () => string;
  /** Where rankings and cards are kept: in this process, or in Redis for every process. */
  caches?: CacheFactory;
}) {
  const { repository, serviceTypes, locations } = deps;
  const today = deps.today ?? (() => format(new Date(), "yyyy-MM-dd"));
  const caches = deps.caches ?? inProcessCaches();
  const rankings = caches.create<{ ranked: RankedVendor[]; total: number }>("search-rankings", {
    ttlMs: RANKING_TTL_MS,
    maxEntries: 5000,
  });
  /** Card details of recently shown vendors, by id: most searches show the same few thousand vendors. */
  const vendorCards = caches.create<Omit<VendorRow, "distance_metres">>("search-vendor-cards", {
    ttlMs: RANKING_TTL_MS,
    maxEntries: 50_000,
  });
  /** Stored lookups never change once written, so each process keeps the ones it has read. */
  const storedLookups = createTtlCache<SearchLookupRecord | undefined>({ ttlMs: RANKING_TTL_MS, maxEntries: 20_000 });
  const lookupByUrl = (url: string) => storedLookups.get(`url:${url}`, () => repository.findLookupByUrl(url));
  const lookupById = (id: number) => storedLookups.get(`id:${id}`, () => repository.findLookupById(id));

  async function placeOf(record: SearchLookupRecord): Promise<Place> {
    if (record.locationId) {
      const city = await locations.findCityById(record.locationId);
      return city ? { kind: "city", city } : null;
    }
    if (record.stateProvinceId) {
      const state = await locations.findStateById(record.stateProvinceId);
      return state ? { kind: "state", state } : null;
    }
    return null;
  }

  function isValidSearchFor(type: ServiceTypeRecord, place: Place): boolean {
    if (!place) return type.isSingleSearchPage;
    if (type.isVenue && place.kind === "city") return place.city.venueMarketId !== null;
    return true;
  }

  async function toLookupDto(record: SearchLookupRecord, isSearchById: boolean): Promise<SearchLookupDto | undefined> {
    const type = await serviceTypes.findById(record.serviceTypeId);
    if (!type) return undefined;
    const place = await placeOf(record);
    return {
      id: record.id,
      url: record.url,
      canonicalUrl: `/search/${record.url}`,
      serviceType: toServiceTypeDto(type),
      location:
        place?.kind === "city"
          ? cityToLocationDto(place.city)
          : place?.kind === "state"
            ? stateToLocationDto(place.state)
            : null,
      isVenue: record.isVenue,
      isValidSearch: record.isValidSearch,
      isSearchById,
      version: record.version,
      redirectUrl: isSearchById ? `/search/${record.url}` : record.redirectUrl,
    };
  }

  /** "dj-austin-tx": the longest service type file name (or alternate name) before a place's file name. */
  async function parseLookupUrl(
    url: string,
  ): Promise<{ type: ServiceTypeRecord; place: Place; canonical: boolean } | undefined> {
    const catalogue = await serviceTypes.catalogue();
    const byFileName = new Map(catalogue.map((type) => [type.fileName, type]));
    const byAlternate = new Map(
      catalogue.flatMap((type) => type.alternateNames.map((name) => [slugify(name), type] as const)),
    );
    const whole = byFileName.get(url);
    if (whole) return { type: whole, place: null, canonical: true };
    const hyphens = [...url.matchAll(/-/g)].map((match) => match.index).reverse();
    for (const index of hyphens) {
      const typePart = url.slice(0, index);
      const placePart = url.slice(index + 1);
      const type = byFileName.get(typePart) ?? byAlternate.get(typePart);
      if (!type || !placePart) continue;
      const city = await locations.findCityByFileName(placePart);
      if (city) return { type, place: { kind: "city", city }, canonical: type.fileName === typePart };
      const state = await locations.findStateByFileName(placePart);
      if (state) return { type, place: { kind: "state", state }, canonical: type.fileName === typePart };
    }
    const alternate = byAlternate.get(url);
    return alternate ? { type: alternate, place: null, canonical: false } : undefined;
  }

  async function resolveLookupUrl(rawUrl: string): Promise<LookupResolution> {
    const url = rawUrl.trim().toLowerCase();
    if (!url) return { kind: "not-found" };
    const stored = await lookupByUrl(url);
    if (stored) {
      const lookup = await toLookupDto(stored, false);
      return lookup ? { kind: "found", lookup } : { kind: "not-found" };
    }
    const parsed = await parseLookupUrl(url);
    if (!parsed) return { kind: "not-found" };
    const placeFileName =
      parsed.place?.kind === "city"
        ? parsed.place.city.fileName
        : parsed.place?.kind === "state"
          ? parsed.place.state.fileName
          : null;
    const canonicalUrl = placeFileName ? `${parsed.type.fileName}-${placeFileName}` : parsed.type.fileName;
    if (!parsed.canonical) return { kind: "redirect", url: `/search/${canonicalUrl}` };
    const record = await repository.saveLookup({
      url: canonicalUrl,
      serviceTypeId: parsed.type.id,
      locationId: parsed.place?.kind === "city" ? parsed.place.city.id : null,
      stateProvinceId: parsed.place?.kind === "state" ? parsed.place.state.id : null,
      isVenue: parsed.type.isVenue,
      isValidSearch: isValidSearchFor(parsed.type, parsed.place),
    });
    storedLookups.set(`url:${record.url}`, record);
    storedLookups.set(`id:${record.id}`, record);
    const lookup = await toLookupDto(record, false);
    return lookup ? { kind: "found", lookup } : { kind: "not-found" };
  }

  async function resolveLookupReference(reference: string): Promise<LookupResolution> {
    const slug = parseSearchSlug(reference);
    if (slug.kind === "url") return resolveLookupUrl(slug.url);
    const record = await lookupById(slug.id);
    const lookup = record && (await toLookupDto(record, true));
    return lookup ? { kind: "found", lookup } : { kind: "not-found" };
  }

  function linkFor(
    type: ServiceTypeRecord,
    place: { fileName: string; displayName: string; name: string },
  ): SearchLinkDto {
    const url = `${type.fileName}-${place.fileName}`;
    return { url, canonicalUrl: `/search/${url}`, displayName: place.displayName, name: place.name };
  }

  async function run(criteria: VendorCriteria, sort: 1 | 2 | 3, seed: number, skip: number, take: number) {
    const limit = Math.max(RANK_LIMIT, skip + take);
    const key = createHash("sha256")
      .update(JSON.stringify([criteria, sort, seed, limit]))
      .digest("base64url");
    const ranking = await rankings.get(key, () => repository.rankVendors(criteria, { sort, seed }, limit));
    const rows = await cardsFor(ranking.ranked.slice(skip, skip + take));
    return { items: rows.map(toResultItem), total: ranking.total };
  }

  /** Card details for ranked vendors, from the card cache; the missing ones in one query. */
  async function cardsFor(ranked: RankedVendor[]): Promise<VendorRow[]> {
    const cards = await vendorCards.getMany(
      ranked.map((entry) => `${entry.id}`),
      async (missing) => {
        const wanted = new Set(missing);
        const rows = await repository.vendorDetails(
          ranked.filter((entry) => wanted.has(`${entry.id}`)),
          today(),
        );
        return new Map(rows.map(({ distance_metres: _distance, ...card }) => [`${card.id}`, card]));
      },
    );
    return ranked.flatMap((entry, index) => {
      const card = cards[index];
      return card ? [{ ...card, distance_metres: entry.distance_metres }] : [];
    });
  }

  return {
    resolveLookupUrl,
    resolveLookupReference,

    /**
     * A vendor changed their listing: their card is read again, and every cached ranking is dropped
     * (a new category, city or plan can move them in any search). `null`: a vendor was added.
     */
    forgetVendor(memberId: number | null): void {
      if (memberId !== null) vendorCards.delete(`${memberId}`);
      rankings.clear();
    },

    liveVenueCountsByMarket: () => repository.liveVenueCountsByMarket(),

    /** Landing page links: one per state, or one per city of a state (SPEC section 7 search-lookups query). */
    async landingLinks(query: SearchLookupsQuery): Promise<SearchLinkDto[] | undefined> {
      const type = await serviceTypes.findById(query.serviceTypeId);
      if (!type) return undefined;
      if (query.locationType === "state") {
        return (await locations.listStates()).map((state) => linkFor(type, state));
      }
      const cities = await locations.listCities({
        stateAbbreviation: query.stateAbbreviation,
        onlyStateServicePageCities: query.onlyStateServicePageCities,
        take: PLACES_TAKE_MAX,
      });
      return cities?.map((city) => linkFor(type, city));
    },

    /** The cities of a lookup's state, grouped A-J, K-Q, R-Z, each linked to its search. */
    async cityGroups(lookupId: number) {
      const record = await lookupById(lookupId);
      if (!record) return undefined;
      const type = await serviceTypes.findById(record.serviceTypeId);
      const place = await placeOf(record);
      if (!type || !place) return undefined;
      const abbreviation = place.kind === "city" ? place.city.state.abbreviation : place.state.abbreviation;
      const cities =
        (await locations.listCities({
          stateAbbreviation: abbreviation,
          onlyStateServicePageCities: false,
          take: PLACES_TAKE_MAX,
        })) ?? [];
      const groups = groupCitiesByLetter(cities.map((city) => linkFor(type, city)));
      return Object.entries(groups).map(([letterGroup, links]) => ({
        letterGroup: letterGroup as "A-J" | "K-Q" | "R-Z",
        cities: links,
      }));
    },

    /**
     * One search (decision 005): primary results or related vendors, a page at a time, with the
     * search info of SPEC section 3. Undefined when the lookup does not resolve.
     */
    async search(
      reference: string,
      slug: "results" | "related-vendors",
      settings: SearchSettings,
    ): Promise<SearchResponse | LookupResolution> {
      const resolution = await resolveLookupReference(reference);
      if (resolution.kind !== "found") return resolution;
      const lookup = resolution.lookup;
      const record = await lookupById(lookup.id);
      const baseType = await serviceTypes.findById(
        settings.overrideCategory ?? settings.venueType ?? lookup.serviceType.id,
      );
      if (!record || !baseType) return { kind: "not-found" };
      let place = await placeOf(record);
      if (!place && settings.location) {
        const city = await locations.findCityByFileName(settings.location);
        if (city) place = { kind: "city", city };
      }
      const serviceTypeIds = await serviceTypes.withChildren(baseType.id);
      const secondaryIds = ((await serviceTypes.secondary(baseType.id)) ?? []).map((type) => type.id);
      const seed = settings.overrideSortSeed ?? seedFor(`${lookup.url}:${today()}`);
      const center = place?.kind === "city" ? { latitude: place.city.latitude, longitude: place.city.longitude } : null;
      const radiusMiles =
        settings.distance ?? (settings.useDefaultSearchDistance ? baseType.defaultSearchDistanceMiles : 50);

      const filters: VendorCriteria = {
        ...NO_FILTERS,
        serviceTypeIds,
        primaryCategoryOnly: settings.primaryCategoryOnly,
        eventDate: settings.eventDate ?? null,
        minNumberOfReviews: settings.minNumberOfReviews ?? null,
        minRating: settings.minRating ?? null,
        acceptsOnlineDeposits: settings.acceptsOnlineDeposits,
        priceMinCents: settings.minPrice === undefined ? null : settings.minPrice * 100,
        priceMaxCents: settings.maxPrice === undefined ? null : settings.maxPrice * 100,
        attributeSlugs: settings.attributes ?? [],
        includeInVirtualEvents: settings.includeInVirtualEvents || baseType.isVirtual,
        paidOnly: baseType.isVenue && settings.excludeNonPaidVenues,
      };

      let resultType: SearchResultType = "STANDARD_SEARCH";
      let primary: VendorCriteria;
      if (baseType.isSingleSearchPage || !place) {
        resultType = place ? "STANDARD_SEARCH" : "VENDOR_DIRECTORY";
        primary = { ...filters, center };
      } else if (place.kind === "state") {
        primary = { ...filters, stateProvinceId: place.state.id };
      } else if (baseType.isVenue) {
        resultType = place.city.venueMarketId === null ? "INVALID_VENUE_SEARCH" : "VENUE_SEARCH";
        primary = { ...filters, center, venueMarketId: place.city.venueMarketId ?? -1 };
      } else {
        primary = {
          ...filters,
          center,
          radiusMiles,
          respectTravelDistance: true,
          exactCityId: settings.exactLocationOnly ? place.city.id : null,
        };
      }

      const sort = settings.sort as 1 | 2 | 3;
      const wantsRelated = slug === "related-vendors";
      const mayWiden = resultType === "STANDARD_SEARCH" && center !== null && !baseType.isSingleSearchPage;
      // Too few vendors here: widen to the region, then to the whole country, nearest first.
      const searchWidening = async (criteria: VendorCriteria, skip: number, take: number) => {
        let found = await run(criteria, sort, seed, skip, take);
        if (!mayWiden || !(settings.obscureSearchResultSet || found.total < OBSCURE_MIN_RESULTS)) {
          return { found, criteria, widenedTo: null };
        }
        const region = {
          ...criteria,
          radiusMiles: OBSCURE_RADIUS_MILES,
          respectTravelDistance: false,
          exactCityId: null,
        };
        found = await run(region, sort, seed, skip, take);
        if (found.total >= OBSCURE_MIN_RESULTS)
          return { found, criteria: region, widenedTo: "OBSCURE_CATEGORY_SEARCH" as const };
        const country = { ...region, radiusMiles: null };
        found = await run(country, sort, seed, skip, take);
        return { found, criteria: country, widenedTo: "OBSCURE_NATIONAL_SEARCH" as const };
      };
      let page: Awaited<ReturnType<typeof run>> = { items: [], total: 0 };
      let widened = primary;
      if (!wantsRelated) {
        const searched = await searchWidening(primary, settings.skip, settings.take);
        page = searched.found;
        widened = searched.criteria;
        resultType = searched.widenedTo ?? resultType;
      }

      const relatedCriteria: VendorCriteria = {
        ...widened,
        serviceTypeIds: secondaryIds.filter((id) => !serviceTypeIds.includes(id)).concat(-1),
        excludeServiceTypeIds: serviceTypeIds,
        primaryCategoryOnly: false,
        respectTravelDistance: false,
        exactCityId: null,
        venueMarketId: null,
        radiusMiles: widened.center ? (widened.radiusMiles ?? radiusMiles) : null,
      };
      const firstPage = settings.skip === 0 && !wantsRelated;
      const empty = { items: [], total: 0 };
      // The planner's own filters, cleared: how many they would see without them.
      const unfiltered = {
        eventDate: null,
        minRating: null,
        minNumberOfReviews: null,
        acceptsOnlineDeposits: false,
        priceMinCents: null,
        priceMaxCents: null,
        attributeSlugs: [],
      } satisfies Partial<VendorCriteria>;
      const hasFilters =
        filters.eventDate !== null ||
        filters.minRating !== null ||
        filters.minNumberOfReviews !== null ||
        filters.acceptsOnlineDeposits ||
        filters.priceMinCents !== null ||
        filters.priceMaxCents !== null ||
        filters.attributeSlugs.length > 0;
      const [related, sponsored, nearby, fullTotal] = await Promise.all([
        wantsRelated
          ? run(relatedCriteria, sort, seed, settings.skip, settings.take)
          : firstPage
            ? run(relatedCriteria, sort, seed, 0, MID_LEVEL_COUNT)
            : empty,
        firstPage && resultType !== "INVALID_VENUE_SEARCH"
          ? run({ ...widened, spotlightOnly: true }, 1, seed, 0, SPONSORED_LISTINGS)
          : empty,
        firstPage && (resultType === "INVALID_VENUE_SEARCH" || page.total === 0) && center
          ? run({ ...filters, center, venueMarketId: null }, 1, seed, 0, INDIVIDUAL_COUNT)
          : empty,
        // Counted as the page without them would search: widened only if that page would widen too.
        firstPage && hasFilters
          ? searchWidening({ ...primary, ...unfiltered }, 0, 1).then((full) => full.found.total)
          : page.total,
      ]);

      const placeName =
        place?.kind === "city" ? place.city.displayName : place?.kind === "state" ? place.state.name : null;
      const stateAbbreviation =
        place?.kind === "city"
          ? place.city.state.abbreviation
          : place?.kind === "state"
            ? place.state.abbreviation
            : undefined;
      const stateCities = stateAbbreviation
        ? ((await locations.listCities({
            stateAbbreviation,
            onlyStateServicePageCities: true,
            take: STATE_CITY_LINKS,
          })) ?? [])
        : [];

      return {
        resultType,
        resultSection: wantsRelated ? RESULT_SECTION.RELATED_VENDORS : RESULT_SECTION.PRIMARY_RESULTS,
        searchLookup: lookup,
        searchInfo: {
          location: lookup.location ?? (place?.kind === "city" ? cityToLocationDto(place.city) : null),
          searchCopy: {
            heading: placeName
              ? `${baseType.pluralForm} in ${placeName}`
              : `${baseType.pluralForm} across the US and Canada`,
            intro: resultsIntro(resultType, page.total, baseType.pluralForm, placeName),
          },
          canonicalUrl: lookup.canonicalUrl,
          totalResults: wantsRelated ? related.total : page.total,
          totalFullSearchResults: fullTotal,
          sponsoredListings: sponsored.items,
          relatedVendorResults: wantsRelated ? [] : related.items,
          relatedVendorTotalResults: related.total,
          landingVendorsNearby: nearby.items,
          stateCityLinks: stateCities
            .filter((city) => place?.kind !== "city" || city.fileName !== place.city.fileName)
            .map((city) => ({ displayName: city.displayName, url: `/search/${baseType.fileName}-${city.fileName}` })),
        },
        results: wantsRelated ? related.items : page.items,
        skip: settings.skip,
        take: settings.take,
        sort,
      };
    },

    /** The vendors of given ids, in the order asked. */
    async vendorsByIds(ids: number[]): Promise<SearchResultItem[]> {
      if (ids.length === 0) return [];
      return (await cardsFor(ids.map((id) => ({ id, distance_metres: null })))).map(toResultItem);
    },

    /** Top vendors of a service type near a visitor (their address, or the default place). */
    async topForServiceType(serviceTypeId: number, take: number, ip: string | undefined) {
      const type = await serviceTypes.findById(serviceTypeId);
      if (!type) return undefined;
      const place = ip ? await locations.geolocate(ip) : undefined;
      const center = place ? { latitude: place.latitude, longitude: place.longitude } : null;
      const { items } = await run(
        {
          ...NO_FILTERS,
          serviceTypeIds: await serviceTypes.withChildren(type.id),
          center,
          radiusMiles: center ? type.defaultSearchDistanceMiles || null : null,
        },
        1,
        seedFor(`${type.fileName}:${today()}`),
        0,
        take,
      );
      return { serviceType: toServiceTypeDto(type), location: place ?? null, vendors: items };
    },

    /** Search page copy for a slug ("dj" or "dj-austin-tx"); undefined when the slug names nothing. */
    async searchCopy(slug: string) {
      const resolution = await resolveLookupUrl(slug);
      if (resolution.kind !== "found") return undefined;
      const { serviceType, location } = resolution.lookup;
      const place = location?.displayName;
      return {
        slug: resolution.lookup.url,
        heading: place ? `${serviceType.pluralForm} in ${place}` : serviceType.pluralForm,
        intro: place
          ? `Find and book ${pluralInSentence(serviceType.pluralForm)} in ${place}. Compare reviews, photos, videos and prices, then request free quotes from the ones you like.`
          : `Find and book ${pluralInSentence(serviceType.pluralForm)} near you. Compare reviews, photos, videos and prices, then request free quotes.`,
        metaTitle: place ? `${serviceType.pluralForm} in ${place} | Marquee` : `${serviceType.pluralForm} | Marquee`,
        metaDescription: `Book top-rated ${pluralInSentence(serviceType.pluralForm)}${place ? ` in ${place}` : ""} on Marquee: real reviews, clear prices and free quotes.`,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
