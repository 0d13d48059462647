import { MembershipPlans } from "#app/components/dashboard/membership-plans.tsx";
import type { Route } from "./+types/membership.ts";
import { memberAccess, memberCenterHeaders } from "./member-access.ts";

/** `/dashboard/membership`: the membership plans, the vendor's own marked. */
export function loader({ request }: Route.LoaderArgs) {
  return memberAccess(request, "/dashboard/membership");
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Membership | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Membership({ loaderData }: Route.ComponentProps) {
  return (
    <MembershipPlans
      key={loaderData.memberId}
      memberId={loaderData.memberId}
      viewingAsAdmin={loaderData.viewingAsAdmin}
      returnTo={loaderData.returnTo}
      links={loaderData}
    />
  );
}
