import { useEffect, useState } from "react";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import type { ProfileDto } from "#features/profiles/profiles.schema.ts";
import { venueMarketSearchPath } from "#features/search/search.rules.ts";
import { THUMBNAIL_SIZE } from "#lib/constants.ts";
import { errorCode, errorMessage, isAbortError } from "#app/lib/api-client.ts";
import { useSession } from "#app/lib/session.ts";
import { FAVORITE_INTENTS } from "../client-center/client-center.logic.ts";
import { favorites, setFavorite } from "../client-center/favorites.calls.ts";
import { useRequestContext, withRequestContext } from "../request-form/request-context.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { countText, initials, payRangeText } from "../vendor-card/vendor-card.logic.ts";
import { isSavedVendor } from "./profile.logic.ts";
import { StarRating } from "./star-rating.tsx";

function HeartIcon() {
  return (
    <svg className="profile-save__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7.5-4.6-9.3-9.2C1.5 7.6 3.6 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.3 0 5.4 3.1 4.2 6.3C19.5 15.4 12 20 12 20Z"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Save" for a signed-in planner: a toggle button (aria-pressed) keeping the vendor in their saved
 * vendors. The server's HTML cannot know the state, so it shows "Save" until the list arrives, and
 * pressing it meanwhile saves; the button is as wide either way, so nothing moves. Without scripts it
 * is a form that saves the vendor (`/client/favorites`) and comes back to the profile.
 */
function SaveToggle({
  clientId,
  memberId,
  name,
  profilePath,
}: {
  clientId: number;
  memberId: number;
  name: string;
  profilePath: string;
}) {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    const controller = new AbortController();
    favorites(clientId, controller.signal).then(
      // A press before the list arrived has decided already.
      (body) => setSaved((current) => current ?? isSavedVendor(body, memberId) ?? false),
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setSaved((current) => current ?? false);
      },
    );
    return () => controller.abort();
  }, [clientId, memberId]);

  const toggle = async () => {
    if (busy) return;
    const before = saved;
    const next = before !== true;
    setSaved(next);
    setBusy(true);
    setProblem("");
    try {
      await setFavorite(clientId, memberId, next);
    } catch (error) {
      setSaved(before);
      // A refusal the planner can act on (a full list) says so; anything else is a connection's failure.
      setProblem(
        errorCode(error) === "UNAUTHENTICATED"
          ? "Your session has ended. Log in again to save vendors."
          : (errorCode(error) === "FAVORITES_FULL" && errorMessage(error)) ||
              "That didn't work. Check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form method="post" action="/client/favorites" className="profile-save-form">
      <input type="hidden" name="intent" value={FAVORITE_INTENTS.save} />
      <input type="hidden" name="memberId" value={memberId} />
      <input type="hidden" name="returnTo" value={profilePath} />
      <button
        type="submit"
        className="button button--secondary profile-save"
        aria-pressed={saved === true}
        aria-label={`Save ${name}`}
        onClick={(event) => {
          event.preventDefault();
          void toggle();
        }}
      >
        <HeartIcon />
        {/* The pressed state adds "d" in CSS: the toggle's name ("Save {name}") keeps the word it shows. */}
        <span className="profile-save__word">Save</span>
      </button>
      {problem ? (
        <p className="profile-header__save-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/**
 * Save the vendor: the toggle for a planner, a way to log in for a visitor, nothing for vendors and
 * admins. Both come back to the profile as it was opened, with the search it came from.
 */
function SaveVendor({ profile, profilePath }: { profile: ProfileDto; profilePath: string }) {
  const session = useSession();
  if (!session) {
    return (
      <a
        className="button button--secondary profile-save"
        href={logInPath(profilePath)}
        aria-label={`Save ${profile.name}`}
      >
        <HeartIcon />
        Save
      </a>
    );
  }
  if (session.userType !== "Client" || session.clientId === null) return null;
  return <SaveToggle clientId={session.clientId} memberId={profile.id} name={profile.name} profilePath={profilePath} />;
}

/**
 * The top of a profile: photo, name, what and where, rating, membership, prices and the quote link,
 * which carries the search the profile was opened from.
 */
export function ProfileHeader({ profile }: { profile: ProfileDto }) {
  const searched = useRequestContext();
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
          {profile.venue ? (
            <>
              {" · "}
              <SiteLink href={venueMarketSearchPath(profile.venue.market.fileName)}>
                {`More venues in the ${profile.venue.market.name} market`}
              </SiteLink>
            </>
          ) : null}
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
        <div className="profile-header__actions">
          <a
            className="button button--accent profile-header__quote"
            href={withRequestContext(`/requestquote?memberId=${profile.id}`, searched)}
          >
            Request a quote
          </a>
          <SaveVendor profile={profile} profilePath={withRequestContext(profile.profileUrl, searched)} />
        </div>
        <p className="profile-muted profile-header__cta-note">Free, no obligation</p>
      </div>
    </header>
  );
}
