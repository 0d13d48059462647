import { ClientCenterHeader } from "#app/components/client-center/client-center-header.tsx";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import { FavoriteList } from "#app/components/client-center/favorite-list.tsx";
import { requireClientScope } from "./client-center.guard.ts";
import type { Route } from "./+types/favorites.ts";

const PATH = "/client/favorites";

/** `/client/favorites`: the vendors a planner saved, to ask them all for quotes at once. */
export function loader({ request }: Route.LoaderArgs) {
  return requireClientScope(request, PATH);
}

export function meta() {
  return [
    { title: "Saved vendors | Marquee" },
    { name: "description", content: "The vendors you saved on Marquee, to compare them and ask them all for quotes." },
    { name: "robots", content: "noindex" },
  ];
}

export default function Favorites({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ClientCenterHeader
        title="Saved vendors"
        lead="The entertainers and vendors you saved. Ask them all for a quote with one request."
        current="favorites"
      />
      <div className="container client-center">
        <FavoriteList clientId={loaderData.clientId} logInHref={logInPath(PATH)} />
      </div>
    </>
  );
}
