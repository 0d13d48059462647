import { data } from "react-router";
import type { z } from "zod";
import type { clientRequestsResponseSchema } from "#features/accounts/accounts.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { RequestList } from "#app/components/client-center/request-list.tsx";
import { requireClientCenter } from "../session.server.ts";
import type { Route } from "./+types/requests.ts";

type ClientRequests = z.infer<typeof clientRequestsResponseSchema>["requests"];

/** `/client/events`: the Requests page of the client center, the planner's requests for quotes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { clientId, headers } = await requireClientCenter(request, services);
  const rows = await services.accounts.clientRequests(clientId);
  const requests: ClientRequests = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return data({ requests }, { headers });
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
        <RequestList requests={loaderData.requests} />
      </div>
    </>
  );
}
