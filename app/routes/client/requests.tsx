import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { RequestList } from "#app/components/client-center/request-list.tsx";
import { requireClientScope } from "./client-center.guard.ts";
import type { Route } from "./+types/requests.ts";

const PATH = "/client/events";

/** `/client/events`: the Requests page of the client center, the planner's requests for quotes. */
export function loader({ request }: Route.LoaderArgs) {
  return requireClientScope(request, PATH);
}

export function meta() {
  return [
    { title: "Your requests | Marquee" },
    { name: "description", content: "The requests for quotes you have sent to vendors on Marquee, and their answers." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ClientCenterHeader
        title="Your requests"
        lead="The events you asked vendors to quote for, and how many quotes each has."
        current="requests"
      />
      <div className="container client-center">
        <RequestList clientId={loaderData.clientId} logInHref={logInPath(PATH)} />
      </div>
    </>
  );
}
