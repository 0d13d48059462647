import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { GROUP_LANDINGS, type GroupLandingKey } from "#features/search/landing.service.server.ts";
import {
  LandingHeader,
  LandingSection,
  LinkColumns,
  ServiceTypeTiles,
} from "#app/components/search-results/landing-sections.tsx";
import { inSentence, serviceTypeHref } from "#app/components/search-results/search-results.logic.ts";
import type { Route } from "./+types/group-landing.ts";

function isGroupKey(key: string): key is GroupLandingKey {
  return Object.hasOwn(GROUP_LANDINGS, key);
}

/**
 * `/musical-entertainment`, `/dj`, `/variety-act-landing`, `/speakers`, `/event-services`: one module
 * registered five times; the group comes from the path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const key = url.pathname.replace(/^\/+|\/+$/g, "");
  if (!isGroupKey(key)) throw data(null, { status: 404, statusText: "Not Found" });
  const group = await services.landing.groupLanding(key);
  return {
    ...group,
    description: `Find and book ${inSentence(group.title)} for weddings, parties and corporate events. Compare reviews, videos and prices, and request free quotes on Marquee.`,
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
  const { title, serviceTypes, mainServiceType, popularCities } = loaderData;
  const lower = inSentence(title);
  return (
    <>
      <LandingHeader
        title={title}
        intro={`Whatever the occasion, find ${lower} who fit your event and budget. Choose a kind of act to browse by place, or jump straight to a city.`}
      />
      <div className="container landing-body">
        <LandingSection id="service-types" title={`Kinds of ${lower}`}>
          <ServiceTypeTiles
            items={serviceTypes.map((type) => ({ label: type.pluralForm, href: serviceTypeHref(type) }))}
          />
        </LandingSection>
        {mainServiceType && popularCities.length > 0 ? (
          <LandingSection id="popular-cities" title={`Popular cities for ${inSentence(mainServiceType.pluralForm)}`}>
            <LinkColumns items={popularCities.map((city) => ({ label: city.displayName, href: city.canonicalUrl }))} />
          </LandingSection>
        ) : null}
      </div>
    </>
  );
}
