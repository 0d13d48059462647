import { servicesContext } from "#features/services.server.ts";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { absoluteUrl, contentMeta, localStatePath } from "#app/components/content/content.logic.ts";
import { RichText } from "#app/components/content/rich-text.tsx";
import { LandingSection, LinkColumns } from "#app/components/search-results/landing-sections.tsx";
import type { Route } from "./+types/local.ts";

/** `/local`: the directory of places, every state and province with a page of its cities. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const [intro, states] = await Promise.all([services.content.infoPage("/local"), services.locations.listStates()]);
  const byName = [...states].sort((a, b) => a.name.localeCompare(b.name));
  const link = (state: (typeof states)[number]) => ({ label: state.name, href: localStatePath(state.abbreviation) });
  return {
    heading: intro?.title ?? "Find entertainment near you",
    introHtml: intro?.bodyHtml ?? "",
    unitedStates: byName.filter((state) => state.country === "US").map(link),
    canada: byName.filter((state) => state.country === "CA").map(link),
    title: `${intro?.title ?? "Local event entertainment and vendors"} | Marquee`,
    description:
      intro?.metaDescription ??
      "Find entertainers, vendors and venues near you: browse Marquee by state, province and city.",
    canonicalUrl: absoluteUrl("/local", services.config.publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Local({ loaderData }: Route.ComponentProps) {
  const { heading, introHtml, unitedStates, canada } = loaderData;
  return (
    <>
      <ContentHeader
        title={heading}
        lead="Choose your state or province to see its cities and the entertainers and vendors who work there."
      />
      <div className="container content-body">
        <RichText html={introHtml} className="content-intro" />
        {unitedStates.length > 0 ? (
          <LandingSection id="united-states" title="United States">
            <LinkColumns items={unitedStates} />
          </LandingSection>
        ) : null}
        {canada.length > 0 ? (
          <LandingSection id="canada" title="Canada">
            <LinkColumns items={canada} />
          </LandingSection>
        ) : null}
      </div>
    </>
  );
}
