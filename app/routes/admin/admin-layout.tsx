import { data, Outlet } from "react-router";
import { AdminNav } from "#app/components/admin/admin-nav.tsx";
import { servicesContext } from "#features/services.server.ts";
import { requireOperator } from "../session.server.ts";
import type { Route } from "./+types/admin-layout.ts";

/**
 * The operator console's frame: its sections beside the page. Every page and action inside guards
 * itself too (`requireOperator`), since child loaders and actions run without waiting for this one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { headers } = await requireOperator(request, context.get(servicesContext));
  return data(null, { headers });
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminLayout() {
  return (
    <div className="container admin">
      <AdminNav />
      <div className="admin__main">
        <Outlet />
      </div>
    </div>
  );
}
