import { type MouseEvent, type Ref, useCallback, useId, useState } from "react";
import type { VendorTileSection } from "#features/analytics/analytics-events.rules.ts";
import type { TileQuoteButtonVariation } from "#features/analytics/variations.rules.ts";
import { track } from "#app/lib/analytics/track.ts";
import { tileActionFor } from "#app/lib/search-tracking.ts";
import { SECOND_IMAGE_SIZE, THUMBNAIL_SIZE } from "#lib/constants.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { useRequestContext, withRequestContext } from "../request-form/request-context.ts";
import {
  countText,
  distanceText,
  initials,
  nextEventText,
  payRangeText,
  ratingFill,
  type VendorTile,
} from "./vendor-card.logic.ts";
import "./vendor-card.css";

/**
 * The thumbnail is 96px wide in the one-column list below the sm breakpoint, then a column of the
 * results grid: 2 columns from sm (480), 3 from md (768), 4 from xl (1200) inside a 1200px container.
 */
export const VENDOR_IMAGE_SIZES = "(min-width: 1200px) 276px, (min-width: 768px) 32vw, (min-width: 480px) 48vw, 96px";

type VendorCardProps = {
  item: VendorTile;
  /** The element id, so a "load more" link without JavaScript can jump to the first new card. */
  id?: string;
  /** Cards in the first row load their image at once; the rest lazily. */
  eagerImage?: boolean;
  /** A sponsored (spotlight) placement above the results. */
  sponsored?: boolean;
  /** The profile link, so a list can move focus to the first card it appended. */
  linkRef?: Ref<HTMLAnchorElement>;
  /** Where the tile sits, for the Vendor Tile Click its links report. */
  tile: { section: VendorTileSection; position: number };
  /** The look of the quote link in the search page's experiment (decision 012). */
  quoteStyle?: TileQuoteButtonVariation;
};

/**
 * One vendor in search results: an article whose heading links to the profile. Both links carry the
 * search (date, city, service) on to the profile and the quote form.
 */
export function VendorCard({
  item,
  id,
  eagerImage = false,
  sponsored = false,
  linkRef,
  tile,
  quoteStyle = "control",
}: VendorCardProps) {
  const titleId = useId();
  const searched = useRequestContext();
  const payRange = payRangeText(item.payRangeLow, item.payRangeHigh);
  const distance = distanceText(item.distanceMiles);
  const nextEvent = nextEventText(item.startDate);
  const premium = item.membershipLevel !== "Basic";
  const [previewing, setPreviewing] = useState(false);
  const video = item.firstVideo;
  const startPreview = () => {
    if (video && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPreviewing(true);
  };
  const className = ["vendor-card", sponsored ? "vendor-card--sponsored" : "", premium ? "vendor-card--premium" : ""]
    .filter(Boolean)
    .join(" ");
  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    const href = (event.target as Element).closest("a")?.getAttribute("href");
    if (href) track("Vendor Tile Click", { ...tile, action: tileActionFor(href) }, { memberId: item.memberId });
  };

  return (
    <article
      className={className}
      id={id}
      aria-labelledby={titleId}
      onPointerEnter={video ? (event) => event.pointerType === "mouse" && startPreview() : undefined}
      onPointerLeave={video ? () => setPreviewing(false) : undefined}
      onClickCapture={onLinkClick}
    >
      <div className="vendor-card__body">
        <h3 className="vendor-card__name" id={titleId}>
          <SiteLink href={withRequestContext(item.profileUrl, searched)} className="vendor-card__link" ref={linkRef}>
            {item.name}
          </SiteLink>
        </h3>
        <p className="vendor-card__meta">
          <span>{item.primaryServicePersonForm}</span>
          <span>{item.cityDisplayName}</span>
          {distance ? <span>{distance}</span> : null}
        </p>
        <Rating rating={item.rating} ratingString={item.ratingString} reviewCount={item.reviewCount} />
        {item.tagline ? <p className="vendor-card__tagline">{item.tagline}</p> : null}
        {payRange ? (
          <p className="vendor-card__price">
            <span className="visually-hidden">Price range: </span>
            {payRange}
          </p>
        ) : null}
        <Badges item={item} sponsored={sponsored} />
        {nextEvent ? <p className="vendor-card__next">Next booked event: {nextEvent}</p> : null}
      </div>
      <VendorMedia item={item} eager={eagerImage} previewing={previewing} />
      <div className="vendor-card__actions">
        <a
          className={quoteStyle === "filled" ? "vendor-card__quote vendor-card__quote--filled" : "vendor-card__quote"}
          href={withRequestContext(`/requestquote?memberId=${item.requestFormID}`, searched)}
        >
          Request a quote<span className="visually-hidden"> from {item.name}</span>
        </a>
      </div>
    </article>
  );
}

