import { track } from "#app/lib/analytics/track.ts";
import { CookieSettingsButton } from "../consent/cookie-settings-button.tsx";
import { ContactLinks } from "./contact-links.tsx";
import { FOOTER_COLUMNS } from "./navigation.ts";
import { SiteLink } from "./site-link.tsx";
import { SiteLogo } from "./site-logo.tsx";

/** The footer; `contactPhone` is absent only when the root loader itself failed. */
export function SiteFooter({ contactPhone }: { contactPhone: string | undefined }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <SiteLogo inverse />
          <p className="site-footer__tagline">Entertainers, vendors and venues for every kind of event.</p>
          <ContactLinks
            contactPhone={contactPhone}
            listClassName="site-footer__contact"
            linkClassName="site-footer__contact-link"
          />
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.id} className="site-footer__column">
              <h2 id={`footer-${column.id}`} className="site-footer__heading">
                {column.title}
              </h2>
              <ul className="site-footer__links" aria-labelledby={`footer-${column.id}`}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink
                      href={link.href}
                      onClick={() =>
                        track("Nav Click", {
                          menu: "footer",
                          section: column.title,
                          linkText: link.label,
                          href: link.href,
                        })
                      }
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__legal container">
        <div className="site-footer__legal-row">
          <p>© 2026 Marquee</p>
          <CookieSettingsButton className="site-footer__cookie-settings" />
        </div>
      </div>
    </footer>
  );
}

/** The widget's lighter footer: one line naming the marketplace the search comes from. */
export function WidgetFooter() {
  return (
    <footer className="widget-footer">
      <div className="widget-footer__inner container">
        <p>
          Search powered by{" "}
          <a href="/" target="_blank" rel="noopener">
            Marquee
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
