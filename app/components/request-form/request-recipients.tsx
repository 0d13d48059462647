import { MARKETPLACE_MESSAGES, REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import type { FavoriteDto } from "#features/marketplace/marketplace.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import "./request-form.css";

const PRIVATE_UNTIL_BOOKED = "Your contact details stay private until you book.";

/** Who receives the request, said plainly beside the form. */
export function RequestRecipients({
  target,
  vendor,
  favorites,
  logInHref,
  onLogIn,
  note,
}: {
  target: "matching" | "vendor" | "favorites";
  vendor?: { name: string; profilePath: string | null };
  /** The signed-in planner's saved vendors, whom a favourites request goes to; null when nobody is signed in. */
  favorites: readonly FavoriteDto[] | null;
  logInHref: string;
  /** Keeps the draft before following a log-in link. */
  onLogIn: () => void;
  /** Why the page asks matching vendors although a vendor was named (not found). */
  note?: string;
}) {
  return (
    <section className="request-recipients" aria-labelledby="request-recipients-title">
      <h2 className="request-recipients__title" id="request-recipients-title">
        Who gets your request
      </h2>
      {note ? <p className="request-recipients__note">{note}</p> : null}
      {target === "vendor" && vendor ? (
        <p>
          Only{" "}
          {vendor.profilePath ? (
            <SiteLink href={vendor.profilePath} className="request-recipients__vendor">
              {vendor.name}
            </SiteLink>
          ) : (
            <strong>{vendor.name}</strong>
          )}{" "}
          receives it and answers with a quote or a question. {PRIVATE_UNTIL_BOOKED}
        </p>
      ) : target === "favorites" ? (
        favorites === null ? (
          <p>
            The vendors you saved from their profiles.{" "}
            <SiteLink href={logInHref} onClick={onLogIn}>
              Log in
            </SiteLink>{" "}
            to ask them. {PRIVATE_UNTIL_BOOKED}
          </p>
        ) : (
          <SavedVendors favorites={favorites} />
        )
      ) : (
        <p>
          We&apos;ll send your request to up to {REQUEST_LIMITS.maxRecipients} vendors who offer this service, travel to
          your city and are free on your date. {PRIVATE_UNTIL_BOOKED}
        </p>
      )}
    </section>
  );
}

/** The planner's saved vendors, who all receive a favourites request. */
function SavedVendors({ favorites }: { favorites: readonly FavoriteDto[] }) {
  if (favorites.length === 0) {
    return (
      <>
        <p className="request-recipients__note">{MARKETPLACE_MESSAGES.noFavorites}</p>
        <SiteLink href="/createrequest" className="button button--secondary">
          Ask matching vendors
        </SiteLink>
      </>
    );
  }
  return (
    <>
      <p>
        {favorites.length === 1
          ? "We'll ask the vendor you saved"
          : `We'll ask the ${favorites.length} vendors you saved`}
        , if they offer the service you choose, travel to your city and are free on your date. {PRIVATE_UNTIL_BOOKED}
      </p>
      <ul className="saved-vendors">
        {favorites.map((favorite) => (
          <li key={favorite.memberId} className="saved-vendors__item">
            <SiteLink href={favorite.profilePath} className="saved-vendors__name">
              {favorite.name}
            </SiteLink>
            <span className="saved-vendors__what">
              {[favorite.serviceTypeName, favorite.cityName].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
