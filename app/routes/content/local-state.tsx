import { data, redirect } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { groupCitiesByLetter } from "#features/search/search.rules.ts";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import {
  absoluteUrl,
  contentMeta,
  LOCAL_STATE_SEARCH_TYPES,
  localStatePath,
} from "#app/components/content/content.logic.ts";
import { SiteLink } from "#app/components/layout/site-link.tsx";
import { LandingSection, ServiceTypeTiles } from "#app/components/search-results/landing-sections.tsx";
import type { Route } from "./+types/local-state.ts";

/** `/local/{state}`: a state's or province's cities A-J, K-Q, R-Z and its most asked-for searches. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (!/^[a-z]{2}$/i.test(params.state)) throw data(null, { status: 404, statusText: "Not Found" });
  const state = await services.locations.findStateByAbbreviation(params.state);
  if (!state) throw data(null, { status: 404, statusText: "Not Found" });
  const path = localStatePath(state.abbreviation);
  if (params.state !== state.abbreviation.toLowerCase()) throw redirect(path, 301);

  const [cities, types] = await Promise.all([
    services.locations.listCities({
      stateAbbreviation: state.abbreviation,
      onlyStateServicePageCities: false,
      take: 500,
    }),
    Promise.all(LOCAL_STATE_SEARCH_TYPES.map((fileName) => services.serviceTypes.findByFileName(fileName))),
  ]);
  const groups = groupCitiesByLetter(
    (cities ?? []).map((city) => ({ name: city.name, href: `${path}/${city.fileName}` })),
  );
  return {
    state: { name: state.name },
    cityGroups: Object.entries(groups)
      .filter(([, groupCities]) => groupCities.length > 0)
      .map(([letters, groupCities]) => ({ letters, cities: groupCities })),
    searches: types
      .filter((type) => type !== undefined)
      .map((type) => ({
        label: `${type.pluralForm} in ${state.name}`,
        href: `/search/${type.fileName}-${state.fileName}`,
      })),
    title: `Event entertainment and vendors in ${state.name} | Marquee`,
    description: `Find DJs, bands, photographers, magicians, venues and more in ${state.name}. Pick your city to compare local vendors on Marquee.`,
    canonicalUrl: absoluteUrl(path, services.config.publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function LocalState({ loaderData }: Route.ComponentProps) {
  const { state, cityGroups, searches } = loaderData;
  return (
    <>
      <ContentHeader
        crumbs={[{ label: "Local", href: "/local" }, { label: state.name }]}
        title={`Event entertainment in ${state.name}`}
        lead={`Choose your city to find entertainers, vendors and venues near you, or browse popular searches across ${state.name}.`}
      />
      <div className="container content-body">
        {searches.length > 0 ? (
          <LandingSection id="state-searches" title={`Popular in ${state.name}`}>
            <ServiceTypeTiles items={searches} />
          </LandingSection>
        ) : null}
        <LandingSection id="state-cities" title={`Cities in ${state.name}`}>
          {cityGroups.length > 0 ? (
            <div className="letter-groups letter-groups--stacked">
              {cityGroups.map((group) => (
                <div key={group.letters} className="letter-group">
                  <h3 className="letter-group__title">
                    <span className="visually-hidden">Cities </span>
                    {group.letters}
                  </h3>
                  <ul className="link-list link-list--columns">
                    {group.cities.map((city) => (
                      <li key={city.href}>
                        <SiteLink href={city.href} className="link-list__link">
                          {city.name}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : (
            <p className="content-empty">We don't list cities in {state.name} yet.</p>
          )}
        </LandingSection>
      </div>
    </>
  );
}
