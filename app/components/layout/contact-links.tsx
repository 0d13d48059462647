import { MailIcon, PhoneIcon } from "../icons.tsx";
import { EMAIL_US_LINK } from "./navigation.ts";
import { SiteLink } from "./site-link.tsx";

/** A tel: URL keeps only what a dialler understands: digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** 'Email Us' (to /contact) and the phone number: the footer's, and the header's when it shows no menu. */
export function ContactLinks({
  contactPhone,
  listClassName,
  linkClassName,
}: {
  contactPhone: string | undefined;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <ul className={listClassName}>
      <li>
        <SiteLink href={EMAIL_US_LINK.href} className={linkClassName}>
          <MailIcon />
          {EMAIL_US_LINK.label}
        </SiteLink>
      </li>
      {contactPhone && (
        <li>
          <a href={telHref(contactPhone)} className={linkClassName}>
            <PhoneIcon />
            {contactPhone}
          </a>
        </li>
      )}
    </ul>
  );
}
