import { useId } from "react";
import type { IngredientDto, ThemeSummaryDto } from "#features/content/content.schema.ts";
import { SiteLink } from "../layout/site-link.tsx";
import { CARD_IMAGE_SIZES, WIDE_CARD_IMAGE_SIZES } from "./article-card.tsx";
import { ContentImage } from "./content-image.tsx";
import { conceptLabel } from "./content.logic.ts";
import "./content.css";

export type ThemeCardItem = Pick<
  ThemeSummaryDto,
  "slug" | "url" | "title" | "shortDescription" | "themeType" | "image"
> & {
  ingredients?: readonly Pick<IngredientDto, "id" | "title">[];
};

/** One theme: image, concept, title link, short description and, for related themes, its ingredients. */
export function ThemeCard({
  theme,
  headingLevel = 3,
  eagerImage = false,
  imageSizes = CARD_IMAGE_SIZES,
}: {
  theme: ThemeCardItem;
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
  imageSizes?: string;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="content-card content-card--theme" aria-labelledby={titleId}>
      <ContentImage
        storageKey={theme.image}
        sizes={imageSizes}
        maxWidth={900}
        eager={eagerImage}
        className="content-card__image"
      />
      <div className="content-card__body">
        <p className="content-card__eyebrow">{conceptLabel(theme.themeType)}</p>
        <Heading className="content-card__title" id={titleId}>
          <SiteLink href={theme.url} className="content-card__link">
            {theme.title}
          </SiteLink>
        </Heading>
        <p className="content-card__summary">{theme.shortDescription}</p>
        {theme.ingredients && theme.ingredients.length > 0 ? (
          <div className="content-card__ingredients">
            <p className="content-card__ingredients-title" id={`${titleId}-ingredients`}>
              Ingredients
            </p>
            <ul className="chip-list chip-list--small" aria-labelledby={`${titleId}-ingredients`}>
              {theme.ingredients.map((ingredient) => (
                <li key={ingredient.id} className="chip chip--static">
                  {ingredient.title}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function ThemeGrid({
  themes,
  headingLevel = 3,
  eagerFirstRow = false,
  wide = false,
}: {
  themes: readonly ThemeCardItem[];
  headingLevel?: 2 | 3;
  eagerFirstRow?: boolean;
  /** Four columns on wide screens. */
  wide?: boolean;
}) {
  return (
    <ul className={wide ? "content-grid content-grid--wide" : "content-grid"}>
      {themes.map((theme, index) => (
        <li key={theme.slug}>
          <ThemeCard
            theme={theme}
            headingLevel={headingLevel}
            eagerImage={eagerFirstRow && index < (wide ? 4 : 3)}
            imageSizes={wide ? WIDE_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES}
          />
        </li>
      ))}
    </ul>
  );
}
