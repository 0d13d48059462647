import { Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { safeReturnPath } from "#features/accounts/accounts.rules.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { SignUpChoices } from "#app/components/account/sign-up-choices.tsx";
import { returnToQuery } from "#features/accounts/accounts.rules.ts";
import { accountMeta, accountPage } from "./account-forms.ts";
import type { Route } from "./+types/sign-up-landing.ts";

/** `/signup/landing`: "List Your Service" and "Sign up" lead here; planners and vendors part ways. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  return {
    page: accountPage(
      "/signup/landing",
      config.publicOrigin,
      "Join Marquee",
      "Join Marquee free: plan your event and request quotes from entertainers and vendors, or list your service and get booked by event planners.",
    ),
    returnTo: safeReturnPath(new URL(request.url).searchParams.get("returnTo")) ?? null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page);
}

export default function SignUpLanding({ loaderData }: Route.ComponentProps) {
  const query = returnToQuery(loaderData.returnTo ?? undefined);
  return (
    <AuthCard
      title="Join Marquee"
      lead="It's free. Tell us how you'll use Marquee."
      size="choices"
      footer={
        <p>
          Already have an account?{" "}
          <Link className="auth-link" to={`/login${query}`}>
            Log in
          </Link>
        </p>
      }
    >
      <SignUpChoices plannerHref={`/signup/planner${query}`} vendorHref="/signup/vendor" />
    </AuthCard>
  );
}
