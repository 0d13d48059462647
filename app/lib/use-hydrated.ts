import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server render and the hydration pass, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
