import { LeadsPage } from "#app/components/dashboard/leads-page.tsx";
import type { Route } from "./+types/leads.ts";
import { memberAccess, memberCenterHeaders } from "./member-access.ts";

/** `/dashboard/leads`: the requests for quotes matched to the vendor, and their calendar feed. */
export function loader({ request }: Route.LoaderArgs) {
  return memberAccess(request, "/dashboard/leads");
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Leads | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  return (
    <LeadsPage
      key={loaderData.memberId}
      memberId={loaderData.memberId}
      viewingAsAdmin={loaderData.viewingAsAdmin}
      returnTo={loaderData.returnTo}
      links={loaderData}
    />
  );
}
