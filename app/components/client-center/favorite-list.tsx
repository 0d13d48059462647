import { useRef, useState } from "react";
import type { FavoriteDto } from "#features/marketplace/marketplace.schema.ts";
import { errorCode, errorMessage } from "#app/lib/api-client.ts";
import { AlertMessage, StatusMessage } from "../forms/status-message.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import { formatRating } from "../marketplace/marketplace.logic.ts";
import { readFavorites } from "../request-form/request-form.logic.ts";
import { ClientLoadPending, useClientLoad } from "./client-load.tsx";
import { plannerUrls, setFavorite } from "./planner-request.calls.ts";
import "./client-center.css";

export const NO_FAVORITES_MESSAGE = "You haven't saved any vendors yet.";

/**
 * The vendors a planner saved (`GET /api/v1/client/{clientId}/favorites`), each with a way to remove
 * it, and one request for quotes to all of them.
 */
export function FavoriteList({ clientId, logInHref }: { clientId: number; logInHref: string }) {
  const { load, retry } = useClientLoad(plannerUrls.favorites(clientId), readFavorites, "your saved vendors");
  const [removed, setRemoved] = useState<number[]>([]);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState("");
  const [removing, setRemoving] = useState<number | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  if (load.state !== "loaded") {
    return (
      <ClientLoadPending
        load={load}
        retry={retry}
        loadingText="Loading your saved vendors…"
        noScriptText="Turn on JavaScript in your browser to see your saved vendors."
        logInHref={logInHref}
      />
    );
  }

  const remove = async (favorite: FavoriteDto) => {
    if (removing !== null) return;
    setRemoving(favorite.memberId);
    setNote("");
    setProblem("");
    try {
      await setFavorite(clientId, favorite.memberId, false);
      setRemoved((current) => [...current, favorite.memberId]);
      setNote(`${favorite.name} was removed from your saved vendors.`);
      // The button pressed is gone: the focus goes to the list's count, just above.
      countRef.current?.focus();
    } catch (failure) {
      setProblem(
        errorCode(failure) === "UNAUTHENTICATED"
          ? "Your session has ended. Log in again to change your saved vendors."
          : (errorMessage(failure) ?? `We couldn't remove ${favorite.name}. Check your connection and try again.`),
      );
    } finally {
      setRemoving(null);
    }
  };

  const favorites = load.data.filter((favorite) => !removed.includes(favorite.memberId));
  return (
    <>
      <StatusMessage message={note} />
      <AlertMessage>{problem ? <p>{problem}</p> : null}</AlertMessage>
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
            <p className="client-center__count" ref={countRef} tabIndex={-1}>
              {favorites.length === 1 ? "1 saved vendor" : `${favorites.length} saved vendors`}
            </p>
            <SiteLink href="/requestquote?favorites=1" className="button button--primary">
              Ask all saved vendors for quotes
            </SiteLink>
          </div>
          <ul className="favorite-list">
            {favorites.map((favorite) => (
              <FavoriteCard
                key={favorite.memberId}
                favorite={favorite}
                removing={removing === favorite.memberId}
                onRemove={() => void remove(favorite)}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function FavoriteCard({
  favorite,
  removing,
  onRemove,
}: {
  favorite: FavoriteDto;
  removing: boolean;
  onRemove: () => void;
}) {
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
      <button
        type="button"
        className="button button--secondary favorite-card__remove"
        aria-disabled={removing || undefined}
        onClick={onRemove}
      >
        Remove<span className="visually-hidden"> {favorite.name}</span>
      </button>
    </li>
  );
}
