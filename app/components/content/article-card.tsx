import { useId } from "react";
import type { ArticleSummaryDto } from "#features/content/content.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { ContentImage } from "./content-image.tsx";
import { formatDate, readingTimeText, tagText } from "./content.logic.ts";
import "./content.css";

/** Card images: one column on phones, two from 600px, three from 992px inside the 1200px container. */
export const CARD_IMAGE_SIZES = "(min-width: 1200px) 368px, (min-width: 992px) 31vw, (min-width: 600px) 47vw, 100vw";
/** Card images in the four-column grid of wide screens. */
export const WIDE_CARD_IMAGE_SIZES =
  "(min-width: 1200px) 276px, (min-width: 992px) 31vw, (min-width: 600px) 47vw, 100vw";
/** The first row of a three-column grid loads its images at once. */
export const EAGER_CARDS = 3;

type ArticleCardProps = {
  article: ArticleSummaryDto;
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
};

/** One article in a list: the whole card is the title link's hit area. */
export function ArticleCard({ article, headingLevel = 3, eagerImage = false }: ArticleCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="content-card" aria-labelledby={titleId} data-tags={article.tags.join(" ")}>
      <ContentImage
        storageKey={article.heroImageKey}
        sizes={CARD_IMAGE_SIZES}
        maxWidth={900}
        eager={eagerImage}
        className="content-card__image"
      />
      <div className="content-card__body">
        <p className="content-card__eyebrow">{tagText(article.category)}</p>
        <Heading className="content-card__title" id={titleId}>
          <SiteLink href={article.url} className="content-card__link">
            {article.title}
          </SiteLink>
        </Heading>
        <p className="content-card__summary">{article.summary}</p>
        <p className="content-card__meta">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeText(article.readingMinutes)}</span>
        </p>
      </div>
    </article>
  );
}

/** Articles as a grid of cards; the first row's images load eagerly when `eagerFirstRow`. */
export function ArticleGrid({
  articles,
  headingLevel = 3,
  eagerFirstRow = false,
}: {
  articles: readonly ArticleSummaryDto[];
  headingLevel?: 2 | 3;
  eagerFirstRow?: boolean;
}) {
  return (
    <ul className="content-grid">
      {articles.map((article, index) => (
        <li key={article.slug}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            eagerImage={eagerFirstRow && index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
