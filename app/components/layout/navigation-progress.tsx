import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { LAZY_PAGE_LOADING_DELAY_MS, PROGRESS_COMPLETE_AFTER_MS } from "#lib/constants.ts";

type Phase = "idle" | "loading" | "completing";

/**
 * The thin bar under the header while a page loads. It appears only when loading takes longer than
 * the lazy page loading delay (so quick pages do not flash), and on a route change runs to the end
 * over 500 ms before it fades. It is decoration: the page's own heading tells a screen reader more.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>("idle");
  const [renderedPath, setRenderedPath] = useState(location.pathname);

  const pending = navigation.state !== "idle";
  const [wasPending, setWasPending] = useState(pending);
  if (pending !== wasPending) {
    setWasPending(pending);
    // A navigation that ended without a new page (cancelled, or a form that stayed) leaves no bar.
    if (!pending && phase === "loading") setPhase("idle");
  }
  if (location.pathname !== renderedPath) {
    setRenderedPath(location.pathname);
    setPhase("completing");
  }

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setPhase("loading"), LAZY_PAGE_LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    if (phase !== "completing") return;
    const timer = window.setTimeout(() => setPhase("idle"), PROGRESS_COMPLETE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [phase, renderedPath]);

  return <div className="navigation-progress" data-phase={phase} aria-hidden="true" />;
}
