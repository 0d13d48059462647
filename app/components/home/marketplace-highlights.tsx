import type { HighlightedVendorDto, MarketplaceHighlightsDto } from "#features/profiles/profiles.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import "./home.css";

const count = new Intl.NumberFormat("en-US");

/** The marketplace's size and recent bookings, under the home page's search: each fact once there is something to count. */
export function MarketplaceCounts({ highlights }: { highlights: MarketplaceHighlightsDto }) {
  const facts = [
    { value: highlights.vendorCount, label: "entertainers and vendors listed" },
    { value: highlights.reviewCount, label: "reviews from event planners" },
    { value: highlights.recentBookingCount, label: `events booked in the last ${highlights.recentBookingDays} days` },
  ].filter((fact) => fact.value > 0);
  if (facts.length === 0) return null;
  return (
    <div className="marketplace-counts">
      <h2 className="visually-hidden">Marquee in numbers</h2>
      <dl className="marketplace-counts__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="marketplace-counts__fact">
            <dt className="marketplace-counts__label">{fact.label}</dt>
            <dd className="marketplace-counts__value">{count.format(fact.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Beside the hero's title on wide screens: photos of the best-rated vendors of a few kinds, fanned
 * out like prints, each leading to the vendor. Hidden on phones, where the search comes first; the
 * photos load lazily, so a phone never fetches them.
 */
export function HeroCollage({ vendors }: { vendors: readonly HighlightedVendorDto[] }) {
  const shown = vendors.filter((vendor) => vendor.photoUrl !== null);
  if (shown.length < 2) return null;
  return (
    <ul className="hero-collage" aria-label="Planners' favourites">
      {shown.map((vendor) => (
        <li key={vendor.profileUrl} className="hero-collage__item">
          <SiteLink href={vendor.profileUrl} className="hero-collage__link">
            <img
              className="hero-collage__photo"
              src={vendor.photoUrl ?? undefined}
              alt=""
              width={348}
              height={348}
              loading="lazy"
              decoding="async"
            />
            <span className="hero-collage__name">{vendor.name}</span>
            <span className="hero-collage__what">
              {vendor.personForm} · {vendor.cityDisplayName}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Planners' five-star reviews, each led by a photo of the vendor it praises and linked to their profile. */
export function PlannerQuotes({ highlights }: { highlights: MarketplaceHighlightsDto }) {
  if (highlights.quotes.length === 0) return null;
  return (
    <section className="section container" aria-labelledby="planner-quotes-title">
      <h2 id="planner-quotes-title" className="section__title">
        What planners say
      </h2>
      <ul className="planner-quotes">
        {highlights.quotes.map((quote) => (
          <li key={quote.id}>
            <figure className="planner-quote">
              {quote.vendor.photoUrl ? (
                <img
                  className="planner-quote__photo"
                  src={quote.vendor.photoUrl}
                  alt=""
                  width={348}
                  height={348}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <div className="planner-quote__body">
                <p className="planner-quote__stars">
                  <span aria-hidden="true">★★★★★</span>
                  <span className="visually-hidden">5 out of 5 stars</span>
                </p>
                <blockquote className="planner-quote__text">
                  <p>{quote.body}</p>
                </blockquote>
                <figcaption className="planner-quote__caption">
                  <span className="planner-quote__reviewer">
                    {quote.reviewerName}
                    {quote.eventType ? `, ${quote.eventType}` : ""}
                    {quote.isVerifiedBooking ? (
                      <span className="planner-quote__verified">Booked on Marquee</span>
                    ) : null}
                  </span>
                  <span>
                    about <SiteLink href={quote.vendor.profileUrl}>{quote.vendor.name}</SiteLink>,{" "}
                    {quote.vendor.personForm} in {quote.vendor.cityDisplayName}
                  </span>
                </figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
