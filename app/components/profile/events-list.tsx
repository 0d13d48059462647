import { PROFILE_PAGE_SIZES } from "#features/profiles/profiles.rules.ts";
import type { CalendarEventDto } from "#features/profiles/profiles.schema.ts";
import { LoadMoreButton } from "./load-more-button.tsx";
import { dateText, timeText } from "./profile.logic.ts";
import { api } from "#app/lib/api-client.ts";
import { type Page, usePagedList } from "./use-paged-list.ts";

/** Upcoming or past events; "Load more" appends the next page (SPEC section 4). */
export function EventsList({
  memberId,
  isPast,
  initial,
}: {
  memberId: number;
  isPast: boolean;
  initial: Page<CalendarEventDto>;
}) {
  const { page, loading, error, run } = usePagedList(initial);
  if (page.total === 0) {
    return <p className="profile-empty">{isPast ? "No past events listed." : "No upcoming events listed."}</p>;
  }
  const loadMore = () =>
    void run(
      (signal) =>
        api.get("/api/v1/profile/calendar-events", {
          query: { memberId, isPast, skip: page.items.length, take: PROFILE_PAGE_SIZES.events },
          signal,
        }),
      "append",
    );
  return (
    <>
      <ul className="profile-events">
        {page.items.map((event) => (
          <li key={event.id} className="profile-event">
            <p className="profile-event__date">
              <time dateTime={event.eventDate.slice(0, 10)}>{dateText(event.eventDate)}</time>
              {event.startTime ? <span> · {timeText(event.startTime)}</span> : null}
            </p>
            <p className="profile-event__title">{event.title}</p>
            <p className="profile-event__meta">
              {[event.eventType, event.venueName, event.cityDisplayName].filter(Boolean).join(" · ")}
            </p>
          </li>
        ))}
      </ul>
      <LoadMoreButton
        label={isPast ? "Load more past events" : "Load more upcoming events"}
        shown={page.items.length}
        total={page.total}
        loading={loading}
        error={error}
        onClick={loadMore}
      />
    </>
  );
}
