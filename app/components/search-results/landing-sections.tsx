import type { ReactNode } from "react";
import type { StateEntry } from "#features/search/search.rules.ts";
import { RichText } from "../content/rich-text.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import { VendorCard } from "../vendor-card/vendor-card.tsx";
import type { VendorTile } from "../vendor-card/vendor-card.logic.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { type Crumb, inSentence } from "./search-results.logic.ts";
import "./search-results.css";

/** The top of a landing page: breadcrumbs, the title and a short introduction, and an illustration beside them. */
export function LandingHeader({
  crumbs,
  title,
  intro,
  illustration,
  children,
}: {
  crumbs?: readonly Crumb[];
  title: string;
  intro: ReactNode;
  /** Decorative; shown beside the title from the md breakpoint. */
  illustration?: ReactNode;
  children?: ReactNode;
}) {
  const text = (
    <>
      {crumbs && crumbs.length > 0 ? <Breadcrumbs crumbs={crumbs} /> : null}
      <h1 className="landing-hero__title">{title}</h1>
      <p className="landing-hero__intro">{intro}</p>
      {children}
    </>
  );
  return (
    <header className="landing-hero">
      {illustration ? (
        <div className="container landing-hero__inner landing-hero__inner--illustrated">
          <div className="landing-hero__text">{text}</div>
          <div className="landing-hero__illustration">{illustration}</div>
        </div>
      ) : (
        <div className="container landing-hero__inner">{text}</div>
      )}
    </header>
  );
}

type LinkItem = { label: string; href: string; detail?: string };

/** A block of a landing page: a heading and its content. */
export function LandingSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="link-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="link-section__title">
        {title}
      </h2>
      {intro ? <p className="link-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A landing page's best vendors, as the results pages show them. */
export function TopVendors({ items, pluralForm }: { items: readonly VendorTile[]; pluralForm: string }) {
  if (items.length === 0) return null;
  return (
    <LandingSection
      id="top-vendors"
      title={`Top ${inSentence(pluralForm)} on Marquee`}
      intro="Reviewed, booked and ready for your date: pick a city below to see every one near you."
    >
      <ul className="result-grid">
        {items.map((item, index) => (
          <li key={item.memberId} className="result-grid__item">
            <VendorCard item={item} eagerImage={index < 4} tile={{ section: "landing top vendors", position: index }} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

/** Service types as tiles, each leading to its own landing page or search. */
export function ServiceTypeTiles({ items }: { items: readonly LinkItem[] }) {
  return (
    <ul className="type-tiles">
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className="type-tile">
            <span className="type-tile__label">{item.label}</span>
            {item.detail ? <span className="type-tile__detail">{item.detail}</span> : null}
            <svg
              className="type-tile__arrow"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M5 12h14M13 6l6 6-6 6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Plain links in columns: cities, related service types, venue markets with their counts. */
export function LinkColumns({ items }: { items: readonly LinkItem[] }) {
  return (
    <ul className="link-list link-list--columns">
      {items.map((item) => (
        <li key={item.href}>
          <SiteLink href={item.href} className="link-list__link">
            {item.label}
          </SiteLink>
          {item.detail ? <span className="link-list__detail">{` · ${item.detail}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export type StateLinkItem = { name: string; abbreviation: string; url: string };

/**
 * The states in alphabetical order, then one 'Canada' entry listing Alberta, British Columbia,
 * Ontario and Quebec (SPEC.md section 2).
 */
export function StateEntries({ entries }: { entries: readonly StateEntry<StateLinkItem>[] }) {
  const states = entries.filter((entry) => entry.kind === "state");
  const canada = entries.find((entry) => entry.kind === "canada");
  return (
    <ul className="link-list link-list--columns link-list--states">
      {states.map((entry) => (
        <li key={entry.state.abbreviation}>
          <SiteLink href={entry.state.url} className="link-list__link">
            {entry.state.name}
          </SiteLink>
        </li>
      ))}
      {canada ? (
        <li className="state-canada">
          <span className="state-canada__name" id="state-canada-name">
            Canada
          </span>
          <ul className="state-canada__provinces" aria-labelledby="state-canada-name">
            {canada.provinces.map((province) => (
              <li key={province.abbreviation}>
                <SiteLink href={province.url} className="link-list__link">
                  {province.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The editorial copy of a landing page from the content folder (`GET /api/cms/service`), whose own
 * `h2` headings follow the page's sections.
 */
export function LandingCopy({ label, html }: { label: string; html: string }) {
  if (!html.trim()) return null;
  return (
    <section className="landing-copy" aria-label={label}>
      <RichText html={html} />
    </section>
  );
}
