/**
 * The business constants and limits of SPEC.md section 9, each named once. Code imports them from
 * here; no other module repeats these numbers.
 */

/** Autocomplete: pause before suggesting, minimum characters, the Tab key code, location suggestions. */
export const AUTOCOMPLETE_PAUSE_MS = 400;
export const AUTOCOMPLETE_MIN_CHARACTERS = 2;
export const TAB_KEY_CODE = 9;
export const LOCATION_SUGGESTIONS_TAKE = 15;

/** Search result pages: the first page, each next page, and the large page used for full lists. */
export const FIRST_PAGE_SIZE = 25;
export const NEXT_PAGE_SIZE = 12;
export const LARGE_PAGE_SIZE = 220;
export const BLOG_PAGE_SIZE = 12;
export const ARTICLES_PAGE_SIZE = 12;
/** Paid venue vendors of the same market shown on a non-premium venue profile. */
export const VENUE_PREMIUM_FILL_COUNT = 4;

export const SORT = { RECOMMENDED: 1, MOST_REVIEWED: 2, MOST_BOOKED: 3 } as const;
export type SortCode = (typeof SORT)[keyof typeof SORT];
export const RESULT_SECTION = { PRIMARY_RESULTS: 1, RELATED_VENDORS: 2 } as const;
export type ResultSectionCode = (typeof RESULT_SECTION)[keyof typeof RESULT_SECTION];

export const MID_LEVEL_COUNT = 8;
export const INDIVIDUAL_COUNT = 4;
/** Spotlight vendors above the first page of results, and the state's city links below it. */
export const SPONSORED_LISTINGS = 3;
export const STATE_CITY_LINKS = 50;
export const VENDOR_KEYS = ["dj", "impersonator", "live-band"] as const;

/** Member level -9 is never used to fill premium profiles; spotlight needs a level of at least -2. */
export const EXCLUDED_FROM_PREMIUM_FILL_MEMBER_LEVEL = -9;
export const SPOTLIGHT_MIN_MEMBER_LEVEL = -2;

export const THUMBNAIL_SIZE = 250;
export const SECOND_IMAGE_SIZE = 348;
/** Hero images of articles, themes and guides are drawn at the OpenGraph size; pages keep the ratio. */
export const HERO_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const HEADER_HEIGHT_PX = 60;
export const FOOTER_PANEL_HEIGHT_PX = 258;
export const LAZY_PAGE_LOADING_DELAY_MS = 200;
/** The route-change progress bar completes this long after the change (SPEC section 2). */
export const PROGRESS_COMPLETE_AFTER_MS = 500;

export const WELCOME_NAME_AND_SCOPE_COOKIE_DAYS = 30;

/** Provinces grouped under one 'Canada' entry that sorts last (lower-cased names). */
export const CANADA_GROUPED_PROVINCES = ["alberta", "british columbia", "ontario", "quebec"] as const;

/** Breakpoints in px, by area of the site (SPEC section 9); lib/breakpoints.ts reads them. */
export const BREAKPOINTS = {
  searchWidget: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  searchResultsAndProfile: { xs: 0, sm: 480, md: 768, lg: 992, xl: 1200 },
  header: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 },
} as const;

/**
 * PostgreSQL's `integer` maximum (2^31 - 1). Ids are serial `integer` columns, and so are counts and
 * amounts: a number past it reaches SQL only to fail there, so every input stops at it.
 */
export const POSTGRES_INTEGER_MAX = 2_147_483_647;

/** The top of the results' price filter, in whole dollars: above any vendor's stated range. */
export const MAX_PRICE_FILTER_DOLLARS = 1_000_000;
