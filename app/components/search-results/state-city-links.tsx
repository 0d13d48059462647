import { SiteLink } from "../layout/site-link.tsx";
import { stateCityGroups } from "./search-results.logic.ts";

type StateCityLinksProps = {
  heading: string;
  links: readonly { displayName: string; url: string }[];
};

/**
 * The state's city searches, grouped by first letter A-J, K-Q, R-Z (SPEC.md section 2). The
 * `/services/{service}/{state}` pages redirect to this section's anchor, #state-cities.
 */
export function StateCityLinks({ heading, links }: StateCityLinksProps) {
  const groups = stateCityGroups(links);
  if (groups.length === 0) return null;
  return (
    <section className="link-section" id="state-cities" aria-labelledby="state-cities-title">
      <h2 id="state-cities-title" className="link-section__title">
        {heading}
      </h2>
      <div className="letter-groups">
        {groups.map(({ group, links: groupLinks }) => (
          <div key={group} className="letter-group">
            <h3 className="letter-group__title">
              <span className="visually-hidden">Cities </span>
              {group}
            </h3>
            <ul className="link-list">
              {groupLinks.map((link) => (
                <li key={link.url}>
                  <SiteLink href={link.url} className="link-list__link">
                    {link.displayName}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
