import type { SearchResponse } from "#features/search/search.schema.ts";
import type { SortCode } from "#lib/constants.ts";
import type { VendorTile } from "../vendor-card/vendor-card.logic.ts";
import type { ServiceAttributeOption } from "./search-results.logic.ts";

type TileLists = "sponsoredListings" | "relatedVendorResults" | "landingVendorsNearby";

/** A search as its page shows it: every vendor cut to a tile. An API answer is one too. */
export type TiledSearch = Omit<SearchResponse, "results" | "searchInfo"> & {
  results: VendorTile[];
  searchInfo: Omit<SearchResponse["searchInfo"], TileLists> & Record<TileLists, VendorTile[]>;
};

/** What a search results page's loader returns (search, kids city and virtual pages alike). */
export type SearchPageData = {
  /** The search, with as many primary results and related vendors as the URL shows. */
  search: TiledSearch;
  /** The lookup id or url that the browser's load-more calls name. */
  apiReference: string;
  /** The settings the load-more calls carry (sort, eventDate, location...). */
  apiQuery: Record<string, string>;
  /** The page's settings other than sort, kept as hidden fields by the sort form. */
  formFields: Record<string, string>;
  sort: SortCode;
  /** yyyy-MM-dd, when the search leaves out vendors booked that day. */
  eventDate: string | null;
  /** Absolute. */
  canonicalUrl: string;
  title: string;
  description: string;
  /** What the filters form offers: the service attributes, and whether a distance applies to this place. */
  filterOptions: { attributes: ServiceAttributeOption[]; distance: boolean };
  /** Changes whenever the loader ran for another URL: appended results start over. */
  viewKey: string;
};
