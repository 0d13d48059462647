import { useEffect } from "react";
import { data, isRouteErrorResponse, Link, useLocation } from "react-router";
import { requestContext, servicesContext } from "#features/services.server.ts";
import {
  isoDay,
  metaDescription,
  pageTitle,
  parseMonthParam,
  structuredData,
} from "#app/components/profile/profile.logic.ts";
import { ProfileView } from "#app/components/profile/profile-view.tsx";
import { RequestContextScope } from "#app/components/request-form/request-context.ts";
import { analyticsHandle } from "#app/lib/analytics/page-analytics.ts";
import { NotFoundPage } from "#app/components/status-pages/not-found-page.tsx";
import { ServerErrorPage } from "#app/components/status-pages/server-error-page.tsx";
import { requestContextOf } from "../requests/request-context.server.ts";
import type { Route } from "./+types/vendor-profile.ts";

/**
 * `/{profileDirectory}/{memberDirectory}`: a vendor's profile (SPEC section 2 "Vendor profile"). Opened
 * from results, it keeps the search's `?eventDate&cityFileName&serviceTypeId` for its quote link.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const path = `${params.profileDirectory}/${params.memberDirectory}`;
  const profile = await services.profiles.profileByPath(path);
  if (!profile) {
    // A suspended or deleted listing's address once worked: say it is gone (410), not that it never was.
    // Browsers keep a 410 without caching headers for good, and a suspension can be lifted: revalidate.
    if ((await services.profiles.unlistedAt(path)) === "gone")
      throw data(null, { status: 410, statusText: "Gone", headers: { "Cache-Control": "no-cache" } });
    throw data(null, { status: 404, statusText: "Not Found" });
  }

  // A view of the profile; bots are ignored, and a failure never costs the page.
  await context.get(requestContext).countProfileView(profile.id);

  const now = new Date();
  const today = isoDay(now);
  const url = new URL(request.url);
  // The calendar starts on this month; `?month=yyyy-MM` is the month links' fallback without JavaScript.
  const month = parseMonthParam(url.searchParams.get("month")) ?? {
    year: now.getUTCFullYear(),
    month: now.getUTCMonth() + 1,
  };
  const searched = requestContextOf(services, url);
  const { eventDate } = searched;
  // The month shown, and the planner's date checked against the vendor's calendar for the request card.
  const [calendar, eventDayState] = await Promise.all([
    services.memberCalendar.publicMonth(profile.id, month.year, month.month),
    eventDate ? services.memberCalendar.dayState(profile.id, eventDate) : undefined,
  ]);
  if (!calendar) throw data(null, { status: 404, statusText: "Not Found" });
  const eventDay = eventDate && eventDayState ? { date: eventDate, state: eventDayState } : null;
  const publicOrigin = services.config.publicOrigin;
  const canonicalUrl = new URL(profile.profileUrl, publicOrigin).href;
  return {
    profile,
    calendar,
    today,
    eventDay,
    requestContext: searched,
    canonicalUrl,
    title: pageTitle(profile),
    description: metaDescription(profile),
    jsonLd: structuredData(profile, canonicalUrl, publicOrigin),
  };
}

type ProfilePageData = Awaited<ReturnType<typeof loader>>;

/** The gone answer's own headers (its revalidation); a shown profile sends none of its own. */
export function headers({ errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? new Headers();
}

/** A profile's page view is about its vendor. */
export const handle = analyticsHandle((data: ProfilePageData) => ({ memberId: data.profile.id }));

/** Profiles this browser tab has already loaded, by URL: coming back to one is not fetched again (SPEC section 4). */
const loadedProfiles = new Map<string, ProfilePageData>();

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const cached = loadedProfiles.get(key);
  if (cached) return cached;
  const fresh = await serverLoader();
  loadedProfiles.set(key, fresh);
  return fresh;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: loaderData.description },
    { property: "og:url", content: loaderData.canonicalUrl },
    ...(loaderData.jsonLd.image ? [{ property: "og:image", content: loaderData.jsonLd.image }] : []),
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function VendorProfile({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // The server-rendered profile counts as loaded too.
  useEffect(() => {
    loadedProfiles.set(`${location.pathname}${location.search}`, loaderData);
  }, [location.pathname, location.search, loaderData]);
  return (
    <RequestContextScope.Provider value={loaderData.requestContext}>
      <ProfileView
        profile={loaderData.profile}
        calendar={loaderData.calendar}
        today={loaderData.today}
        eventDay={loaderData.eventDay}
      />
    </RequestContextScope.Provider>
  );
}

/** A listing no longer shown (suspended or deleted) answers 410 with a short explanation; the rest as the root does. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) return <ServerErrorPage />;
  if (error.status === 404) return <NotFoundPage />;
  if (error.status !== 410) return <ServerErrorPage />;
  return (
    <div className="status-page container">
      <title>Listing no longer available | Marquee</title>
      <meta name="robots" content="noindex" />
      <p className="status-page__code">Error 410</p>
      <h1 className="status-page__title">This listing is no longer available</h1>
      <p className="status-page__lead">
        This vendor is not listed on Marquee any more, so their profile and calendar are not shown. Search for other
        entertainers and vendors near you instead.
      </p>
      <ul className="status-page__links">
        <li>
          <Link to="/" className="button button--primary">
            Search for vendors
          </Link>
        </li>
      </ul>
    </div>
  );
}
