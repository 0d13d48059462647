import { createContext, useContext } from "react";

/**
 * The search a planner came from: the event day, the city and the service. Links from results to
 * profiles and from profiles to the quote form carry it in their query string, so the form opens
 * filled in, with or without JavaScript. The loaders read it with `requestContextOf`
 * (app/routes/requests/request-context.server.ts).
 */
export type RequestContext = {
  /** yyyy-MM-dd. */
  eventDate?: string;
  /** A city's file name, e.g. juneau-ak. */
  cityFileName?: string;
  serviceTypeId?: number;
};

/** The query parameters that carry a `RequestContext`, in the order links write them. */
export const REQUEST_CONTEXT_PARAMS = ["eventDate", "cityFileName", "serviceTypeId"] as const;

/** `path` with the context's parameters appended to whatever query it already has. */
export function withRequestContext(path: string, context: RequestContext): string {
  const query = queryOf(context);
  if (query === "") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

/** One page's links share its context: its query string is written once, not for each link. */
const queries = new WeakMap<RequestContext, string>();

function queryOf(context: RequestContext): string {
  let query = queries.get(context);
  if (query === undefined) {
    const params = new URLSearchParams();
    for (const key of REQUEST_CONTEXT_PARAMS) {
      const value = context[key];
      if (value !== undefined && value !== "") params.set(key, String(value));
    }
    query = params.toString();
    queries.set(context, query);
  }
  return query;
}

/** The context of the page being drawn: a results page's search, or what a profile was opened with. */
export const RequestContextScope = createContext<RequestContext>({});

export function useRequestContext(): RequestContext {
  return useContext(RequestContextScope);
}
