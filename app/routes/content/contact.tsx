import { data, useRouteLoaderData } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { CONTACT_LIMITS } from "#features/content/content.rules.ts";
import { contactMessageSchema } from "#features/content/content.schema.ts";
import { CONTACT_FIELDS, ContactForm } from "#app/components/content/contact-form.tsx";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { absoluteUrl, contentMeta } from "#app/components/content/content.logic.ts";
import { RichText } from "#app/components/content/rich-text.tsx";
import { issuesByField, textValues } from "#app/components/forms/form-errors.ts";
import { MailIcon, PhoneIcon } from "#app/components/icons.tsx";
import { telHref } from "#app/components/layout/contact-links.tsx";
import type { loader as rootLoader } from "#app/root.tsx";
import type { Route } from "./+types/contact.ts";

/** A refused submission is sent back to be shown again; nothing longer than a field allows. */
const ECHO_LIMIT = CONTACT_LIMITS.messageMax + 100;

/** `/contact`: the contact form, with the introduction from the information page. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const page = await services.content.infoPage("/contact");
  return {
    heading: page?.title ?? "Contact us",
    introHtml: page?.bodyHtml ?? "",
    title: `${page?.title ?? "Contact us"} | Marquee`,
    description:
      page?.metaDescription ??
      "Contact the Marquee team about your account, a booking, listing your services or press. We reply within one business day.",
    canonicalUrl: absoluteUrl("/contact", services.config.publicOrigin),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const values = textValues(form, CONTACT_FIELDS, ECHO_LIMIT);
  const parsed = contactMessageSchema.safeParse(values);
  if (!parsed.success) {
    return data({ errors: issuesByField(CONTACT_FIELDS, parsed.error.issues), values }, { status: 400 });
  }
  const id = await services.content.submitContactMessage(parsed.data);
  return { sent: true, id };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { heading, introHtml } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const refused = actionData && "errors" in actionData ? actionData : undefined;
  const sent = Boolean(actionData && "sent" in actionData && actionData.sent);
  return (
    <>
      <ContentHeader
        title={heading}
        lead="Questions about a booking, your account or listing your services? We're here to help."
      />
      <div className="container content-body contact-layout">
        <div className="contact-layout__main">
          <RichText html={introHtml} className="content-intro" />
          <section className="contact-card" aria-labelledby="contact-form-title">
            <h2 className="content-section__title" id="contact-form-title">
              Send us a message
            </h2>
            <ContactForm
              key={sent && actionData && "id" in actionData ? `sent-${actionData.id}` : "form"}
              errors={refused?.errors}
              values={refused?.values}
              sent={sent}
            />
          </section>
        </div>
        <aside className="contact-aside" aria-labelledby="contact-other-title">
          <h2 className="contact-aside__title" id="contact-other-title">
            Other ways to reach us
          </h2>
          <ul className="contact-aside__list">
            <li>
              <a href="#contact-form" className="contact-aside__link">
                <MailIcon />
                Email Us
              </a>
              <span className="contact-aside__note">Write to us with the form; we reply by email.</span>
            </li>
            {root?.contactPhone ? (
              <li>
                <a href={telHref(root.contactPhone)} className="contact-aside__link">
                  <PhoneIcon />
                  {root.contactPhone}
                </a>
                <span className="contact-aside__note">Prefer to talk? Call the Marquee team.</span>
              </li>
            ) : null}
          </ul>
        </aside>
      </div>
    </>
  );
}
