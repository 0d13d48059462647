import type { LocationsService } from "#features/locations/locations.service.server.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { toServiceTypeDto, type ServiceTypesService } from "#features/service-types/service-types.service.server.ts";
import type { SearchLinkDto, SearchResponse, SearchResultItem } from "./search.schema.ts";
import {
  EVERY_VENUE,
  groupStatesWithCanada,
  KIDS_PARTY_ENTERTAINMENT,
  placeSearchPath,
  type StateEntry,
} from "./search.rules.ts";
import type { SearchService } from "./search.service.server.ts";
import { searchSettingsQuerySchema } from "./search.schema.ts";

/** The service group landing pages of the Services menu, by path; their titles and copy are content. */
export const GROUP_LANDINGS = {
  "musical-entertainment": { menuGroup: "Live Music", mainType: "band" },
  dj: { menuGroup: "DJs", mainType: "dj" },
  "variety-act-landing": { menuGroup: "Variety Acts", mainType: "variety-act" },
  speakers: { menuGroup: "Speakers", mainType: "speaker" },
  "event-services": { menuGroup: "Event Services", mainType: "photographer" },
} as const;
export type GroupLandingKey = keyof typeof GROUP_LANDINGS;

const POPULAR_CITIES = 24;
/** The vendors a service landing page leads with: the first row or two of cards. */
const TOP_VENDORS = 8;

export type StateLink = { name: string; abbreviation: string; url: string };
/** A venue market linked to a venue type's search there, with the number of venues it lists. */
export type VenueMarketLink = SearchLinkDto & { venueCount: number };

export type ServiceLanding = {
  serviceType: ServiceTypeDto;
  states: StateEntry<StateLink>[];
  popularCities: SearchLinkDto[];
  relatedServiceTypes: ServiceTypeDto[];
  /** The service's best vendors across the US and Canada, in the recommended order. */
  topVendors: SearchResultItem[];
};

