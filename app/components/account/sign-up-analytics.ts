import { useEffect, useEffectEvent } from "react";
import { clearConversion, markConversion } from "#app/lib/analytics/conversions.ts";
import { track } from "#app/lib/analytics/track.ts";

type SignUpConversion = "planner sign-up" | "vendor sign-up";
type OnboardingAction = "started" | "submitted" | "failed";

/**
 * What a sign-up form tells analytics (decision 012): a planner's sign-up is the Planner Onboarding
 * Flow's "account" step (started, submitted, failed); either sign-up, once sent, is a conversion the
 * page the confirmed session lands on reports to the advertising pixel, unless the server refuses it
 * (`refusal`: what the action sent back with its refusal). The server's answer never says whether
 * the address had an account, so neither does analytics.
 */
export function useSignUpAnalytics(conversion: SignUpConversion, refusal: object | undefined) {
  const onboarding = (action: OnboardingAction, reason?: string) => {
    if (conversion !== "planner sign-up") return;
    track("Planner Onboarding Flow Interaction", { flow: "planner sign-up", step: "account", action, reason });
  };
  const refused = useEffectEvent(() => {
    clearConversion();
    onboarding("failed", "refused");
  });
  useEffect(() => {
    if (refusal) refused();
  }, [refusal]);

  return {
    onStart: () => onboarding("started"),
    onSubmitChecked: (valid: boolean) => {
      if (!valid) {
        onboarding("failed", "invalid");
        return;
      }
      markConversion(conversion);
      onboarding("submitted");
    },
  };
}
