import { ratingFill } from "../vendor-card/vendor-card.logic.ts";
import "./profile.css";

/** Five stars filled to the rating; the text alternative says the rating in words. */
export function StarRating({ rating, label }: { rating: number; label?: string }) {
  return (
    <span className="profile-stars" role="img" aria-label={label ?? `${rating} out of 5 stars`}>
      <span className="profile-stars__track" aria-hidden="true">
        ★★★★★
        <span className="profile-stars__fill" style={{ width: `${ratingFill(rating)}%` }}>
          ★★★★★
        </span>
      </span>
    </span>
  );
}
