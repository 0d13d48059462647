/**
 * The calls of a planner's request page and saved vendors. Browser-only: call from effects and event
 * handlers. Each answers with the new state of the request (PlannerRequestDto), which the page shows
 * as it is; failures reject with the server's error body.
 */
import type { PlannerRequestDto } from "#features/marketplace/marketplace.schema.ts";
import { apiRequest, getJson } from "#app/lib/api-client.ts";

export const plannerUrls = {
  request: (requestId: number) => `/api/v1/requests/${requestId}`,
  favorites: (clientId: number) => `/api/v1/client/${clientId}/favorites`,
  favorite: (clientId: number, memberId: number) => `/api/v1/client/${clientId}/favorites/${memberId}`,
};

export async function fetchPlannerRequest(requestId: number): Promise<PlannerRequestDto> {
  return (await getJson(plannerUrls.request(requestId))) as PlannerRequestDto;
}

export async function acceptQuote(quoteId: number): Promise<PlannerRequestDto> {
  return (await apiRequest(`/api/v1/quotes/${quoteId}/accept`, { method: "POST", body: {} })) as PlannerRequestDto;
}

export async function declineQuote(quoteId: number, reason: string): Promise<PlannerRequestDto> {
  const body = { reason };
  return (await apiRequest(`/api/v1/quotes/${quoteId}/decline`, { method: "POST", body })) as PlannerRequestDto;
}

/** "close": found someone elsewhere; "cancel": the event is off. */
export async function endRequest(requestId: number, how: "close" | "cancel"): Promise<PlannerRequestDto> {
  const url = `${plannerUrls.request(requestId)}/${how}`;
  return (await apiRequest(url, { method: "POST", body: {} })) as PlannerRequestDto;
}

/** Saves a vendor to the planner's favourites, or removes them. */
export async function setFavorite(clientId: number, memberId: number, saved: boolean): Promise<void> {
  await apiRequest(plannerUrls.favorite(clientId, memberId), { method: saved ? "PUT" : "DELETE" });
}