function Rating({ rating, ratingString, reviewCount }: { rating: number; ratingString: string; reviewCount: number }) {
  if (reviewCount === 0 || !ratingString)
    return <p className="vendor-card__rating vendor-card__rating--new">New on Marquee</p>;
  return (
    <p className="vendor-card__rating">
      <span className="stars" aria-hidden="true">
        <span className="stars__fill" style={{ width: `${ratingFill(rating)}%` }} />
      </span>
      <span className="vendor-card__rating-value">
        <span className="visually-hidden">Rated </span>
        {ratingString}
        <span className="visually-hidden"> out of 5,</span>
      </span>{" "}
      <span className="vendor-card__reviews">({countText(reviewCount, "review")})</span>
    </p>
  );
}

function Badges({ item, sponsored }: { item: VendorTile; sponsored: boolean }) {
  const badges: { key: string; text: string; tone: "brand" | "accent" | "plain" }[] = [];
  if (item.isSpotlight && !sponsored) badges.push({ key: "spotlight", text: "Spotlight", tone: "accent" });
  if (item.membershipLevel !== "Basic") badges.push({ key: "level", text: item.membershipLevel, tone: "brand" });
  if (item.acceptsOnlineDeposits) badges.push({ key: "deposits", text: "Accepts online deposits", tone: "plain" });
  const stats: string[] = [];
  if (item.bookingCount > 0) stats.push(countText(item.bookingCount, "booking"));
  if (item.numberOfOffers > 0) stats.push(countText(item.numberOfOffers, "offer"));
  if (item.numberOfAudioTracks > 0) stats.push(countText(item.numberOfAudioTracks, "audio track"));
  return (
    <>
      {badges.length > 0 ? (
        <ul className="vendor-card__badges" aria-label="Highlights">
          {badges.map((badge) => (
            <li key={badge.key} className={`badge badge--${badge.tone}`}>
              {badge.text}
            </li>
          ))}
        </ul>
      ) : null}
      {stats.length > 0 || item.firstVideo ? (
        <p className="vendor-card__stats">
          {/* The video shows as a mark on the photo; here it is said for screen readers. */}
          {item.firstVideo ? <span className="visually-hidden">Has a video. </span> : null}
          {stats.map((stat) => (
            <span key={stat}>{stat}</span>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** The photo (250px, or 348px where the column is wider), a clip preview on hover, and a fallback. */
function VendorMedia({ item, eager, previewing }: { item: VendorTile; eager: boolean; previewing: boolean }) {
  const [failed, setFailed] = useState(false);
  const src = item.thumbnailUrl ?? item.mainPhotoUrl ?? item.firstVideo?.posterUrl ?? null;
  const srcSet =
    item.thumbnailUrl && item.mainPhotoUrl
      ? `${item.thumbnailUrl} ${THUMBNAIL_SIZE}w, ${item.mainPhotoUrl} ${SECOND_IMAGE_SIZE}w`
      : undefined;
  // An image that failed before the page hydrated never reaches onError: check it once mounted.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image && image.complete && image.naturalWidth === 0 && image.getAttribute("src")) setFailed(true);
  }, []);
  const video = item.firstVideo;

  return (
    <div className="vendor-card__media">
      {src && !failed ? (
        <img
          ref={checkLoaded}
          className="vendor-card__image"
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? VENDOR_IMAGE_SIZES : undefined}
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="vendor-card__fallback" aria-hidden="true">
          {initials(item.name) || "?"}
        </div>
      )}
      {video && previewing ? (
        <img className="vendor-card__preview" src={video.url} width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} alt="" />
      ) : null}
      {video ? (
        <span className="vendor-card__video" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
            <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
          </svg>
          Video
        </span>
      ) : null}
    </div>
  );
}
