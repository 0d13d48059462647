import { tileQuoteButtonAssignment } from "#features/analytics/variations.rules.ts";
import { analyticsHandle } from "#app/lib/analytics/page-analytics.ts";
import type { SearchPageData } from "./search-results.types.ts";

/**
 * The `handle` of every search results page: its page view and events record the variation its
 * search string is assigned to, the one SearchResultsView shows (decision 012).
 */
export const searchPageAnalytics = analyticsHandle((data: SearchPageData) =>
  tileQuoteButtonAssignment(data.search.searchLookup.url),
);
