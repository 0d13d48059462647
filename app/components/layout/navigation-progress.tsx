import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { LAZY_PAGE_LOADING_DELAY_MS, PROGRESS_COMPLETE_AFTER_MS } from "#lib/constants.ts";

/**
 * The thin bar under the header while a page loads. It appears only when loading takes longer than
 * the lazy page loading delay (so quick pages do not flash), and on a route change runs to the end
 * over 500 ms before it fades. It is decoration: the page's own heading tells a screen reader more.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const pending = navigation.state !== "idle";
  // "Slow" only counts while a navigation is pending: a delay timer that fires just as the page
  // arrives cannot leave the bar loading.
  const [slow, setSlow] = useState(false);
  const [wasPending, setWasPending] = useState(pending);
  const [completing, setCompleting] = useState(false);
  const [renderedPath, setRenderedPath] = useState(location.pathname);

  if (pending !== wasPending) {
    setWasPending(pending);
    setSlow(false);
  }
  if (location.pathname !== renderedPath) {
    setRenderedPath(location.pathname);
    setCompleting(true);
  }

  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setSlow(true), LAZY_PAGE_LOADING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  useEffect(() => {
    if (!completing) return;
    const timer = window.setTimeout(() => setCompleting(false), PROGRESS_COMPLETE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [completing, renderedPath]);

  const phase = pending && slow ? "loading" : completing ? "completing" : "idle";
  return <div className="navigation-progress" data-phase={phase} aria-hidden="true" />;
}
