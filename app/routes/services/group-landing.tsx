import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { GROUP_LANDINGS, type GroupLandingKey } from "#features/search/landing.service.server.ts";
import {
  LandingCopy,
  LandingHeader,
  LandingSection,
  LinkColumns,
  ServiceTypeTiles,
  TopVendors,
} from "#app/components/search-results/landing-sections.tsx";
import { inSentence, serviceTypeHref } from "#app/components/search-results/search-results.logic.ts";
import djIllustration from "#app/components/search-results/landing-illustrations/dj.svg";
import eventServicesIllustration from "#app/components/search-results/landing-illustrations/event-services.svg";
import musicIllustration from "#app/components/search-results/landing-illustrations/musical-entertainment.svg";
import speakersIllustration from "#app/components/search-results/landing-illustrations/speakers.svg";
import varietyIllustration from "#app/components/search-results/landing-illustrations/variety-act-landing.svg";
import { VectorImage } from "#app/components/vector-image/vector-image.tsx";
import { toVendorTile } from "#app/components/vendor-card/vendor-card.logic.ts";
import type { Route } from "./+types/group-landing.ts";

/** Each group's picture, a vector image of the build's assets (decision 012). */
const ILLUSTRATIONS: Record<GroupLandingKey, string> = {
  "musical-entertainment": musicIllustration,
  dj: djIllustration,
  "variety-act-landing": varietyIllustration,
  speakers: speakersIllustration,
  "event-services": eventServicesIllustration,
};

function isGroupKey(key: string): key is GroupLandingKey {
  return Object.hasOwn(GROUP_LANDINGS, key);
}

/**
 * `/musical-entertainment`, `/dj`, `/variety-act-landing`, `/speakers`, `/event-services`: one module
 * registered five times; the group comes from the matched route's pattern (the request's address is
 * `/dj.data` when the page's scripts navigate).
 */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const key = pattern.replace(/^\/+|\/+$/g, "");
  if (!isGroupKey(key)) throw data(null, { status: 404, statusText: "Not Found" });
  // SPEC section 4: a service page without content is a 404.
  const copy = await services.content.servicePage(key, { servicePageType: "group" });
  if (!copy) throw data(null, { status: 404, statusText: "Not Found" });
  if (copy.redirectUrl) throw redirect(copy.redirectUrl, 301);
  const group = await services.landing.groupLanding(key);
  return {
    ...group,
    topVendors: group.topVendors.map(toVendorTile),
    key,
    title: copy.title,
    intro: copy.intro,
    bodyHtml: copy.bodyHtml,
    description: copy.metaDescription,
    canonicalUrl: new URL(`/${key}`, services.config.publicOrigin).toString(),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.title} for hire | Marquee` },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export default function GroupLanding({ loaderData }: Route.ComponentProps) {
  const { key, title, intro, bodyHtml, serviceTypes, mainServiceType, popularCities, topVendors } = loaderData;
  const lower = inSentence(title);
  return (
    <>
      <LandingHeader
        title={title}
        intro={intro}
        illustration={<VectorImage src={ILLUSTRATIONS[key]} alt="" width={240} height={160} />}
      />
      <div className="container landing-body">
        <LandingSection id="service-types" title={`Kinds of ${lower}`}>
          <ServiceTypeTiles
            items={serviceTypes.map((type) => ({ label: type.pluralForm, href: serviceTypeHref(type) }))}
          />
        </LandingSection>
        {mainServiceType ? <TopVendors items={topVendors} pluralForm={mainServiceType.pluralForm} /> : null}
        {mainServiceType && popularCities.length > 0 ? (
          <LandingSection id="popular-cities" title={`Popular cities for ${inSentence(mainServiceType.pluralForm)}`}>
            <LinkColumns items={popularCities.map((city) => ({ label: city.displayName, href: city.canonicalUrl }))} />
          </LandingSection>
        ) : null}
        <LandingCopy label={`About ${lower}`} html={bodyHtml} />
      </div>
    </>
  );
}
