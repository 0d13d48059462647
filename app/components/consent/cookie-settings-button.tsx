import { openConsentSettings } from "#app/lib/analytics/consent.ts";
import "./consent.css";

/** Opens the cookie-consent banner again, so a visitor can change their answer (for the footer). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={["cookie-settings-button", className].filter(Boolean).join(" ")}
      onClick={openConsentSettings}
    >
      Cookie settings
    </button>
  );
}
