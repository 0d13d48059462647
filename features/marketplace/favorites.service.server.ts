import { conflict } from "#lib/domain-errors.ts";
import { type MarketplaceContext, missing, vendorSummary } from "./marketplace-context.server.ts";
import { REQUEST_LIMITS } from "./marketplace.rules.ts";
import type { FavoriteDto } from "./marketplace.schema.ts";

/** The refusal of one more saved vendor: only the server says it, and the page shows what it says. */
export const FAVORITES_FULL_MESSAGE = `You have saved ${REQUEST_LIMITS.maxFavorites} vendors, the most your list keeps. Remove one to save another.`;

/** The vendors a planner saved, to find them again and to send them one request together. */
export function createFavoritesService(context: MarketplaceContext) {
  const { repository } = context;

  return {
    async favorites(clientId: number): Promise<FavoriteDto[]> {
      const rows = await repository.favorites(clientId);
      return rows.map((row) => ({
        ...vendorSummary(row),
        serviceTypeName: row.serviceTypeName,
        cityName: row.cityName,
      }));
    },

    async saveFavorite(clientId: number, memberId: number): Promise<void> {
      const outcome = await repository.saveFavorite(clientId, memberId);
      if (outcome === "no-vendor") throw missing(`vendor ${memberId}`);
      if (outcome === "full") throw conflict("FAVORITES_FULL", FAVORITES_FULL_MESSAGE);
    },

    removeFavorite: (clientId: number, memberId: number) => repository.removeFavorite(clientId, memberId),
  };
}
