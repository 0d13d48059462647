import { Form } from "react-router";
import type { FavoriteDto } from "#features/marketplace/marketplace.schema.ts";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import { useFormTarget, useSending } from "#app/components/forms/page-forms.ts";
import type { FormAnswer } from "../marketplace/marketplace-forms.ts";
import { formatRating } from "../marketplace/marketplace.logic.ts";
import { FAVORITE_INTENTS, FAVORITE_NOTICES } from "./client-center.logic.ts";
import "./client-center.css";

export const NO_FAVORITES_MESSAGE = "You haven't saved any vendors yet.";
export const FAVORITE_REMOVED_NOTE = "The vendor was removed from your saved vendors.";

/**
 * The vendors a planner saved, as the page's loader read them, each with a form that removes it (it
 * posts to the page's action and comes back with a notice), and one request for quotes to all of them.
 */
export function FavoriteList({
  favorites,
  notice,
  answer,
}: {
  favorites: readonly FavoriteDto[];
  /** The notice of the form that just succeeded (`?notice=`). */
  notice: string | null;
  answer: FormAnswer | undefined;
}) {
  return (
    <>
      <StatusMessage message={notice === FAVORITE_NOTICES.removed ? FAVORITE_REMOVED_NOTE : undefined} />
      <AlertMessage>{answer?.feedback.message ? <p>{answer.feedback.message}</p> : null}</AlertMessage>
      {favorites.length === 0 ? (
        <div className="client-center__empty">
          <p className="client-center__empty-title">{NO_FAVORITES_MESSAGE}</p>
          <p className="client-center__empty-text">
            Save the vendors you like from their profiles. Then ask them all for a quote with one request.
          </p>
          <div className="client-center__empty-actions">
            <SiteLink href="/" className="button button--primary">
              Search for vendors
            </SiteLink>
          </div>
        </div>
      ) : (
        <>
          <div className="favorites__top">
            <p className="client-center__count">
              {favorites.length === 1 ? "1 saved vendor" : `${favorites.length} saved vendors`}
            </p>
            <SiteLink href="/requestquote?favorites=1" className="button button--primary">
              Ask all saved vendors for quotes
            </SiteLink>
          </div>
          <ul className="favorite-list">
            {favorites.map((favorite) => (
              <FavoriteCard key={favorite.memberId} favorite={favorite} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FavoriteCard({ favorite }: { favorite: FavoriteDto }) {
  const removing = useSending(FAVORITE_INTENTS.remove, { name: "memberId", value: favorite.memberId });
  const target = useFormTarget();
  return (
    <li className="favorite-card">
      {favorite.photoUrl ? (
        <img className="favorite-card__photo" src={favorite.photoUrl} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <span className="favorite-card__photo favorite-card__photo--empty" aria-hidden="true">
          {favorite.name.slice(0, 1)}
        </span>
      )}
      <div className="favorite-card__text">
        <h2 className="favorite-card__name">
          <SiteLink href={favorite.profilePath}>{favorite.name}</SiteLink>
        </h2>
        <p className="favorite-card__meta">
          {favorite.serviceTypeName} · {favorite.cityName}
        </p>
        <p className="favorite-card__meta">{formatRating(favorite.ratingAverage, favorite.reviewCount)}</p>
      </div>
      <Form method="post" action={target} className="favorite-card__remove">
        <input type="hidden" name="intent" value={FAVORITE_INTENTS.remove} />
        <input type="hidden" name="memberId" value={favorite.memberId} />
        <button
          type="submit"
          className="button button--secondary"
          aria-disabled={removing || undefined}
          onClick={(event) => {
            if (removing) event.preventDefault();
          }}
        >
          Remove<span className="visually-hidden"> {favorite.name}</span>
        </button>
      </Form>
    </li>
  );
}
