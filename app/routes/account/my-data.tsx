import { data, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { AuthCard } from "#app/components/account/auth-card.tsx";
import { accountMeta, accountPage } from "./account-forms.ts";
import { requireSession } from "../session.server.ts";
import type { Route } from "./+types/my-data.ts";

/** The download's address: the API answers it as an attachment, so a plain link works without scripts. */
const DOWNLOAD_PATH = "/api/v1/me/data";

/** Where the person came from: their own account pages. */
function accountHome(role: "client" | "member" | "admin"): { href: string; label: string } {
  if (role === "member") return { href: "/dashboard", label: "Back to your dashboard" };
  if (role === "client") return { href: "/client/modify-profile.aspx", label: "Back to your account" };
  return { href: "/", label: "Back to Marquee" };
}

/** `/account/data`: a signed-in person downloads everything Marquee keeps about them (decision 036). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireSession(request, services);
  return data(
    {
      page: accountPage(
        null,
        services.config.publicOrigin,
        "Your data",
        "Download everything Marquee keeps about you, or delete your account.",
      ),
      email: principal.email,
      role: principal.role,
      home: accountHome(principal.role),
    },
    { headers },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return accountMeta(loaderData?.page, { noindex: true });
}

export default function MyData({ loaderData }: Route.ComponentProps) {
  const { email, role, home } = loaderData;
  return (
    <AuthCard
      title="Your data"
      lead={
        <>
          Everything Marquee keeps about <strong>{email}</strong>, in one JSON file you can keep or take elsewhere.
        </>
      }
      size="wide"
      footer={
        <p>
          <Link className="auth-link" to={home.href}>
            {home.label}
          </Link>
        </p>
      }
    >
      <section aria-labelledby="my-data-contents">
        <h2 id="my-data-contents">What the file holds</h2>
        <ul>
          <li>Your account: email, role, when it was made and confirmed.</li>
          {role === "member" ? (
            <li>
              Your listing with its categories, photos, videos and audio (with their addresses), calendar entries,
              blackout dates and plan orders; your leads, quotes, bookings, payments and the reviews you received.
            </li>
          ) : (
            <li>
              Your profile, requests, the quotes you received, bookings, payments, the reviews you wrote and your saved
              vendors.
            </li>
          )}
          <li>The messages in your conversations, both sides, and the emails we sent you.</li>
          <li>Your log-ins (when each began and ends) and the network addresses you used, as the hashes we store.</li>
        </ul>
        <p>Passwords and the secrets of your log-ins are stored only as one-way hashes and are never in the file.</p>
      </section>
      <p>
        <a className="button button--primary" href={DOWNLOAD_PATH} download>
          Download your data (JSON)
        </a>
      </p>
      <section aria-labelledby="my-data-delete">
        <h2 id="my-data-delete">Delete your account</h2>
        <p>
          <Link className="auth-link" to="/account/delete">
            Delete your account
          </Link>{" "}
          and the personal data it holds.
        </p>
      </section>
    </AuthCard>
  );
}
