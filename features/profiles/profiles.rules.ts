/** Review orders a planner can choose on a profile. */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** How many of each list a profile shows at first, and adds per "load more". */
export const PROFILE_PAGE_SIZES = { photos: 8, reviews: 5, events: 5 } as const;
