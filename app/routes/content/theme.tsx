import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { isContentSlug } from "#features/content/content.rules.ts";
import { ContentImage } from "#app/components/content/content-image.tsx";
import {
  absoluteUrl,
  articleJsonLd,
  conceptLabel,
  contentMeta,
  groupIngredients,
  heroImageUrl,
} from "#app/components/content/content.logic.ts";
import { JsonLd } from "#app/components/content/json-ld.tsx";
import { RichText } from "#app/components/content/rich-text.tsx";
import { ThemeGrid } from "#app/components/content/theme-card.tsx";
import { SiteLink } from "#app/components/layout/site-link.tsx";
import { Breadcrumbs } from "#app/components/search-results/breadcrumbs.tsx";
import type { Route } from "./+types/theme.ts";

/** `/themes/{slug}`: a party theme, its ingredients by type and related themes. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!isContentSlug(params.slug)) throw data(null, { status: 404, statusText: "Not Found" });
  const theme = await services.content.theme(params.slug);
  if (!theme) throw data(null, { status: 404, statusText: "Not Found" });

  const publicOrigin = services.config.publicOrigin;
  const canonicalUrl = absoluteUrl(theme.url, publicOrigin);
  const ogImage = theme.image ? absoluteUrl(heroImageUrl(theme.image), publicOrigin) : null;
  const description = theme.metaDescription ?? theme.shortDescription;
  return {
    theme: {
      slug: theme.slug,
      title: theme.title,
      alternateTitle: theme.alternateTitle,
      shortDescription: theme.shortDescription,
      themeType: theme.themeType,
      themeTypeDescription: theme.themeTypeDescription,
      image: theme.image,
      description: theme.description,
      contentFooter: theme.contentFooter,
      ingredients: theme.ingredients,
    },
    relatedThemes: theme.relatedThemes.map(({ slug, url, title, shortDescription, themeType, image, ingredients }) => ({
      slug,
      url,
      title,
      shortDescription,
      themeType,
      image,
      ingredients: ingredients.map(({ id, title: ingredientTitle }) => ({ id, title: ingredientTitle })),
    })),
    title: `${theme.metaTitle ?? `${theme.title} party theme ideas`} | Marquee`,
    description,
    canonicalUrl,
    ogType: "article" as const,
    ogImage,
    jsonLd: articleJsonLd({
      headline: theme.alternateTitle ?? theme.title,
      description,
      image: ogImage,
      datePublished: theme.timestamp,
      dateModified: theme.timestamp,
      author: { type: "Organization", name: "Marquee" },
      url: canonicalUrl,
      publicOrigin,
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Theme({ loaderData }: Route.ComponentProps) {
  const { theme, relatedThemes, jsonLd } = loaderData;
  const ingredientGroups = groupIngredients(theme.ingredients);
  return (
    <>
      <article className="theme" aria-labelledby="theme-title">
        <header className="content-hero content-hero--guide">
          <div className="container content-hero__inner">
            <Breadcrumbs
              crumbs={[
                { label: "Party themes", href: "/themes" },
                { label: conceptLabel(theme.themeType), href: `/themes?concept=${theme.themeType}` },
                { label: theme.title },
              ]}
            />
            <div className="content-hero__split">
              <div className="content-hero__text">
                <p className="content-hero__kicker">{conceptLabel(theme.themeType)} theme</p>
                <h1 className="content-hero__title" id="theme-title">
                  {theme.title}
                </h1>
                {theme.alternateTitle ? <p className="theme__alternate">{theme.alternateTitle}</p> : null}
                <p className="content-hero__lead">{theme.shortDescription}</p>
                {theme.themeTypeDescription ? (
                  <p className="theme__concept">
                    <SiteLink href={`/themes?concept=${theme.themeType}`} className="theme__concept-link">
                      More {conceptLabel(theme.themeType).toLowerCase()} themes
                    </SiteLink>
                    <span className="theme__concept-text">{theme.themeTypeDescription}</span>
                  </p>
                ) : null}
              </div>
              <ContentImage
                storageKey={theme.image}
                sizes="(min-width: 1200px) 560px, (min-width: 992px) 46vw, calc(100vw - 32px)"
                priority
                className="content-hero__image"
              />
            </div>
          </div>
        </header>
        <div className="container theme__layout">
          <RichText html={theme.description} className="theme__description" />
          {ingredientGroups.length > 0 ? (
            <section className="ingredients" aria-labelledby="theme-ingredients">
              <h2 className="content-section__title" id="theme-ingredients">
                {theme.title} party ingredients
              </h2>
              <div className="ingredients__groups">
                {ingredientGroups.map((group) => (
                  <div key={group.type} className="ingredients__group">
                    <h3 className="ingredients__type">{group.label}</h3>
                    <ul className="ingredients__list">
                      {group.items.map((ingredient) => (
                        <li key={ingredient.id}>
                          {ingredient.href ? (
                            <SiteLink href={ingredient.href} className="ingredients__link">
                              {ingredient.title}
                            </SiteLink>
                          ) : (
                            ingredient.title
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ) : null}
        </div>
        <JsonLd data={jsonLd} />
      </article>
      {relatedThemes.length > 0 ? (
        <section className="related container" aria-labelledby="related-themes">
          <h2 className="content-section__title" id="related-themes">
            Related themes
          </h2>
          <ThemeGrid themes={relatedThemes} />
        </section>
      ) : null}
      {theme.contentFooter ? (
        <div className="container theme__footer">
          <RichText html={theme.contentFooter} />
        </div>
      ) : null}
    </>
  );
}
