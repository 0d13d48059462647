import { type ReactNode, useContext } from "react";
import type { ProfileDto } from "#features/profiles/profiles.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { RequestContextScope } from "../request-form/request-context.ts";
import { ChangeSearch } from "../search-form/change-search.tsx";
import { displayDate } from "../vendor-card/vendor-card.logic.ts";
import { VendorCard } from "../vendor-card/vendor-card.tsx";
import type { PublicCalendarMonth } from "#features/members/member-calendar.schema.ts";
import { AvailabilityCalendar } from "./availability-calendar.tsx";
import { EventsList } from "./events-list.tsx";
import { AudioList, VideoList } from "./media-section.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { PhotoMosaic } from "./photo-mosaic.tsx";
import { ProfileHeader } from "./profile-header.tsx";
import { paragraphs } from "./profile.logic.ts";
import { type EventDay, RequestBar, RequestCard } from "./request-card.tsx";
import { ReviewsSection } from "./reviews-section.tsx";
import { useProfilePhotos } from "./use-profile-photos.tsx";
import "./profile.css";

type Section = { id: string; title: string; content: ReactNode };

function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="profile-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="profile-section__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export type ProfileViewProps = {
  profile: ProfileDto;
  calendar: PublicCalendarMonth;
  today: string;
  /** The planner's date and the vendor's state on it, when the address carries a date. */
  eventDay: EventDay | null;
};

/** A vendor's profile page (SPEC section 2 "Vendor profile"). */
export function ProfileView({ profile, calendar, today, eventDay }: ProfileViewProps) {
  const about = paragraphs(profile.about);
  const photos = useProfilePhotos(profile.id, profile.name, profile.photos);
  // The search the planner came from, when the link carried it; else this vendor's own service and city.
  const searched = useContext(RequestContextScope);
  const searchedType =
    profile.providedServiceTypes.find((type) => type.id === searched.serviceTypeId) ?? profile.primaryServiceType;
  const sections: Section[] = [
    {
      id: "about",
      title: "About",
      content: (
        <>
          {profile.tagline ? <p className="profile-tagline">{profile.tagline}</p> : null}
          {about.length > 0 ? (
            about.map((text, index) => <p key={index}>{text}</p>)
          ) : (
            <p className="profile-empty">{profile.name} hasn't written an introduction yet.</p>
          )}
          {profile.attributes.length > 0 ? (
            <>
              <h3 className="profile-subtitle">Highlights</h3>
              <ul className="profile-attributes">
                {profile.attributes.map((attribute) => (
                  <li key={attribute}>{attribute}</li>
                ))}
              </ul>
            </>
          ) : null}
          {profile.providedServiceTypes.length > 0 ? (
            <>
              <h3 className="profile-subtitle">Services offered</h3>
              <ul className="profile-services">
                {profile.providedServiceTypes.map((type) => (
                  <li key={type.id}>
                    <SiteLink href={`/services/${type.fileName}`} className="profile-chip">
                      {type.personForm}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ),
    },
    {
      id: "photos",
      title: "Photos",
      content: <PhotoGallery photos={photos} />,
    },
  ];
  if (profile.videos.length > 0) {
    sections.push({
      id: "videos",
      title: "Videos",
      content: <VideoList videos={profile.videos} memberId={profile.id} />,
    });
  }
  if (profile.audioTracks.length > 0) {
    sections.push({ id: "audio", title: "Audio", content: <AudioList tracks={profile.audioTracks} /> });
  }
  sections.push(
    {
      id: "reviews",
      title: `Reviews (${profile.reviewCount.toLocaleString("en-US")})`,
      content: (
        <ReviewsSection
          memberId={profile.id}
          initial={profile.feedback}
          breakdown={profile.ratingBreakdown}
          rating={{ value: profile.rating, text: profile.ratingString }}
        />
      ),
    },
    {
      id: "upcoming-events",
      title: "Upcoming events",
      content: <EventsList memberId={profile.id} isPast={false} initial={profile.upcomingEvents} />,
    },
    {
      id: "past-events",
      title: "Past events",
      content: <EventsList memberId={profile.id} isPast initial={profile.pastEvents} />,
    },
    {
      id: "calendar",
      title: "Availability",
      content: <AvailabilityCalendar memberId={profile.id} initial={calendar} today={today} />,
    },
  );
  const venue = profile.venue;
  const morePremium = venue && profile.premiumProfiles.length > 0;

  return (
    <div className="profile-page">
      <div className="container">
        <ChangeSearch
          serviceType={searchedType}
          location={profile.city}
          eventDate={searched.eventDate}
          eventDateText={searched.eventDate ? displayDate(searched.eventDate) : null}
        />
        <PhotoMosaic photos={photos} />
        <ProfileHeader profile={profile} />
        <nav className="profile-nav" aria-label="Profile sections">
          <ul className="profile-nav__list">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="profile-nav__link">
                  {section.title.replace(/ \(.*\)$/, "")}
                </a>
              </li>
            ))}
            {morePremium ? (
              <li>
                <a href="#more-venues" className="profile-nav__link">
                  More venues
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="profile-layout">
          <div className="profile-layout__main">
            {sections.map((section) => (
              <ProfileSection key={section.id} id={section.id} title={section.title}>
                {section.content}
              </ProfileSection>
            ))}
            {morePremium ? (
              <ProfileSection id="more-venues" title={`More venues in ${venue.market.name}`}>
                <ul className="profile-premium">
                  {profile.premiumProfiles.map((item, index) => (
                    <li key={item.memberId}>
                      <VendorCard item={item} tile={{ section: "more venues", position: index }} />
                    </li>
                  ))}
                </ul>
              </ProfileSection>
            ) : null}
          </div>
          <aside className="profile-layout__aside">
            <RequestCard profile={profile} eventDay={eventDay} today={today} />
          </aside>
        </div>
      </div>
      <RequestBar profile={profile} />
    </div>
  );
}
