import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { isContentSlug } from "#features/content/content.rules.ts";
import { ARTICLES_PAGE_SIZE } from "#lib/constants.ts";
import { ArticleGrid } from "#app/components/content/article-card.tsx";
import { ChipNav, ContentHeader } from "#app/components/content/content-header.tsx";
import {
  absoluteUrl,
  ARTICLE_MENU_TAGS,
  articlesHeading,
  articlesPageHref,
  articlesPath,
  articlesTitle,
  contentMeta,
  countText,
  heroImageUrl,
  parsePageParam,
  tagText,
} from "#app/components/content/content.logic.ts";
import { inSentence } from "#app/components/search-results/search-results.logic.ts";
import { Pagination } from "#app/components/content/pagination.tsx";
import type { Route } from "./+types/articles.ts";

/** Past this the page cannot exist; it is refused before the database is asked. */
const MAX_SKIP = 100_000;

function notFound(): never {
  throw data(null, { status: 404, statusText: "Not Found" });
}

/**
 * `/articles` and `/articles/tag/{tag}` (one module registered twice): the planning articles, newest
 * first, `ARTICLES_PAGE_SIZE` a page with `?page=N`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const tag = params.tag ?? null;
  if (tag !== null && !isContentSlug(tag)) notFound();
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === undefined) notFound();
  const skip = (page - 1) * ARTICLES_PAGE_SIZE;
  if (skip > MAX_SKIP) notFound();

  const result = await services.content.articles({ skip, take: ARTICLES_PAGE_SIZE, tags: tag ? [tag] : [] });
  const pageCount = Math.ceil(result.total / ARTICLES_PAGE_SIZE);
  if (tag !== null && result.total === 0) notFound();
  if (result.total > 0 && page > pageCount) notFound();
  if (result.total === 0 && page > 1) notFound();

  const publicOrigin = services.config.publicOrigin;
  const heading = articlesHeading(tag);
  const firstImage = result.articles.find((article) => article.heroImageKey)?.heroImageKey;
  return {
    tag,
    page,
    pageCount,
    total: result.total,
    articles: result.articles,
    heading,
    title: articlesTitle(tag, page),
    description: tag
      ? `${tagText(tag)} articles from Marquee: ideas, advice and checklists for planning parties, weddings and corporate events.`
      : "Party planning articles from Marquee: tips, advice, inspiration and real events to help you plan parties, weddings and corporate events.",
    canonicalUrl: absoluteUrl(articlesPageHref(tag, page), publicOrigin),
    ogImage: firstImage ? absoluteUrl(heroImageUrl(firstImage), publicOrigin) : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { tag, page, pageCount, total, articles, heading } = loaderData;
  const menuTags = tag && !ARTICLE_MENU_TAGS.includes(tag) ? [...ARTICLE_MENU_TAGS, tag] : ARTICLE_MENU_TAGS;
  return (
    <>
      <ContentHeader
        crumbs={tag ? [{ label: "Articles", href: "/articles" }, { label: tagText(tag) }] : undefined}
        title={heading}
        lead={
          tag
            ? `${countText(total, "article")} tagged ${inSentence(tagText(tag))}.`
            : "Ideas, advice and checklists for planning parties, weddings and corporate events, from booking the band to the last dance."
        }
      >
        <ChipNav
          label="Article categories"
          links={[
            { key: "all", label: "All articles", href: articlesPath(null), current: tag === null },
            ...menuTags.map((menuTag) => ({
              key: menuTag,
              label: tagText(menuTag),
              href: articlesPath(menuTag),
              current: menuTag === tag,
            })),
          ]}
        />
      </ContentHeader>
      <div className="container content-body">
        {articles.length > 0 ? (
          <>
            <p className="content-count">
              {pageCount > 1 ? `Page ${page} of ${pageCount} · ` : ""}
              {countText(total, "article")}
            </p>
            <ArticleGrid articles={articles} headingLevel={2} eagerFirstRow />
          </>
        ) : (
          <p className="content-empty">No articles yet. Check back soon for planning ideas.</p>
        )}
        <Pagination page={page} pageCount={pageCount} hrefFor={(target) => articlesPageHref(tag, target)} />
      </div>
    </>
  );
}
