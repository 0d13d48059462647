import { useId } from "react";
import type { EventGuideDto, EventGuideSummaryDto } from "#features/content/content.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { Breadcrumbs } from "../search-results/breadcrumbs.tsx";
import { ServiceTypeTiles } from "../search-results/landing-sections.tsx";
import type { Crumb } from "../search-results/search-results.logic.ts";
import { ArticleGrid, CARD_IMAGE_SIZES } from "./article-card.tsx";
import { ContentImage } from "./content-image.tsx";
import { RichText } from "./rich-text.tsx";
import { ThemeGrid } from "./theme-card.tsx";
import "./content.css";

export type EventGuideBodyData = Pick<EventGuideDto, "bodyHtml" | "serviceTypes" | "themes" | "articles">;

/**
 * The reusable part of an event guide: its text, the vendors to book, matching party themes and
 * related articles. `/events/{slug}` renders it under the guide's header; `/gigkids` and
 * `/virtual-event-services` render it under their own sections. Every block is a `section` with an
 * `h2`, so the host page's `h1` comes first.
 */
export function EventGuideBody({ guide }: { guide: EventGuideBodyData }) {
  const id = useId();
  return (
    <div className="guide-body">
      <RichText html={guide.bodyHtml} className="guide-body__text" />
      {guide.serviceTypes.length > 0 ? (
        <section className="content-section guide-body__vendors" aria-labelledby={`${id}-vendors`}>
          <h2 className="content-section__title" id={`${id}-vendors`}>
            Vendors for this event
          </h2>
          <ServiceTypeTiles items={guide.serviceTypes.map((type) => ({ label: type.pluralForm, href: type.href }))} />
        </section>
      ) : null}
      {guide.themes.length > 0 ? (
        <section className="content-section guide-body__wide" aria-labelledby={`${id}-themes`}>
          <h2 className="content-section__title" id={`${id}-themes`}>
            Party themes to try
          </h2>
          <ThemeGrid themes={guide.themes} />
        </section>
      ) : null}
      {guide.articles.length > 0 ? (
        <section className="content-section guide-body__wide" aria-labelledby={`${id}-articles`}>
          <h2 className="content-section__title" id={`${id}-articles`}>
            Planning articles
          </h2>
          <ArticleGrid articles={guide.articles} />
        </section>
      ) : null}
    </div>
  );
}

/** The top of a guide page: breadcrumbs, the hero image, the title and the summary. */
export function EventGuideHeader({
  guide,
  crumbs,
}: {
  guide: Pick<EventGuideDto, "title" | "summary" | "heroImageKey">;
  crumbs?: readonly Crumb[];
}) {
  return (
    <header className="content-hero content-hero--guide">
      <div className="container content-hero__inner">
        {crumbs && crumbs.length > 0 ? <Breadcrumbs crumbs={crumbs} /> : null}
        <div className="content-hero__split">
          <div className="content-hero__text">
            <h1 className="content-hero__title">{guide.title}</h1>
            <p className="content-hero__lead">{guide.summary}</p>
          </div>
          <ContentImage
            storageKey={guide.heroImageKey}
            sizes="(min-width: 1200px) 560px, (min-width: 992px) 46vw, calc(100vw - 32px)"
            priority
            className="content-hero__image"
          />
        </div>
      </div>
    </header>
  );
}

/** One guide in the list of event types; it links to wherever the guide is shown. */
export function EventGuideCard({ guide, eagerImage = false }: { guide: EventGuideSummaryDto; eagerImage?: boolean }) {
  const titleId = useId();
  return (
    <article className="content-card" aria-labelledby={titleId}>
      <ContentImage
        storageKey={guide.heroImageKey}
        sizes={CARD_IMAGE_SIZES}
        maxWidth={900}
        eager={eagerImage}
        className="content-card__image"
      />
      <div className="content-card__body">
        <p className="content-card__eyebrow">{guide.menuLabel}</p>
        <h2 className="content-card__title" id={titleId}>
          <SiteLink href={guide.url} className="content-card__link">
            {guide.title}
          </SiteLink>
        </h2>
        <p className="content-card__summary">{guide.summary}</p>
      </div>
    </article>
  );
}
