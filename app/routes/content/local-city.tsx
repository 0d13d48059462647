import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import {
  absoluteUrl,
  contentMeta,
  LOCAL_CITY_SEARCH_TYPES,
  localStatePath,
} from "#app/components/content/content.logic.ts";
import { LandingSection, ServiceTypeTiles } from "#app/components/search-results/landing-sections.tsx";
import type { Route } from "./+types/local-city.ts";

/** `/local/{state}/{city}`: searches for the most popular service types in one city of that state. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!/^[a-z]{2}$/i.test(params.state)) throw data(null, { status: 404, statusText: "Not Found" });
  const [state, city] = await Promise.all([
    services.locations.findStateByAbbreviation(params.state),
    services.locations.findCityByFileName(params.city.toLowerCase()),
  ]);
  if (!state || !city || city.state.abbreviation !== state.abbreviation) {
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  const statePath = localStatePath(state.abbreviation);
  const path = `${statePath}/${city.fileName}`;
  if (`/local/${params.state}/${params.city}` !== path) throw redirect(path, 301);

  const types = await Promise.all(
    LOCAL_CITY_SEARCH_TYPES.map((fileName) => services.serviceTypes.findByFileName(fileName)),
  );
  return {
    state: { name: state.name, href: statePath },
    city: { displayName: city.displayName },
    searches: types
      .filter((type) => type !== undefined)
      .map((type) => ({
        label: `${type.pluralForm} in ${city.displayName}`,
        href: `/search/${type.fileName}-${city.fileName}`,
      })),
    title: `Event entertainment and vendors in ${city.displayName} | Marquee`,
    description: `Find DJs, bands, photographers, magicians, venues and more in ${city.displayName}. Compare reviews and request free quotes on Marquee.`,
    canonicalUrl: absoluteUrl(path, services.config.publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function LocalCity({ loaderData }: Route.ComponentProps) {
  const { state, city, searches } = loaderData;
  return (
    <>
      <ContentHeader
        crumbs={[
          { label: "Local", href: "/local" },
          { label: state.name, href: state.href },
          { label: city.displayName },
        ]}
        title={`Event entertainment in ${city.displayName}`}
        lead={`Popular searches in ${city.displayName}: compare local entertainers, vendors and venues, read reviews and request free quotes.`}
      />
      <div className="container content-body">
        <LandingSection id="city-searches" title={`Popular searches in ${city.displayName}`}>
          <ServiceTypeTiles items={searches} />
        </LandingSection>
      </div>
    </>
  );
}
