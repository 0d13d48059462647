/**
 * What a route adds to its page view and events, from its loader data: the vendor a profile shows,
 * or the variation of an experiment a search page runs. A route module exports
 * `handle = analyticsHandle((data: LoaderData) => ({ ... }))`.
 */
export type PageAnalytics = { memberId?: number; experiment?: string; variation?: string };

export type AnalyticsHandle = { analytics: (loaderData: unknown) => PageAnalytics };

export function analyticsHandle<Data>(describe: (data: Data) => PageAnalytics): AnalyticsHandle {
  // No loader data means the route failed and shows its error page: nothing to add.
  return { analytics: (loaderData) => (loaderData === undefined ? {} : describe(loaderData as Data)) };
}

function isAnalyticsHandle(handle: unknown): handle is AnalyticsHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    typeof (handle as Partial<AnalyticsHandle>).analytics === "function"
  );
}

/** The deepest matched route that describes itself wins. */
export function pageAnalyticsOf(matches: readonly { handle: unknown; loaderData: unknown }[]): PageAnalytics {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    if (match && isAnalyticsHandle(match.handle)) return match.handle.analytics(match.loaderData);
  }
  return {};
}
