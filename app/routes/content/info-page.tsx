import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { ContentHeader } from "#app/components/content/content-header.tsx";
import { absoluteUrl, contentMeta } from "#app/components/content/content.logic.ts";
import { RichText } from "#app/components/content/rich-text.tsx";
import type { Route } from "./+types/info-page.ts";

/**
 * `/free-guides`, `/testimonials`, `/advertise-with-us`, `/event-expert`, `/press`,
 * `/wedding-entertainment`, `/terms`, `/privacy` and `/cookies`: one module registered once per path.
 * The page comes from the matched route's pattern, not the request's address, which is `/terms.data`
 * when the page's scripts navigate and may differ in case from the page's path.
 */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const path = `/${pattern.replace(/^\/+|\/+$/g, "")}`;
  const page = await services.content.infoPage(path);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    page: { title: page.title, bodyHtml: page.bodyHtml },
    title: `${page.title} | Marquee`,
    description:
      page.metaDescription ?? `${page.title} at Marquee, the marketplace for event entertainment and services.`,
    canonicalUrl: absoluteUrl(page.path, services.config.publicOrigin),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return contentMeta(loaderData);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <>
      <ContentHeader title={page.title} />
      <div className="container content-body content-body--reading">
        <RichText html={page.bodyHtml} />
      </div>
    </>
  );
}
