import { useLocation, useNavigation } from "react-router";
import { tileQuoteButtonAssignment } from "#features/analytics/variations.rules.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { type RequestContext, RequestContextScope } from "../request-form/request-context.ts";
import { VendorCard } from "../vendor-card/vendor-card.tsx";
import { displayDate } from "../vendor-card/vendor-card.logic.ts";
import { ChangeSearch } from "../search-form/change-search.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { RESULT_SECTION, SORT } from "#lib/constants.ts";
import { ResultList } from "./result-list.tsx";
import {
  FILTERS_CLEARED_BY_SEE_ALL,
  hrefWithout,
  inSentence,
  isEmptySearch,
  RELATED_SHOWN_PARAM,
  resultTypeNote,
  searchBreadcrumbs,
  SHOWN_PARAM,
  vendorCountText,
} from "./search-results.logic.ts";
import type { SearchPageData } from "./search-results.types.ts";
import { SearchFilters } from "./search-filters.tsx";
import { SortControl } from "./sort-control.tsx";
import { StateCityLinks } from "./state-city-links.tsx";
import "./search-results.css";

/**
 * A search results page (SPEC.md section 2): breadcrumbs, heading and intro, the sort form,
 * sponsored listings, the results that load more by appending, related vendors, and the state's
 * city links. Used by /search/{slug}, /kids-party-entertainment/{city} and /virtual-event-services.
 * Its cards link on with the search's date, city and service.
 */
export function SearchResultsView({ data }: { data: SearchPageData }) {
  return (
    <RequestContextScope.Provider value={searchedContext(data)}>
      <SearchResults data={data} />
    </RequestContextScope.Provider>
  );
}

/** What this search carries to profiles and the quote form: a state-wide search names no city. */
function searchedContext({ search, eventDate }: SearchPageData): RequestContext {
  const location = search.searchLookup.location ?? search.searchInfo.location;
  return {
    eventDate: eventDate ?? undefined,
    cityFileName: location?.kind === "city" ? location.fileName : undefined,
    serviceTypeId: search.searchLookup.serviceType.id,
  };
}

