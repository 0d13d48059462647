import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { PROFILE_PAGE_SIZES, REVIEW_SORTS, type ReviewSort } from "#features/profiles/profiles.rules.ts";
import type { ProfileDto, ReviewDto } from "#features/profiles/profiles.schema.ts";
import { hiddenReviewText, REVIEW_REPORTED_NOTICE } from "#features/marketplace/reviews.rules.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { countText } from "../vendor-card/vendor-card.logic.ts";
import { LoadMoreButton } from "./load-more-button.tsx";
import { dateText } from "./profile.logic.ts";
import { StarRating } from "./star-rating.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { api } from "#app/lib/api-client.ts";
import { type Page, usePagedList } from "./use-paged-list.ts";

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: "Newest first",
  highest: "Highest rated",
  lowest: "Lowest rated",
};

type Breakdown = ProfileDto["ratingBreakdown"];

/** The average, and how many reviews gave each number of stars, as bars. */
function RatingBreakdown({ breakdown, rating }: { breakdown: Breakdown; rating: { value: number; text: string } }) {
  const counted = breakdown.reduce((sum, entry) => sum + entry.count, 0);
  if (counted === 0) return null;
  return (
    <div className="rating-breakdown">
      <p className="rating-breakdown__average">
        <span className="rating-breakdown__value">{rating.text}</span>
        <StarRating rating={rating.value} label={`Rated ${rating.text} out of 5`} />
        <span className="profile-muted">{countText(counted, "rating")}</span>
      </p>
      <ul className="rating-breakdown__bars" aria-label="Reviews by rating">
        {breakdown.map(({ stars, count }) => (
          <li key={stars} className="rating-breakdown__row">
            <span className="rating-breakdown__stars">{stars === 1 ? "1 star" : `${stars} stars`}</span>
            <span className="rating-breakdown__bar" aria-hidden="true">
              <span style={{ width: `${Math.round((count / counted) * 100)}%` }} />
            </span>
            <span className="rating-breakdown__count">{count.toLocaleString("en-US")}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Reviews: a sort that replaces the list and "Load more reviews" that appends (SPEC section 4). */
export function ReviewsSection({
  memberId,
  initial,
  breakdown,
  rating,
}: {
  memberId: number;
  initial: Page<ReviewDto>;
  breakdown: Breakdown;
  rating: { value: number; text: string };
}) {
  const hydrated = useHydrated();
  const sortId = useId();
  const [sort, setSort] = useState<ReviewSort>("newest");
  const { page, loading, error, run } = usePagedList(initial);
  const focusIndex = useRef<number | null>(null);
  const items = useRef(new Map<number, HTMLElement>());
  const [searchParams] = useSearchParams();
  // After reporting a review, its reporter comes back here (decision 032).
  const reported = searchParams.get(NOTICE_PARAM) === REVIEW_REPORTED_NOTICE;

  useEffect(() => {
    if (focusIndex.current === null) return;
    items.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [page]);

  if (page.total === 0) return <p className="profile-empty">No reviews yet.</p>;

  const reviews = (sortType: ReviewSort, skip: number) => (signal: AbortSignal) =>
    api.get("/api/v1/profiles/{id}/feedback", {
      path: { id: memberId },
      query: { skip, take: PROFILE_PAGE_SIZES.reviews, sortType },
      signal,
    });

  const loadMore = async () => {
    const start = page.items.length;
    focusIndex.current = start;
    if (!(await run(reviews(sort, start), "append"))) focusIndex.current = null;
  };

  return (
    <>
      <RatingBreakdown breakdown={breakdown} rating={rating} />
      <StatusMessage
        message={reported ? "Thank you: your report was sent. An operator will read the review again." : undefined}
      />
      {hydrated ? (
        <div className="profile-reviews__sort">
          <label htmlFor={sortId}>Sort reviews</label>
          <select
            id={sortId}
            className="profile-select"
            value={sort}
            onChange={(event) => {
              const next = event.target.value as ReviewSort;
              setSort(next);
              void run(reviews(next, 0), "replace");
            }}
          >
            {REVIEW_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ol className="profile-reviews" aria-busy={loading || undefined}>
        {page.items.map((review, index) => (
          <li key={review.id}>
            <article
              className="profile-review"
              tabIndex={-1}
              aria-label={`Review by ${review.reviewerName}`}
              ref={(element) => {
                if (element) items.current.set(index, element);
                else items.current.delete(index);
              }}
            >
              <header className="profile-review__header">
                {review.hiddenNote === null ? <StarRating rating={review.rating} /> : null}
                {review.title ? <h3 className="profile-review__title">{review.title}</h3> : null}
                <p className="profile-review__byline">
                  <span className="profile-review__name">{review.reviewerName}</span>
                  {review.isVerifiedBooking ? (
                    <span className="profile-badge profile-badge--verified">Verified booking</span>
                  ) : null}
                </p>
                {review.eventType || review.eventDate ? (
                  <p className="profile-review__event">
                    {[review.eventType, review.eventDate ? dateText(review.eventDate) : null]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                ) : null}
              </header>
              {review.hiddenNote === null ? (
                <p className="profile-review__body">{review.body}</p>
              ) : (
                <p className="profile-review__hidden">{hiddenReviewText(review.hiddenNote)}</p>
              )}
              {review.vendorReply ? (
                <div className="profile-review__reply">
                  <p className="profile-review__reply-label">Vendor reply</p>
                  <p>{review.vendorReply}</p>
                </div>
              ) : null}
              {review.hiddenNote === null ? (
                <p className="profile-review__report">
                  <a href={`/reviews/${review.id}/report`} aria-label={`Report the review by ${review.reviewerName}`}>
                    Report
                  </a>
                </p>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
      <LoadMoreButton
        label="Load more reviews"
        shown={page.items.length}
        total={page.total}
        loading={loading}
        error={error}
        onClick={() => void loadMore()}
      />
    </>
  );
}
