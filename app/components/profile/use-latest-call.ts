import { useCallback, useRef, useState } from "react";
import { isAbortError } from "#app/lib/api-client.ts";

/**
 * Calls of which only the latest counts: each aborts the one before, `loading` is true while the
 * latest runs and `error` says when it failed. `run` resolves to the answer, or `null` when the call
 * failed or was overtaken.
 */
export function useLatestCall(failureMessage: string) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async <Answer>(call: (signal: AbortSignal) => Promise<Answer>): Promise<Answer | null> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLoading(true);
      setError(null);
      try {
        return await call(current.signal);
      } catch (failure) {
        if (!isAbortError(failure)) setError(failureMessage);
        return null;
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setLoading(false);
        }
      }
    },
    [failureMessage],
  );

  return { loading, error, run };
}
