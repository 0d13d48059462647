import { useId } from "react";
import { Form } from "react-router";
import type { DayState } from "#features/members/member-calendar.rules.ts";
import type { ProfileDto } from "#features/profiles/profiles.schema.ts";
import { useRequestContext, withRequestContext } from "../request-form/request-context.ts";
import { countText, displayDate, payRangeText } from "../vendor-card/vendor-card.logic.ts";
import { StarRating } from "./star-rating.tsx";

export type EventDay = { date: string; state: DayState };

type RequestCardProps = { profile: ProfileDto; eventDay: EventDay | null; today: string };

/**
 * What a planner decides on, kept in view beside the profile on wide screens: the price range, the
 * rating, whether the vendor is free on their date (a GET form: the answer is the page's own, with or
 * without JavaScript) and the quote link, which carries that date.
 */
export function RequestCard({ profile, eventDay, today }: RequestCardProps) {
  const id = useId();
  const searched = useRequestContext();
  const payRange = payRangeText(profile.payRangeLow, profile.payRangeHigh);
  const quoteHref = withRequestContext(`/requestquote?memberId=${profile.id}`, searched);
  const day = eventDay ? displayDate(eventDay.date) : null;
  return (
    <section className="request-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="request-card__title">
        Book {profile.name}
      </h2>
      <p className="request-card__price">
        {payRange ? (
          <>
            <span className="request-card__amount">{payRange}</span>{" "}
            <span className="profile-muted">typical price</span>
          </>
        ) : (
          <span className="profile-muted">Prices on request</span>
        )}
      </p>
      {profile.reviewCount > 0 ? (
        <p className="request-card__rating">
          <StarRating rating={profile.rating} label={`Rated ${profile.ratingString} out of 5`} />
          <span aria-hidden="true">{profile.ratingString}</span>
          <a href="#reviews">({countText(profile.reviewCount, "review")})</a>
        </p>
      ) : null}
      <Form method="get" preventScrollReset replace className="request-card__date">
        {searched.cityFileName ? <input type="hidden" name="cityFileName" value={searched.cityFileName} /> : null}
        {searched.serviceTypeId ? (
          <input type="hidden" name="serviceTypeId" value={String(searched.serviceTypeId)} />
        ) : null}
        <label htmlFor={`${id}-date`}>Your event date</label>
        <div className="request-card__date-row">
          <input
            id={`${id}-date`}
            type="date"
            name="eventDate"
            min={today}
            required
            defaultValue={eventDay?.date ?? ""}
            key={eventDay?.date ?? ""}
          />
          <button type="submit" className="button button--secondary">
            Check
          </button>
        </div>
      </Form>
      {eventDay ? (
        <p
          className={`request-card__answer request-card__answer--${eventDay.state === "free" ? "free" : "taken"}`}
          role="status"
        >
          {eventDay.state === "free"
            ? `Free on ${day}`
            : eventDay.state === "booked"
              ? `Booked on ${day}`
              : `Not available on ${day}`}
        </p>
      ) : null}
      <a className="button button--accent request-card__quote" href={quoteHref}>
        Request a quote
      </a>
      <p className="profile-muted request-card__note">Free, no obligation</p>
    </section>
  );
}

/** On phones, the price and the quote link stay at the bottom of the screen while the profile scrolls. */
export function RequestBar({ profile }: { profile: ProfileDto }) {
  const searched = useRequestContext();
  const payRange = payRangeText(profile.payRangeLow, profile.payRangeHigh);
  return (
    <div className="request-bar">
      <p className="request-bar__summary">
        {payRange ? <span className="request-card__amount">{payRange}</span> : <span>Prices on request</span>}
        {profile.reviewCount > 0 ? (
          <span className="profile-muted">
            ★ {profile.ratingString} · {countText(profile.reviewCount, "review")}
          </span>
        ) : null}
      </p>
      <a
        className="button button--accent request-bar__quote"
        href={withRequestContext(`/requestquote?memberId=${profile.id}`, searched)}
      >
        Request a quote
      </a>
    </div>
  );
}
