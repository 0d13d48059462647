import { useEffect, useId, useRef, useState } from "react";
import { type ConsentChoice, saveConsent, subscribeToConsentSettings } from "#app/lib/analytics/consent.ts";
import { recordConsentChoice } from "#app/lib/analytics/track.ts";
import "./consent.css";

/**
 * The cookie-consent banner (decision 012): a region at the bottom of the window, never a dialog, so
 * the page stays usable while it shows. Shown until the visitor chooses, and again when they open
 * the cookie settings. While it shows, the page keeps the space it covers free at its end and
 * scrolls focused controls above it.
 */
export function ConsentBanner({ consent }: { consent: ConsentChoice | null | undefined }) {
  const headingId = useId();
  const [reopened, setReopened] = useState(false);
  const bannerRef = useRef<HTMLElement>(null);
  // Where focus was when the settings were opened, to return to after a choice.
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(
    () =>
      subscribeToConsentSettings(() => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setReopened(true);
      }),
    [],
  );

  // Undefined when the server could not tell (an error page): the banner then waits for the browser.
  const shown = consent === null || reopened;

  useEffect(() => {
    if (shown && reopened) bannerRef.current?.focus();
  }, [shown, reopened]);

  // The banner's height, for the page to keep that much room below its content.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!shown || !banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--consent-banner-height", `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--consent-banner-height");
    };
  }, [shown]);

  if (!shown) return null;

  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    recordConsentChoice(choice);
    setReopened(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  return (
    // The region itself takes focus when reopened: on phones its heading is only read out, not shown.
    <section ref={bannerRef} className="consent-banner" aria-labelledby={headingId} tabIndex={-1}>
      <div className="consent-banner__inner container">
        <div className="consent-banner__text">
          <h2 id={headingId} className="consent-banner__title">
            Cookies on Marquee
          </h2>
          <p className="consent-banner__body">
            We count visits anonymously. Accept, and we also share your email, phone and first name with survey and ad
            partners when you sign up or send a request.
          </p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button consent-banner__accept" onClick={() => choose("granted")}>
            Accept
          </button>
          <button type="button" className="button consent-banner__decline" onClick={() => choose("denied")}>
            Decline
          </button>
        </div>
      </div>
    </section>
  );
}
