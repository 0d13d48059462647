import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { TileQuoteButtonVariation } from "#features/analytics/variations.rules.ts";
import { api, isAbortError } from "#app/lib/api-client.ts";
import type { operations } from "#lib/api-client/schema.ts";
import { reportImpressions, reportTileAction, tileActionFor } from "#app/lib/search-tracking.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { RESULT_SECTION, type ResultSectionCode } from "#lib/constants.ts";
import { toVendorTile, type VendorTile } from "../vendor-card/vendor-card.logic.ts";
import { VendorCard } from "../vendor-card/vendor-card.tsx";
import { dedupe, inSentence, nextPage, type ResultSlug, vendorCountText, withCount } from "./search-results.logic.ts";

/** How many cards load their image at once: the first row at the widest layout. */
const EAGER_IMAGES = 4;

type FetchState = "idle" | "loading" | "error";

type SearchResultsQuery = NonNullable<operations["searchResults"]["parameters"]["query"]>;

export type ResultListProps = {
  /** The section's id; cards get `{id}-{position}`. */
  id: string;
  heading: ReactNode;
  /** Shown only to screen readers when the page already says what the list is. */
  headingHidden?: boolean;
  intro?: ReactNode;
  initialItems: readonly VendorTile[];
  total: number;
  slug: ResultSlug;
  /** The page's URL parameter holding how many of this section to show ("shown", "relatedShown"). */
  countParam: string;
  apiReference: string;
  apiQuery: Record<string, string>;
  serviceType: { personForm: string; pluralForm: string };
  /** Lazy-load every image (lists further down the page). */
  lazyImages?: boolean;
  /** A navigation is replacing the whole page (a new sort): the list is stale meanwhile. */
  pending?: boolean;
  /** For first-party tracking: which search and which section these results belong to. */
  searchLookupId?: number;
  resultSection: ResultSectionCode;
  /** The look of the tiles' quote links in the page's experiment. */
  quoteStyle: TileQuoteButtonVariation;
};

/**
 * A section of results that grows by appending (SPEC.md section 4): 12 more at a time from the API
 * once hydrated; before that, "Load more" is a link to the same page showing more results.
 */
export function ResultList(props: ResultListProps) {
  const { id, initialItems, total, slug, countParam, apiReference, apiQuery, serviceType } = props;
  const location = useLocation();
  const hydrated = useHydrated();
  const [items, setItems] = useState<VendorTile[]>(() => [...initialItems]);
  const [state, setState] = useState<FetchState>("idle");
  const [exhausted, setExhausted] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const focusRef = useRef<HTMLAnchorElement | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const headingId = `${id}-title`;

  useEffect(() => () => abortRef.current?.abort(), []);
  // Each vendor this list shows is reported once, with its position, as results arrive.
  const reportedRef = useRef(0);
  useEffect(() => {
    const fresh = items
      .slice(reportedRef.current)
      .map((item, index) => ({ memberId: item.memberId, position: reportedRef.current + index }));
    reportedRef.current = items.length;
    reportImpressions(props.searchLookupId, props.resultSection, fresh);
  }, [items, props.searchLookupId, props.resultSection]);
  useEffect(() => {
    if (focusIndex !== null) focusRef.current?.focus();
  }, [focusIndex]);

  const hasMore = !exhausted && items.length < total;
  const next = nextPage(slug, items.length);

  async function loadMore() {
    if (state === "loading") return;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setState("loading");
    setAnnouncement(`Loading more ${inSentence(serviceType.pluralForm)}…`);
    try {
      const body = await api.get("/api/v1/search/{lookup}/{slug}", {
        path: { lookup: apiReference, slug },
        // The page's own query, which its loader checked with the same schema, forwarded as the text it is.
        query: { ...(apiQuery as SearchResultsQuery), ...next },
        signal: controller.signal,
      });
      const results = body.results.map(toVendorTile);
      const merged = dedupe([...items, ...results]);
      const added = merged.length - items.length;
      setItems(merged);
      setState("idle");
      if (added === 0) {
        setExhausted(true);
        setAnnouncement(`All ${inSentence(serviceType.pluralForm)} are shown.`);
        return;
      }
      setAnnouncement(
        `${vendorCountText(added, serviceType)} added. Showing ${merged.length.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}.`,
      );
      setFocusIndex(items.length);
      // Keep the count in the address, so a reload or coming back renders as many results.
      const current = `${window.location.pathname}${window.location.search}`;
      window.history.replaceState(window.history.state, "", withCount(current, countParam, merged.length));
    } catch (error) {
      if (isAbortError(error)) return;
      setState("error");
      setAnnouncement("");
    }
  }

  const moreLink = withCount(
    `${location.pathname}${location.search}`,
    countParam,
    items.length + next.take,
    `${id}-${items.length + 1}`,
  );
  const busy = state === "loading" || Boolean(props.pending);

  return (
    <section className="result-section" id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className={props.headingHidden ? "visually-hidden" : "result-section__title"}>
        {props.heading}
      </h2>
      {props.intro ? <p className="result-section__intro">{props.intro}</p> : null}
      <ul className="result-grid" aria-busy={busy} data-pending={busy ? "" : undefined}>
        {items.map((item, index) => (
          <li
            key={item.memberId}
            className="result-grid__item"
            onClickCapture={(event) => {
              const link = (event.target as Element).closest("a");
              const href = link?.getAttribute("href");
              if (href)
                reportTileAction(tileActionFor(href), item.memberId, index, props.searchLookupId, props.resultSection);
            }}
          >
            <VendorCard
              item={item}
              id={`${id}-${index + 1}`}
              eagerImage={!props.lazyImages && index < EAGER_IMAGES}
              linkRef={index === focusIndex ? focusRef : undefined}
              tile={{
                section: props.resultSection === RESULT_SECTION.RELATED_VENDORS ? "related vendors" : "primary results",
                position: index,
              }}
              quoteStyle={props.quoteStyle}
            />
          </li>
        ))}
      </ul>
      <div className="result-section__footer">
        <p className="result-section__count">
          Showing {items.length.toLocaleString("en-US")} of{" "}
          {vendorCountText(Math.max(total, items.length), serviceType)}
        </p>
        {state === "error" ? (
          <div className="result-section__error">
            <p role="alert">
              We couldn't load more {inSentence(serviceType.pluralForm)}. Check your connection and try again.
            </p>
            <button type="button" className="button button--primary" onClick={loadMore}>
              Try again
            </button>
          </div>
        ) : hasMore ? (
          hydrated ? (
            <button
              type="button"
              className="button button--secondary result-section__more"
              onClick={loadMore}
              aria-disabled={state === "loading"}
            >
              {state === "loading" ? (
                <>
                  <span className="spinner" aria-hidden="true" />
                  Loading…
                </>
              ) : (
                <>
                  Load more<span className="visually-hidden"> {inSentence(serviceType.pluralForm)}</span>
                </>
              )}
            </button>
          ) : (
            <a className="button button--secondary result-section__more" href={moreLink}>
              Load more<span className="visually-hidden"> {inSentence(serviceType.pluralForm)}</span>
            </a>
          )
        ) : null}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </div>
    </section>
  );
}
