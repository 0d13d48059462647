import { servicesContext } from "#features/services.server.ts";
import { EmbedSnippet } from "#app/components/widget/embed-snippet.tsx";
import { pageMeta } from "#app/lib/page-meta.ts";
import { withWidgetParam } from "#lib/widget-mode.ts";
import { widgetSnippet } from "#lib/widget-snippet.ts";
import type { Route } from "./+types/embed.ts";

/** `/embed`: how to put Marquee's search on another site, with the snippet and a live preview. */
export function loader({ context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    snippet: widgetSnippet(config.publicOrigin),
    title: "Add Marquee search to your site | Marquee",
    description:
      "Paste one line of HTML to let your visitors search Marquee's entertainers, vendors and venues without leaving your site.",
    canonicalUrl: new URL("/embed", config.publicOrigin).href,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData);
}

export default function Embed({ loaderData }: Route.ComponentProps) {
  return (
    <div className="embed-page container">
      <h1 className="embed-page__title">Add Marquee search to your site</h1>
      <p className="embed-page__lead">
        Venues, planners and event blogs can let their visitors search every entertainer and vendor on Marquee without
        leaving the page. Paste this snippet where the search should appear.
      </p>
      <EmbedSnippet snippet={loaderData.snippet} />
      <h2 className="embed-page__heading">What your visitors get</h2>
      <ul className="embed-page__list">
        <li>The Marquee search form, results and vendor profiles inside your page, with a slim header and footer.</li>
        <li>Everything stays in the frame as they browse; the Marquee logo brings them back to the search.</li>
        <li>
          To start on a particular search, use its address with <code>?widget=1</code> at the end, for example{" "}
          <code>{withWidgetParam("/services/dj")}</code>.
        </li>
      </ul>
      <h2 className="embed-page__heading">Preview</h2>
      <iframe
        className="embed-page__preview"
        src={withWidgetParam("/")}
        title="Preview of the Marquee search widget"
        width="100%"
        height="720"
        loading="lazy"
      />
    </div>
  );
}
