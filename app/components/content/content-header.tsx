import type { ReactNode } from "react";
import { SiteLink } from "../layout/site-link.tsx";
import { Breadcrumbs } from "../search-results/breadcrumbs.tsx";
import type { Crumb } from "../search-results/search-results.logic.ts";
import "./content.css";

/** The top of a content page: breadcrumbs, an optional kicker, the one `h1`, a lead and extras. */
export function ContentHeader({
  crumbs,
  kicker,
  title,
  lead,
  children,
}: {
  crumbs?: readonly Crumb[];
  kicker?: ReactNode;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="content-hero">
      <div className="container content-hero__inner">
        {crumbs && crumbs.length > 0 ? <Breadcrumbs crumbs={crumbs} /> : null}
        {kicker ? <p className="content-hero__kicker">{kicker}</p> : null}
        <h1 className="content-hero__title">{title}</h1>
        {lead ? <p className="content-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}

export type ChipLink = { key: string; label: string; href: string; current: boolean };

/** A row of filter links (article categories, theme concepts); the current one carries aria-current. */
export function ChipNav({ label, links }: { label: string; links: readonly ChipLink[] }) {
  return (
    <nav className="chip-nav" aria-label={label}>
      <ul className="chip-list">
        {links.map((link) => (
          <li key={link.key}>
            <SiteLink href={link.href} className="chip chip--link" aria-current={link.current ? "page" : undefined}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