export function createLandingService(deps: {
  search: SearchService;
  serviceTypes: ServiceTypesService;
  locations: LocationsService;
}) {
  const { search, serviceTypes, locations } = deps;

  /** The largest places, each linked to the page that lists this kind of vendor there. */
  async function popularCities(linkFor: (cityFileName: string) => string): Promise<SearchLinkDto[]> {
    return (await locations.largestCities(POPULAR_CITIES)).map((city) => {
      const url = linkFor(city.fileName);
      return {
        url: url.replace(/^\/(search|kids-party-entertainment)\//, ""),
        canonicalUrl: url,
        displayName: city.displayName,
        name: city.name,
      };
    });
  }

  /**
   * The venue markets that list venues, busiest first, each linked to a venue type's search there.
   * A venue search is answered within a market (SPEC section 3, VENUE_SEARCH), so venue pages link
   * to markets rather than to the largest cities.
   */
  async function venueMarketLinks(serviceTypeFileName: string): Promise<VenueMarketLink[]> {
    const [markets, counts] = await Promise.all([locations.activeVenueMarkets(), search.liveVenueCountsByMarket()]);
    return markets
      .flatMap((market) => {
        const venueCount = counts.get(market.id) ?? 0;
        const canonicalUrl = placeSearchPath(serviceTypeFileName, market.fileName);
        const url = canonicalUrl.slice("/search/".length);
        return venueCount > 0 ? [{ url, canonicalUrl, displayName: market.name, name: market.name, venueCount }] : [];
      })
      .sort((a, b) => b.venueCount - a.venueCount || a.displayName.localeCompare(b.displayName));
  }

  /** A service's best vendors across the US and Canada: its nationwide search's first cards. */
  async function topVendors(serviceTypeFileName: string): Promise<SearchResultItem[]> {
    const result = await search.search(
      serviceTypeFileName,
      "results",
      searchSettingsQuerySchema.parse({ take: TOP_VENDORS }),
    );
    return "kind" in result ? [] : result.results;
  }

  return {
    /**
     * `/services/{serviceSlug}`: the states (Canada's four provinces grouped last) and the largest
     * cities for a service type. Redirects away from this page come with the page's copy
     * (`content.servicePage`), which the route asks first.
     */
    async serviceLanding(serviceSlug: string): Promise<ServiceLanding | undefined> {
      const type = await serviceTypes.findByFileName(serviceSlug);
      if (!type) return undefined;
      const states = (await locations.listStates()).map((state) => ({
        name: state.name,
        abbreviation: state.abbreviation,
        url: `/services/${type.fileName}/${state.abbreviation.toLowerCase()}`,
      }));
      const [cities, related, nationwide] = await Promise.all([
        type.isVenue
          ? venueMarketLinks(type.fileName).then((markets) => markets.slice(0, POPULAR_CITIES))
          : popularCities((city) => placeSearchPath(type.fileName, city)),
        serviceTypes.secondary(type.id),
        topVendors(type.fileName),
      ]);
      return {
        serviceType: toServiceTypeDto(type),
        states: groupStatesWithCanada(states),
        popularCities: cities,
        relatedServiceTypes: related ?? [],
        topVendors: nationwide,
      };
    },

    /** `/musical-entertainment`, `/dj`, `/variety-act-landing`, `/speakers`, `/event-services`. */
    async groupLanding(key: GroupLandingKey) {
      const group = GROUP_LANDINGS[key];
      const catalogue = await serviceTypes.catalogue();
      const members = catalogue.filter((type) => type.menuGroup === group.menuGroup);
      const parents = new Set(members.map((type) => type.id));
      const children = catalogue.filter(
        (type) => type.parentId !== null && parents.has(type.parentId) && !parents.has(type.id),
      );
      const main = catalogue.find((type) => type.fileName === group.mainType) ?? members[0];
      const [cities, vendors] = main
        ? await Promise.all([popularCities((city) => placeSearchPath(main.fileName, city)), topVendors(main.fileName)])
        : [[], []];
      return {
        key,
        serviceTypes: [...members, ...children].map(toServiceTypeDto),
        mainServiceType: main ? toServiceTypeDto(main) : null,
        popularCities: cities,
        topVendors: vendors,
      };
    },

    /** `/venues`: the kinds of venue, the best venues, and every venue market with its venues counted. */
    async venueLanding() {
      const venueTypes = (await serviceTypes.catalogue()).filter((type) => type.isVenue);
      const main = venueTypes.find((type) => type.fileName === EVERY_VENUE);
      if (!main) return undefined;
      const [markets, vendors] = await Promise.all([venueMarketLinks(main.fileName), topVendors(main.fileName)]);
      return {
        mainServiceType: toServiceTypeDto(main),
        serviceTypes: venueTypes.filter((type) => type.id !== main.id).map(toServiceTypeDto),
        markets,
        topVendors: vendors,
      };
    },

    /** `/gigkids`: every kids party type, and the cities with a kids party page. */
    async kidsLanding() {
      return {
        serviceTypes: await serviceTypes.list({ kidsOnly: true }),
        popularCities: await popularCities((city) => `/kids-party-entertainment/${city}`),
      };
    },

    /** `/kids-party-entertainment/{city}` and `/virtual-event-services[?location=]`: a search shown on its own page. */
    async typeSearch(
      serviceTypeFileName: string,
      placeFileName: string | undefined,
      query: Record<string, string>,
    ): Promise<SearchResponse | undefined> {
      const settings = searchSettingsQuerySchema.safeParse(query);
      if (!settings.success) return undefined;
      const reference =
        placeFileName && serviceTypeFileName === KIDS_PARTY_ENTERTAINMENT
          ? `${serviceTypeFileName}-${placeFileName}`
          : serviceTypeFileName;
      const result = await search.search(reference, "results", {
        ...settings.data,
        location: placeFileName ?? settings.data.location,
      });
      return "kind" in result ? undefined : result;
    },
  };
}
export type LandingService = ReturnType<typeof createLandingService>;
