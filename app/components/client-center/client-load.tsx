import { useEffect, useRef, useState } from "react";
import { apiRequest, errorCode, errorMessage, isAbortError } from "#app/lib/api-client.ts";
import { AlertMessage } from "../forms/status-message.tsx";
import { SiteLink } from "../layout/site-link.tsx";
import "./client-center.css";

export type ClientLoad<Data> =
  { state: "loading" } | { state: "loaded"; data: Data } | { state: "failed"; sessionEnded: boolean; message: string };

/**
 * Loads what a client center page shows, in the browser: `read` takes the answer apart (undefined when
 * it has another shape). `what` names it in the messages ("your requests"). `onLoaded` hears of each
 * successful load; `retry` loads again.
 */
export function useClientLoad<Data>(
  url: string,
  read: (body: unknown) => Data | undefined,
  what: string,
  onLoaded?: (data: Data) => void,
): { load: ClientLoad<Data>; retry: () => void } {
  const [load, setLoad] = useState<ClientLoad<Data>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const readRef = useRef(read);
  const onLoadedRef = useRef(onLoaded);
  useEffect(() => {
    readRef.current = read;
    onLoadedRef.current = onLoaded;
  }, [read, onLoaded]);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest(url, { signal: controller.signal }).then(
      (body) => {
        const data = readRef.current(body);
        if (data === undefined) {
          setLoad({ state: "failed", sessionEnded: false, message: `We couldn't load ${what}.` });
          return;
        }
        setLoad({ state: "loaded", data });
        onLoadedRef.current?.(data);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const sessionEnded = errorCode(error) === "UNAUTHENTICATED";
        setLoad({
          state: "failed",
          sessionEnded,
          message: sessionEnded
            ? "Your session has ended."
            : (errorMessage(error) ?? `We couldn't load ${what}. Check your connection and try again.`),
        });
      },
    );
    return () => controller.abort();
  }, [url, what, attempt]);

  return {
    load,
    retry: () => {
      setLoad({ state: "loading" });
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * A page part while its data loads (with a word for those without JavaScript), or when it could not:
 * the reason, and a way to log in again or to try again.
 */
export function ClientLoadPending({
  load,
  retry,
  loadingText,
  noScriptText,
  logInHref,
}: {
  load: Exclude<ClientLoad<unknown>, { state: "loaded" }>;
  retry: () => void;
  loadingText: string;
  noScriptText: string;
  logInHref: string;
}) {
  if (load.state === "loading") {
    return (
      <>
        <p className="client-center__loading" role="status">
          {loadingText}
        </p>
        <noscript>
          <p className="client-center__loading">{noScriptText}</p>
        </noscript>
      </>
    );
  }
  return (
    <AlertMessage>
      <p>{load.message}</p>
      {load.sessionEnded ? (
        <SiteLink href={logInHref} className="button button--primary">
          Log in again
        </SiteLink>
      ) : (
        <button type="button" className="button button--secondary" onClick={retry}>
          Try again
        </button>
      )}
    </AlertMessage>
  );
}
