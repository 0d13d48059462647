import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { pageSession } from "../session.server.ts";
import type { Route } from "./+types/outbox.ts";

const SHOWN = 50;
const LINK_PATTERN = /(https?:\/\/[^\s]+)/g;

/**
 * `/dev/outbox`: the emails the product would have sent, for developers running without SMTP_URL, and
 * for the end-to-end tests, which follow their links from here. Its links are plain links to this site.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  // Emails hold sign-in links: on a real deployment only an administrator reads them (the operator of
  // an instance with no SMTP_URL, `npm start` included, follows people's links from here); anyone else
  // is told there is no such page.
  if (!services.config.showOutbox) {
    const { principal } = await pageSession(request, services);
    if (principal?.role !== "admin") throw data(null, { status: 404 });
  }
  // `?to=` shows one address's emails: the inbox of one person.
  const to = new URL(request.url).searchParams.get("to")?.trim().slice(0, 254) || undefined;
  const notifications = await services.outbox.recent(SHOWN, to);
  return {
    to: to ?? null,
    delivering: services.outbox.isDelivering,
    notifications: notifications.map((notification) => ({
      id: notification.id,
      to: notification.recipientEmail,
      kind: notification.kind,
      subject: notification.subject,
      body: notification.body,
      createdAt: notification.createdAt.toISOString(),
      sentAt: notification.sentAt?.toISOString() ?? null,
    })),
  };
}

export function meta() {
  return [{ title: "Outbox (development) | Marquee" }, { name: "robots", content: "noindex" }];
}

function BodyWithLinks({ text }: { text: string }) {
  return (
    <>
      {/* Splitting on a capturing pattern puts the links at the odd places. */}
      {text.split(LINK_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container dev-outbox">
      <h1>Outbox</h1>
      <p>
        {loaderData.delivering
          ? "SMTP_URL is set: these emails are delivered by the mail server."
          : "SMTP_URL is not set: emails stay here. Newest first, the last 50."}
        {loaderData.to ? ` Only the emails to ${loaderData.to}.` : null}
      </p>
      {loaderData.notifications.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <ol className="dev-outbox__list">
          {loaderData.notifications.map((notification) => (
            <li key={notification.id}>
              <article aria-labelledby={`email-${notification.id}`}>
                <h2 id={`email-${notification.id}`}>{notification.subject}</h2>
                <p>
                  To {notification.to} · {notification.kind} · {notification.createdAt}
                  {notification.sentAt ? ` · sent ${notification.sentAt}` : " · not sent"}
                </p>
                <pre>
                  <BodyWithLinks text={notification.body} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
