import type { ProfileDto } from "#features/profiles/profiles.schema.ts";
import { THUMBNAIL_SIZE } from "#lib/constants.ts";
import { countText, initials, payRangeText } from "../vendor-card/vendor-card.logic.ts";
import { StarRating } from "./star-rating.tsx";

/** The top of a profile: photo, name, what and where, rating, membership, prices and the quote link. */
export function ProfileHeader({ profile }: { profile: ProfileDto }) {
  const payRange = payRangeText(profile.payRangeLow, profile.payRangeHigh);
  const badge = profile.membershipLevel === "Basic" ? null : profile.membershipLevel;
  return (
    <header className="profile-header">
      <div className="profile-header__photo">
        {profile.mainPhotoUrl ? (
          <img
            src={profile.mainPhotoUrl}
            width={THUMBNAIL_SIZE}
            height={THUMBNAIL_SIZE}
            alt={`${profile.name}`}
            fetchPriority="high"
          />
        ) : (
          <span className="profile-header__initials" role="img" aria-label={profile.name}>
            <span aria-hidden="true">{initials(profile.name)}</span>
          </span>
        )}
      </div>
      <div className="profile-header__main">
        {badge ? <p className={`profile-badge profile-badge--${badge.toLowerCase()}`}>{badge} member</p> : null}
        <h1 className="profile-header__name">{profile.name}</h1>
        <p className="profile-header__what">
          {profile.primaryServiceType.personForm} in {profile.city.displayName}
          {profile.venue ? <> · {profile.venue.market.name} market</> : null}
        </p>
        <p className="profile-header__rating">
          {profile.reviewCount > 0 ? (
            <>
              <StarRating rating={profile.rating} label={`Rated ${profile.ratingString} out of 5`} />
              <span className="profile-header__rating-value" aria-hidden="true">
                {profile.ratingString}
              </span>
              <a href="#reviews" className="profile-header__reviews-link">
                ({countText(profile.reviewCount, "review")})
              </a>
            </>
          ) : (
            <span className="profile-muted">No reviews yet</span>
          )}
        </p>
        <ul className="profile-facts">
          {payRange ? (
            <li>
              <span className="profile-facts__label">Price range</span> {payRange}
            </li>
          ) : null}
          <li>
            <span className="profile-facts__label">Booked</span> {countText(profile.bookingCount, "time")} on Marquee
          </li>
          {profile.travelDistanceMiles > 0 ? (
            <li>
              <span className="profile-facts__label">Travels</span> up to{" "}
              {profile.travelDistanceMiles.toLocaleString("en-US")} miles
            </li>
          ) : null}
          {profile.acceptsOnlineDeposits ? (
            <li className="profile-facts__deposits">✓ Accepts online deposits</li>
          ) : null}
        </ul>
      </div>
      <div className="profile-header__cta">
        <a className="button button--accent profile-header__quote" href={`/requestquote?memberId=${profile.id}`}>
          Request a quote
        </a>
        <p className="profile-muted profile-header__cta-note">Free, no obligation</p>
      </div>
    </header>
  );
}
