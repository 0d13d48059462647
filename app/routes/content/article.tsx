import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { isContentSlug } from "#features/content/content.rules.ts";
import { ArticleGrid } from "#app/components/content/article-card.tsx";
import { ContentImage } from "#app/components/content/content-image.tsx";
import {
  absoluteUrl,
  articleJsonLd,
  articlesPath,
  contentMeta,
  formatDate,
  heroImageUrl,
  readingTimeText,
  tagText,
} from "#app/components/content/content.logic.ts";
import { JsonLd } from "#app/components/content/json-ld.tsx";
import { PromotionAside } from "#app/components/content/promotion-aside.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { Breadcrumbs } from "#app/components/search-results/breadcrumbs.tsx";
import { SiteLink } from "#app/components/layout/site-link.tsx";
import type { Route } from "./+types/article.ts";

/** `/articles/{slug}`: one planning article with the current promotion and related articles. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!isContentSlug(params.slug)) throw data(null, { status: 404, statusText: "Not Found" });
  const [article, promotion] = await Promise.all([services.content.article(params.slug), services.content.promotion()]);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });

  const publicOrigin = services.config.publicOrigin;
  const canonicalUrl = absoluteUrl(article.url, publicOrigin);
  const ogImage = article.heroImageKey ? absoluteUrl(heroImageUrl(article.heroImageKey), publicOrigin) : null;
  const title = `${article.metaTitle ?? article.title} | Marquee`;
  const description = article.metaDescription ?? article.summary;
  return {
    article: {
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      category: article.category,
      tags: article.tags,
      authorName: article.authorName,
      publishedAt: article.publishedAt,
      readingMinutes: article.readingMinutes,
      heroImageKey: article.heroImageKey,
      bodyHtml: article.bodyHtml,
    },
    relatedArticles: article.relatedArticles,
    promotion,
    title,
    description,
    canonicalUrl,
    ogType: "article" as const,
    ogImage,
    jsonLd: articleJsonLd({
      headline: article.title,
      description,
      image: ogImage,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { type: "Person", name: article.authorName },
      url: canonicalUrl,
      publicOrigin,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, relatedArticles, promotion, jsonLd } = loaderData;
  const category = tagText(article.category);
  return (
    <>
      <article className="article" aria-labelledby="article-title">
        <header className="article__header article__frame container">
          <Breadcrumbs
            crumbs={[
              { label: "Articles", href: articlesPath(null) },
              { label: category, href: articlesPath(article.category) },
              { label: article.title },
            ]}
          />
          <div className="article__intro">
            <p className="content-hero__kicker">{category}</p>
            <h1 className="article__title" id="article-title">
              {article.title}
            </h1>
            <p className="article__summary">{article.summary}</p>
            <p className="article__byline">
              <span>
                By <span className="article__author">{article.authorName}</span>
              </span>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
              <span>{readingTimeText(article.readingMinutes)}</span>
            </p>
          </div>
          <ContentImage
            storageKey={article.heroImageKey}
            sizes="(min-width: 1100px) 1040px, calc(100vw - 48px)"
            priority
            className="article__hero"
          />
        </header>
        <div className="article__layout article__frame container">
          <div className="article__main">
            <RichText html={article.bodyHtml} className="article__body" />
            {article.tags.length > 0 ? (
              <div className="article__tags">
                <h2 className="article__tags-title" id="article-tags">
                  Tags
                </h2>
                <ul className="chip-list" aria-labelledby="article-tags">
                  {article.tags.map((tag) => (
                    <li key={tag}>
                      <SiteLink href={articlesPath(tag)} className="chip chip--link">
                        {tagText(tag)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          {promotion ? <PromotionAside promotion={promotion} /> : null}
        </div>
        <JsonLd data={jsonLd} />
      </article>
      {relatedArticles.length > 0 ? (
        <section className="related article__frame container" aria-labelledby="related-articles">
          <h2 className="content-section__title" id="related-articles">
            Related articles
          </h2>
          <ArticleGrid articles={relatedArticles} />
        </section>
      ) : null}
    </>
  );
}
