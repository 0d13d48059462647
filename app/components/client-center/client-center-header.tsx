import { ChipNav, ContentHeader } from "../content/content-header.tsx";
import { CLIENT_LINKS } from "../layout/navigation.ts";
import "./client-center.css";

export type ClientCenterPage = "requests" | "favorites" | "account";

/** Saved vendors are reached from the center's own tabs, not from the site's header menu. */
const FAVORITES_LINK = { label: "Saved vendors", href: "/client/favorites" };

/** The top of a client center page: its `h1`, a lead, and the links between the center's pages. */
export function ClientCenterHeader({
  title,
  lead,
  current,
}: {
  title: string;
  lead: string;
  current: ClientCenterPage;
}) {
  return (
    <ContentHeader kicker="Your planner account" title={title} lead={lead}>
      <ChipNav
        label="Your planner account"
        links={[
          { key: "requests", ...CLIENT_LINKS.requests, current: current === "requests" },
          { key: "favorites", ...FAVORITES_LINK, current: current === "favorites" },
          { key: "account", ...CLIENT_LINKS.account, current: current === "account" },
        ]}
      />
    </ContentHeader>
  );
}
