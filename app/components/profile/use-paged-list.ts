import { useCallback, useRef, useState } from "react";
import { getJson, isAbortError } from "#app/lib/api-client.ts";

export type Page<T> = { items: T[]; total: number };

/**
 * A list shown from its server-rendered first page that grows by "load more" (append) or is
 * replaced (a new sort), as SPEC section 4 describes. The last call wins; earlier ones are aborted.
 */
export function usePagedList<T>(initial: Page<T>) {
  const [page, setPage] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (path: string, mode: "append" | "replace") => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setError(null);
    try {
      const body = (await getJson(path, current.signal)) as Page<T>;
      setPage((previous) =>
        mode === "append" ? { items: [...previous.items, ...body.items], total: body.total } : body,
      );
      return true;
    } catch (failure) {
      if (!isAbortError(failure)) setError("Sorry, that didn't load. Please try again.");
      return false;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setLoading(false);
      }
    }
  }, []);

  return { page, loading, error, run };
}
