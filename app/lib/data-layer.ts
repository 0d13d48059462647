/**
 * The analytics data layer (SPEC section 7, Analytics): entries wait in `window.dataLayer` for the tag
 * manager. The one place that pushes; only app/lib/analytics/track.ts calls it, which decides what
 * may be pushed and when (decision 012).
 */
type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

export function pushDataLayer(entry: DataLayerEntry): void {
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}
