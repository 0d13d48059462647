import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { THEME_CONCEPTS } from "#features/content/content.rules.ts";
import { ChipNav, ContentHeader } from "#app/components/content/content-header.tsx";
import { absoluteUrl, conceptLabel, contentMeta, countText } from "#app/components/content/content.logic.ts";
import { ThemeGrid } from "#app/components/content/theme-card.tsx";
import type { Route } from "./+types/themes.ts";

type Concept = (typeof THEME_CONCEPTS)[number];

function isConcept(value: string): value is Concept {
  return (THEME_CONCEPTS as readonly string[]).includes(value);
}

/** `/themes`: every party theme sorted by title; `?concept=decades` keeps the themes of one concept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const conceptParam = new URL(request.url).searchParams.get("concept");
  if (conceptParam !== null && !isConcept(conceptParam)) throw data(null, { status: 404, statusText: "Not Found" });
  const concept = conceptParam;
  const all = await services.content.themes({});
  const themes = concept ? await services.content.themes({ concept }) : all;
  if (concept && themes.length === 0) throw data(null, { status: 404, statusText: "Not Found" });
  // Only concepts that have themes get a filter link, in the order the rules list them.
  const concepts = THEME_CONCEPTS.filter((value) => all.some((theme) => theme.themeType === value));
  const publicOrigin = services.config.publicOrigin;
  return {
    concept,
    concepts,
    themes: themes.map(({ slug, url, title, shortDescription, themeType, image }) => ({
      slug,
      url,
      title,
      shortDescription,
      themeType,
      image,
    })),
    title: concept ? `${conceptLabel(concept)} party themes | Marquee` : "Party themes and ideas | Marquee",
    description:
      "Party theme ideas from Marquee: decor, music, food, drinks, activities and the entertainers to book for each theme, from disco to luau.",
    canonicalUrl: absoluteUrl(concept ? `/themes?concept=${concept}` : "/themes", publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Themes({ loaderData }: Route.ComponentProps) {
  const { concept, concepts, themes } = loaderData;
  const count = countText(themes.length, "party theme");
  return (
    <>
      <ContentHeader
        crumbs={concept ? [{ label: "Party themes", href: "/themes" }, { label: conceptLabel(concept) }] : undefined}
        title={concept ? `${conceptLabel(concept)} party themes` : "Party themes"}
        lead="Pick a theme and we'll show you the decor, music, food, drinks and entertainers that bring it to life."
      >
        {concepts.length > 1 ? (
          <ChipNav
            label="Theme concepts"
            links={[
              { key: "all", label: "All themes", href: "/themes", current: concept === null },
              ...concepts.map((value) => ({
                key: value,
                label: conceptLabel(value),
                href: `/themes?concept=${value}`,
                current: value === concept,
              })),
            ]}
          />
        ) : null}
      </ContentHeader>
      <div className="container content-body">
        <p className="content-count">{count}</p>
        <ThemeGrid themes={themes} headingLevel={2} eagerFirstRow wide />
      </div>
    </>
  );
}
