import type { ComponentType } from "react";
import {
  ArrowRightIcon,
  BalloonIcon,
  CameraIcon,
  CheckIcon,
  HeadphonesIcon,
  MicrophoneIcon,
  MusicIcon,
  PaletteIcon,
  PhotoBoothIcon,
  ScreenIcon,
  VenueIcon,
  WandIcon,
} from "../components/icons.tsx";
import { HeroCollage, MarketplaceCounts, PlannerQuotes } from "../components/home/marketplace-highlights.tsx";
import { SiteLink } from "../components/layout/site-link.tsx";
import { SearchForm } from "../components/search-form/search-form.tsx";
import { servicesContext } from "#features/services.server.ts";
import type { Route } from "./+types/home.ts";

/** The counts under the search and the planners' quotes: read in process, kept a few minutes or until a change. */
export async function loader({ context }: Route.LoaderArgs) {
  return { highlights: await context.get(servicesContext).profiles.highlights() };
}

export function meta() {
  return [
    { title: "Marquee: book entertainers, vendors and venues for your event" },
    {
      name: "description",
      content:
        "Find and book DJs, bands, magicians, photographers, face painters, venues and more for weddings, parties and corporate events. Compare quotes and reviews on Marquee.",
    },
  ];
}

type PopularService = {
  label: string;
  blurb: string;
  href: string;
  Icon: ComponentType<{ className?: string }>;
};

const POPULAR_SERVICES: readonly PopularService[] = [
  { label: "DJs", blurb: "Keep the dance floor full", href: "/services/dj", Icon: HeadphonesIcon },
  { label: "Bands", blurb: "Live music for any crowd", href: "/musical-entertainment", Icon: MusicIcon },
  { label: "Magicians", blurb: "Close-up and stage magic", href: "/services/magician", Icon: WandIcon },
  { label: "Photographers", blurb: "Capture every moment", href: "/services/photographer", Icon: CameraIcon },
  { label: "Face Painters", blurb: "A favourite at kids' parties", href: "/services/face-painting", Icon: PaletteIcon },
  { label: "Photo Booths", blurb: "Props, prints and fun", href: "/services/photo-booth", Icon: PhotoBoothIcon },
  { label: "Kids Party Entertainers", blurb: "Clowns, characters and more", href: "/gigkids", Icon: BalloonIcon },
  { label: "Venues", blurb: "Find the right room", href: "/venues", Icon: VenueIcon },
  { label: "Speakers", blurb: "Keynotes, emcees and hosts", href: "/speakers", Icon: MicrophoneIcon },
  {
    label: "Virtual Event Services",
    blurb: "Entertain guests online",
    href: "/virtual-event-services",
    Icon: ScreenIcon,
  },
];

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: "Search",
    text: "Tell us what you need and where your event is. Browse profiles with photos, videos and reviews.",
  },
  {
    title: "Compare quotes",
    text: "Request quotes from the vendors you like and compare prices, availability and packages side by side.",
  },
  {
    title: "Book with confidence",
    text: "Choose the right fit, read what other planners say, and book the vendor who makes your event.",
  },
];

const PLANNING_IDEAS: readonly { title: string; text: string; href: string; cta: string }[] = [
  {
    title: "Party themes",
    text: "From disco nights to the Wild West, ideas that pull a party together.",
    href: "/themes",
    cta: "Explore themes",
  },
  {
    title: "Planning articles",
    text: "Tips, advice and trends from people who plan events every week.",
    href: "/articles",
    cta: "Read articles",
  },
  {
    title: "Event guides",
    text: "Weddings, birthdays, corporate events: what to book and when.",
    href: "/events",
    cta: "See event guides",
  },
];

const TRUST_POINTS: readonly string[] = [
  "Free to search and request quotes",
  "Reviews from real event planners",
  "Entertainers and vendors across the US and Canada",
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { highlights } = loaderData;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner container">
          <div className="hero__top">
            <div>
              <h1 id="hero-title" className="hero__title">
                Book the entertainment that makes your event
              </h1>
              <p className="hero__lead">
                Compare DJs, bands, magicians, photographers and venues near you, read reviews and request quotes in
                minutes.
              </p>
            </div>
            <HeroCollage vendors={highlights.featuredVendors} />
          </div>
          <div className="card hero__search">
            <SearchForm variant="page" />
          </div>
          <ul className="hero__trust">
            {TRUST_POINTS.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
          <MarketplaceCounts highlights={highlights} />
        </div>
      </section>

      <section className="section container" aria-labelledby="popular-services-title">
        <h2 id="popular-services-title" className="section__title">
          Popular services
        </h2>
        <ul className="service-grid">
          {POPULAR_SERVICES.map(({ label, blurb, href, Icon }) => (
            <li key={href}>
              <SiteLink href={href} className="service-tile">
                <span className="service-tile__icon">
                  <Icon />
                </span>
                <span className="service-tile__text">
                  <span className="service-tile__label">{label}</span>
                  <span className="service-tile__blurb">{blurb}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>

      <PlannerQuotes highlights={highlights} />

      <section className="section section--tinted" aria-labelledby="how-it-works-title">
        <div className="container">
          <h2 id="how-it-works-title" className="section__title">
            How Marquee works
          </h2>
          <ol className="steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="step__title">{step.title}</h3>
                <p className="step__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section container" aria-labelledby="planning-ideas-title">
        <h2 id="planning-ideas-title" className="section__title">
          Planning ideas
        </h2>
        <ul className="idea-grid">
          {PLANNING_IDEAS.map((idea) => (
            <li key={idea.href} className="idea-card">
              <h3 className="idea-card__title">{idea.title}</h3>
              <p className="idea-card__text">{idea.text}</p>
              <SiteLink href={idea.href} className="idea-card__link">
                {idea.cta}
                <ArrowRightIcon />
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
