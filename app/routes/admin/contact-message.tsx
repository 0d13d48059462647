import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { CONTACT_REPLY_MAX } from "#features/content/content.rules.ts";
import { contactReplySchema } from "#features/content/content.schema.ts";
import { type Services, servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { CONTACT_STATUS_LABELS, topicLabel } from "#app/components/admin/content/contact-labels.ts";
import { consoleTime } from "#app/components/admin/content/console-time.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, requireOperator } from "../session.server.ts";
import type { Route } from "./+types/contact-message.ts";
import "#app/components/admin/content/admin-content.css";

const REPLY_FIELDS = ["body"] as const;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserSchema = deferredSchema(
  async () => (await import("#features/content/content.schema.ts")).contactReplySchema,
);

function validate(form: FormData) {
  return schemaErrors(browserSchema, REPLY_FIELDS, textValues(form, REPLY_FIELDS, CONTACT_REPLY_MAX + 100));
}

async function messageOf(params: Route.LoaderArgs["params"], services: Services, headers: Headers) {
  const id = idSchema.safeParse(params.messageId);
  const message = id.success ? await services.contentAdmin.contactMessage(id.data) : undefined;
  if (!message) throw data(null, { status: 404, headers });
  return message;
}

/** `/admin/contact/:messageId`: a contact message, its replies, the reply form, close and reopen. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  return data({ message: await messageOf(params, services, headers) }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const message = await messageOf(params, services, headers);
  const form = await request.formData();
  const intent = form.get("intent");
  const here = `/admin/contact/${message.id}`;
  const values = textValues(form, REPLY_FIELDS, CONTACT_REPLY_MAX + 100);
  if (intent !== "reply" && intent !== "close" && intent !== "reopen") throw data(null, { status: 400, headers });
  let notice: string;
  try {
    if (intent === "reply") {
      const parsed = contactReplySchema.safeParse(values);
      if (!parsed.success) {
        return refusal(400, values, issuesByField(REPLY_FIELDS, parsed.error.issues), undefined, undefined, headers);
      }
      await services.contentAdmin.replyToContact(principal.accountId, message.id, parsed.data);
      notice = `Reply sent to ${message.email}.`;
    } else {
      const status = await services.contentAdmin.setContactOpen(principal.accountId, message.id, intent === "reopen");
      notice = `The message is ${CONTACT_STATUS_LABELS[status].toLowerCase()}.`;
    }
  } catch (error) {
    return actionRefusal(error, values, headers, REPLY_FIELDS);
  }
  throw redirect(withNotice(here, notice), { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? `Message from ${loaderData.message.name}` : "Contact message"} | Marquee console` }];
}

export default function ContactMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message } = loaderData;
  const [params] = useSearchParams();
  const form = useAccountForm({ fields: REPLY_FIELDS, validate, feedback: actionData?.feedback });
  const closed = message.status === "closed";
  return (
    <>
      <p>
        <Link to={`/admin/contact?status=${message.status}`}>Back to the inbox</Link>
      </p>
      <h1>Message from {message.name}</h1>
      <StatusMessage message={params.get(NOTICE_PARAM) ?? undefined} />
      <section className="admin-panel" aria-labelledby="message-title">
        <h2 id="message-title">The message</h2>
        <dl className="admin-message__facts">
          <dt>Status</dt>
          <dd>
            <span
              className={
                closed
                  ? "admin-status"
                  : message.status === "new"
                    ? "admin-status admin-status--warning"
                    : "admin-status admin-status--done"
              }
            >
              {CONTACT_STATUS_LABELS[message.status]}
            </span>
          </dd>
          <dt>From</dt>
          <dd>
            {message.name}, <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt>Topic</dt>
          <dd>{topicLabel(message.topic)}</dd>
          <dt>Received</dt>
          <dd>{consoleTime(message.createdAt)}</dd>
        </dl>
        <p className="admin-message__text">{message.message}</p>
        <Form method="post" className="admin-actions">
          <input type="hidden" name="intent" value={closed ? "reopen" : "close"} />
          <button type="submit" className="button button--secondary">
            {closed ? "Reopen" : "Close without replying"}
          </button>
        </Form>
      </section>

      {message.replies.length > 0 ? (
        <section className="admin-panel" aria-labelledby="replies-title">
          <h2 id="replies-title">Replies sent</h2>
          <ol className="admin-replies">
            {message.replies.map((reply) => (
              <li key={reply.id}>
                <p>
                  <strong>{consoleTime(reply.createdAt)}</strong>
                </p>
                <p className="admin-message__text">{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {closed ? (
        <p>This message is closed: reopen it to reply.</p>
      ) : (
        <Form method="post" className="admin-panel admin-edit-form" {...form.formProps}>
          <h2>Reply by email</h2>
          <ErrorSummary
            message={form.message}
            items={summaryItems(REPLY_FIELDS, form.errors, () => "contact-reply-body")}
            summaryRef={form.summaryRef}
          />
          <TextField
            as="textarea"
            id="contact-reply-body"
            name="body"
            label={`Your reply to ${message.email}`}
            hint="Sent by email with their message quoted below it; the message is then answered."
            required
            rows={8}
            maxLength={CONTACT_REPLY_MAX}
            defaultValue={actionData?.values.body}
            error={form.errors.body}
          />
          <input type="hidden" name="intent" value="reply" />
          <SubmitButton label="Send the reply" busyLabel="Sending…" />
        </Form>
      )}
    </>
  );
}
