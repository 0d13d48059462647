/**
 * A planner's saved vendors from the browser, for the profile's "Save" toggle, which updates in
 * place without a page load. Browser-only: call from effects and event handlers; failures reject with
 * the server's error body. Without scripts the toggle posts to `/client/favorites` instead.
 */
import { apiRequest } from "#app/lib/api-client.ts";

export function favoritesUrl(clientId: number): string {
  return `/api/v1/client/${clientId}/favorites`;
}

/** Saves a vendor to the planner's favourites, or removes them. */
export async function setFavorite(clientId: number, memberId: number, saved: boolean): Promise<void> {
  await apiRequest(`${favoritesUrl(clientId)}/${memberId}`, { method: saved ? "PUT" : "DELETE" });
}
