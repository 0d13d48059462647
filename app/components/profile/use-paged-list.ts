import { useCallback, useRef, useState } from "react";
import { useLatestCall } from "./use-latest-call.ts";

export type Page<T> = { items: T[]; total: number };

/**
 * A list shown from its server-rendered first page that grows by "load more" (append) or is
 * replaced (a new sort), as SPEC section 4 describes. The last call wins; earlier ones are aborted.
 * `run` takes the call of the next page and resolves to the list as it now stands, or `null` when
 * the call failed or was overtaken.
 */
export function usePagedList<T>(initial: Page<T>) {
  const [page, setPage] = useState(initial);
  // The list as last set, so that `run` can answer with it without waiting for a render.
  const latest = useRef(initial);
  const { loading, error, run: runLatest } = useLatestCall("Sorry, that didn't load. Please try again.");

  const run = useCallback(
    async (load: (signal: AbortSignal) => Promise<Page<T>>, mode: "append" | "replace"): Promise<Page<T> | null> => {
      const body = await runLatest(load);
      if (body === null) return null;
      const next = mode === "append" ? { items: [...latest.current.items, ...body.items], total: body.total } : body;
      latest.current = next;
      setPage(next);
      return next;
    },
    [runLatest],
  );

  return { page, loading, error, run };
}
