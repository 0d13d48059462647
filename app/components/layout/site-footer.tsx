import { Link } from "react-router";
import { LogoMark, MailIcon, PhoneIcon } from "../icons.tsx";
import { EMAIL_US_LINK, FOOTER_COLUMNS } from "./navigation.ts";
import { SiteLink } from "./site-link.tsx";

/** A tel: URL keeps only what a dialler understands: digits and a leading plus. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The footer; `contactPhone` is absent only when the root loader itself failed. */
export function SiteFooter({ contactPhone }: { contactPhone: string | undefined }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <Link to="/" className="site-logo site-logo--inverse">
            <LogoMark className="site-logo__mark" />
            <span className="site-logo__text">Marquee</span>
          </Link>
          <p className="site-footer__tagline">Entertainers, vendors and venues for every kind of event.</p>
          <ul className="site-footer__contact">
            <li>
              <SiteLink href={EMAIL_US_LINK.href} className="site-footer__contact-link">
                <MailIcon />
                {EMAIL_US_LINK.label}
              </SiteLink>
            </li>
            {contactPhone && (
              <li>
                <a href={telHref(contactPhone)} className="site-footer__contact-link">
                  <PhoneIcon />
                  {contactPhone}
                </a>
              </li>
            )}
          </ul>
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
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="site-footer__legal container">
        <p>© 2026 Marquee</p>
      </div>
    </footer>
  );
}
