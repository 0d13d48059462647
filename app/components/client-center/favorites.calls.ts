/**
 * A planner's saved vendors from the browser, for the profile's "Save" toggle, which updates in
 * place without a page load. Browser-only: call from effects and event handlers; failures reject with
 * the server's error body. Without scripts the toggle posts to `/client/favorites` instead.
 */
import { api } from "#app/lib/api-client.ts";

/** The planner's saved vendors. */
export function favorites(clientId: number, signal: AbortSignal) {
  return api.get("/api/v1/client/{clientId}/favorites", { path: { clientId }, signal });
}

/** Saves a vendor to the planner's favourites, or removes them. */
export async function setFavorite(clientId: number, memberId: number, saved: boolean): Promise<void> {
  const path = { clientId, memberId };
  if (saved) await api.put("/api/v1/client/{clientId}/favorites/{memberId}", { path, body: {} });
  else await api.delete("/api/v1/client/{clientId}/favorites/{memberId}", { path });
}
