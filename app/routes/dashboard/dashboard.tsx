import { MemberDashboard } from "#app/components/dashboard/member-dashboard.tsx";
import type { Route } from "./+types/dashboard.ts";
import { memberAccess, memberCenterHeaders } from "./member-access.ts";

/** `/dashboard`: the vendor's member center. The page loads its data in the browser. */
export function loader({ request }: Route.LoaderArgs) {
  return memberAccess(request, "/dashboard");
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Dashboard | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <MemberDashboard
      key={loaderData.memberId}
      memberId={loaderData.memberId}
      accountId={loaderData.accountId}
      viewingAsAdmin={loaderData.viewingAsAdmin}
      returnTo={loaderData.returnTo}
      links={loaderData}
    />
  );
}
