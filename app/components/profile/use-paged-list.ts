import { useCallback, useRef, useState } from "react";
import { getJson, isAbortError } from "#app/lib/api-client.ts";

export type Page<T> = { items: T[]; total: number };

/**
 * A list shown from its server-rendered first page that grows by "load more" (append) or is
 * replaced (a new sort), as SPEC section 4 describes. The last call wins; earlier ones are aborted.
 * `run` resolves to the list as it now stands, or `null` when the call failed or was overtaken.
 */
export function usePagedList<T>(initial: Page<T>) {
  const [page, setPage] = useState(initial);
  // The list as last set, so that `run` can answer with it without waiting for a render.
  const latest = useRef(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (path: string, mode: "append" | "replace"): Promise<Page<T> | null> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setError(null);
    try {
      const body = (await getJson(path, current.signal)) as Page<T>;
      const next = mode === "append" ? { items: [...latest.current.items, ...body.items], total: body.total } : body;
      latest.current = next;
      setPage(next);
      return next;
    } catch (failure) {
      if (!isAbortError(failure)) setError("Sorry, that didn't load. Please try again.");
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLoading(false);
      }
    }
  }, []);

  return { page, loading, error, run };
}