function SearchResults({ data }: { data: SearchPageData }) {
  const { search } = data;
  const info = search.searchInfo;
  const type = search.searchLookup.serviceType;
  const location = search.searchLookup.location ?? info.location;
  const placeName = location?.displayName ?? null;
  const note = resultTypeNote(search);
  const navigation = useNavigation();
  const currentLocation = useLocation();
  // A new sort (or any other navigation to this page) is on its way: the results are stale.
  const pending = navigation.state !== "idle" && navigation.location?.pathname === currentLocation.pathname;
  const eventDate = data.eventDate ? displayDate(data.eventDate) : null;
  const filteredOut = info.totalResults === 0 && info.totalFullSearchResults > 0;
  const stateName = location?.stateOrProvince.name;
  const isInvalidVenue = search.resultType === "INVALID_VENUE_SEARCH";
  const nearby = info.landingVendorsNearby;
  const empty = isEmptySearch(search);
  // The page's own settings: the filters form keeps those it does not set, such as the order.
  const query = data.sort === SORT.RECOMMENDED ? data.formFields : { ...data.formFields, sort: String(data.sort) };
  // The search string decides the page's variation, the same for every visitor (decision 012).
  const quoteStyle = tileQuoteButtonAssignment(search.searchLookup.url).variation;

  return (
    <div className="search-page container">
      <Breadcrumbs crumbs={searchBreadcrumbs(search)} />
      <ChangeSearch serviceType={type} location={location} eventDate={data.eventDate} eventDateText={eventDate} />
      <header className="search-page__header">
        <h1 className="search-page__title">{info.searchCopy.heading}</h1>
        {/* The copy counts the results: with none here, the note below says what the page shows instead. */}
        {info.totalResults > 0 ? <p className="search-page__intro">{info.searchCopy.intro}</p> : null}
        {note ? <p className="search-page__note">{note}</p> : null}
      </header>

      {!isInvalidVenue && !empty ? (
        <div className="search-toolbar">
          <p className="search-toolbar__count">
            <strong>{vendorCountText(info.totalResults, type)}</strong>
            {eventDate ? <> available on {eventDate}</> : placeName ? <> for events in {placeName}</> : null}
          </p>
          <SortControl sort={data.sort} hiddenFields={data.formFields} />
        </div>
      ) : null}

      {!isInvalidVenue && !empty ? (
        <SearchFilters
          key={new URLSearchParams(query).toString()}
          query={query}
          attributes={data.filterOptions.attributes}
          distance={data.filterOptions.distance}
        />
      ) : null}

      {filteredOut ? (
        <div className="search-page__notice" role="note">
          <p>
            Every {inSentence(type.personForm)} here is booked{eventDate ? ` on ${eventDate}` : ""} or outside your
            filters.{" "}
            <SiteLink href={hrefWithout(currentLocation.pathname, query, FILTERS_CLEARED_BY_SEE_ALL)}>
              See all {vendorCountText(info.totalFullSearchResults, type)}
            </SiteLink>
          </p>
        </div>
      ) : null}

      {info.sponsoredListings.length > 0 ? (
        <section className="sponsored" aria-labelledby="sponsored-title">
          <h2 id="sponsored-title" className="sponsored__title">
            Featured {inSentence(type.pluralForm)} <span className="sponsored__label">Sponsored</span>
          </h2>
          <ul className="result-grid result-grid--sponsored">
            {info.sponsoredListings.map((item, index) => (
              <li key={item.memberId} className="result-grid__item">
                <VendorCard
                  item={item}
                  sponsored
                  eagerImage={index < 4}
                  tile={{ section: "sponsored", position: index }}
                  quoteStyle={quoteStyle}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {nearby.length > 0 ? (
        <section className="result-section" aria-labelledby="nearby-title">
          <h2 id="nearby-title" className="result-section__title">
            {placeName ? `${type.pluralForm} near ${placeName}` : `${type.pluralForm} nearby`}
          </h2>
          <ul className="result-grid">
            {nearby.map((item, index) => (
              <li key={item.memberId} className="result-grid__item">
                <VendorCard
                  item={item}
                  eagerImage={index < 4}
                  tile={{ section: "nearby", position: index }}
                  quoteStyle={quoteStyle}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {search.results.length > 0 ? (
        <ResultList
          key={`results-${data.viewKey}`}
          id="results"
          heading={`${type.pluralForm}${placeName ? ` in ${placeName}` : ""}`}
          headingHidden
          initialItems={search.results}
          total={info.totalResults}
          slug="results"
          countParam={SHOWN_PARAM}
          apiReference={data.apiReference}
          apiQuery={data.apiQuery}
          serviceType={type}
          lazyImages={info.sponsoredListings.length > 0}
          pending={pending}
          searchLookupId={search.searchLookup.id}
          resultSection={RESULT_SECTION.PRIMARY_RESULTS}
          quoteStyle={quoteStyle}
        />
      ) : null}

      {info.relatedVendorResults.length > 0 ? (
        <ResultList
          key={`related-${data.viewKey}`}
          id="related-vendors"
          heading="Related vendors"
          intro={`Other vendors planners book alongside ${inSentence(type.pluralForm)}${placeName ? ` near ${placeName}` : ""}.`}
          initialItems={info.relatedVendorResults}
          total={info.relatedVendorTotalResults}
          slug="related-vendors"
          countParam={RELATED_SHOWN_PARAM}
          apiReference={data.apiReference}
          apiQuery={data.apiQuery}
          serviceType={{ personForm: "vendor", pluralForm: "vendors" }}
          lazyImages
          pending={pending}
          searchLookupId={search.searchLookup.id}
          resultSection={RESULT_SECTION.RELATED_VENDORS}
          quoteStyle={quoteStyle}
        />
      ) : null}

      <StateCityLinks
        heading={
          location?.kind === "city"
            ? `${type.pluralForm} in other ${stateName} cities`
            : `${type.pluralForm} by city${stateName ? ` in ${stateName}` : ""}`
        }
        links={info.stateCityLinks}
      />
    </div>
  );
}
