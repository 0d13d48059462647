import type { SearchResponse } from "#features/search/search.schema.ts";
import type { SortCode } from "#lib/constants.ts";

/** What a search results page's loader returns (search, kids city and virtual pages alike). */
export type SearchPageData = {
  /** The search, with as many primary results and related vendors as the URL shows. */
  search: SearchResponse;
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
  /** Changes whenever the loader ran for another URL: appended results start over. */
  viewKey: string;
};
