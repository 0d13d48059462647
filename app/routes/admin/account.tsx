import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { LISTING_STATUS_LABELS } from "#features/operator/operator.rules.ts";
import { type AccountDetailDto, operatorReasonSchema } from "#features/operator/operator.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { formatCents } from "#lib/money.ts";
import { idSchema } from "#lib/integers.ts";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { NOTICE_PARAM, useFormTarget } from "#app/components/forms/page-forms.ts";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal, requireOperator } from "../session.server.ts";
import type { Route } from "./+types/account.ts";
import "#app/components/forms/forms.css";
import "#app/components/admin/admin.css";

const REASON_FIELDS = ["reason"] as const;
/** Opens the confirmation of a suspension or a restoring from the page address, so it works without scripts. */
const CONFIRM_PARAM = "confirm";

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const reasonSchema = deferredSchema(
  async () => (await import("#features/operator/operator.schema.ts")).operatorReasonSchema,
);
const validateReason = (form: FormData) => schemaErrors(reasonSchema, REASON_FIELDS, textValues(form, REASON_FIELDS));

const NOTICES: Record<string, string> = {
  suspended:
    "The account is suspended: it cannot log in, its sessions ended, its listing is hidden and its open quotes were withdrawn.",
  "already-suspended": "The account was already suspended: nothing changed.",
  restored: "The account is restored: it can log in again and its listing is live. Withdrawn quotes stay withdrawn.",
  "already-restored": "The account was not suspended: nothing changed.",
};

function accountIdOf(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}

/** `/admin/accounts/{accountId}`: a vendor's or planner's whole story, and suspending or restoring it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const account = await services.operator.account(accountIdOf(params.accountId));
  if (!account) throw data(null, { status: 404, statusText: "Not Found", headers });
  return data({ account }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const accountId = accountIdOf(params.accountId);
  const form = await request.formData();
  const intent = form.get("intent");
  const operator = { accountId: principal.accountId };
  const here = `/admin/accounts/${accountId}`;
  const values = textValues(form, REASON_FIELDS);
  try {
    if (intent === "suspend") {
      const parsed = operatorReasonSchema.safeParse(values);
      if (!parsed.success)
        return refusal(400, values, issuesByField(REASON_FIELDS, parsed.error.issues), undefined, undefined, headers);
      const outcome = await services.operator.suspend(operator, accountId, parsed.data);
      throw redirect(withNotice(here, outcome.changed ? "suspended" : "already-suspended"), { headers });
    }
    if (intent === "restore") {
      const outcome = await services.operator.restore(operator, accountId);
      throw redirect(withNotice(here, outcome.changed ? "restored" : "already-restored"), { headers });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return actionRefusal(error, values, headers, REASON_FIELDS);
  }
  return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.account.vendor?.name ?? loaderData?.account.planner?.name ?? "Account";
  return [{ title: `${name} | Marquee operator console` }];
}

type Refusal = NonNullable<Route.ComponentProps["actionData"]>;

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

type BookingRow = NonNullable<AccountDetailDto["vendor"]>["bookings"][number];

function BookingsTable({ caption, bookings }: { caption: string; bookings: BookingRow[] }) {
  if (bookings.length === 0) return <p>{caption}: none.</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{caption}, latest event first</caption>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Date</th>
            <th scope="col">With</th>
            <th scope="col">Status</th>
            <th scope="col" className="admin-table__number">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td>
                {booking.eventType} (request {booking.requestId})
              </td>
              <td>{booking.eventDate}</td>
              <td>{booking.otherSide}</td>
              <td>{booking.status}</td>
              <td className="admin-table__number">{formatCents(booking.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SuspensionForm({ account, answer }: { account: AccountDetailDto; answer: Refusal | undefined }) {
  const target = useFormTarget();
  const form = useAccountForm({ fields: REASON_FIELDS, validate: validateReason, feedback: answer?.feedback });
  const fieldId = () => "account-suspend-reason";
  const who = account.vendor?.name ?? account.planner?.name ?? account.email;
  return (
    <section className="admin-panel" aria-labelledby="suspend-heading">
      <h2 id="suspend-heading">Suspend {who}?</h2>
      <ul>
        <li>The account cannot log in, and every session it has ends now.</li>
        {account.vendor ? (
          <>
            <li>The listing leaves search and request matching; its profile answers “no longer available”.</li>
            <li>
              {account.vendor.openQuoteCount} open {account.vendor.openQuoteCount === 1 ? "quote is" : "quotes are"}{" "}
              withdrawn, and planners with upcoming bookings are emailed.
            </li>
          </>
        ) : null}
      </ul>
      <Form method="post" action={target} {...form.formProps}>
        <input type="hidden" name="intent" value="suspend" />
        <ErrorSummary
          message={form.message}
          items={summaryItems(REASON_FIELDS, form.errors, fieldId)}
          summaryRef={form.summaryRef}
        />
        <TextField
          as="textarea"
          id={fieldId()}
          name="reason"
          label="Reason (kept in the audit log)"
          required
          rows={3}
          maxLength={1000}
          defaultValue={answer?.values.reason}
          error={form.errors.reason}
        />
        <div className="admin-actions">
          <SubmitButton label="Suspend the account" busyLabel="Suspending…" />
          <Link to={`/admin/accounts/${account.accountId}`}>Cancel</Link>
        </div>
      </Form>
    </section>
  );
}

function RestoreForm({ account, answer }: { account: AccountDetailDto; answer: Refusal | undefined }) {
  const target = useFormTarget();
  return (
    <section className="admin-panel" aria-labelledby="restore-heading">
      <h2 id="restore-heading">Restore this account?</h2>
      <p>
        It can log in again{account.vendor ? " and its listing goes back to live" : ""}. Quotes withdrawn by the
        suspension stay withdrawn.
      </p>
      {answer?.feedback.message ? <p role="alert">{answer.feedback.message}</p> : null}
      <Form method="post" action={target}>
        <input type="hidden" name="intent" value="restore" />
        <div className="admin-actions">
          <SubmitButton label="Restore the account" busyLabel="Restoring…" />
          <Link to={`/admin/accounts/${account.accountId}`}>Cancel</Link>
        </div>
      </Form>
    </section>
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account } = loaderData;
  const [searchParams] = useSearchParams();
  const notice = NOTICES[searchParams.get(NOTICE_PARAM) ?? ""];
  const confirming = searchParams.get(CONFIRM_PARAM);
  const suspended = account.suspendedAt !== null;
  const name = account.vendor?.name ?? account.planner?.name ?? account.email;
  return (
    <>
      <p>
        <Link to="/admin/accounts">All accounts</Link>
      </p>
      <h1>
        {name} <span className="admin-status">{account.kind === "vendor" ? "Vendor" : "Planner"}</span>
      </h1>
      <div role="status">{notice ? <p className="admin-notice">{notice}</p> : null}</div>
      <section className="admin-panel" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl>
          <dt>Account id</dt>
          <dd>{account.accountId}</dd>
          <dt>Log-in email</dt>
          <dd>
            {account.email} {account.emailConfirmed ? "(confirmed)" : "(not confirmed yet)"}
          </dd>
          <dt>Created</dt>
          <dd>{day(account.createdAt)}</dd>
          <dt>Standing</dt>
          <dd>
            {suspended ? (
              <>
                <span className="admin-status admin-status--danger">Suspended</span> since{" "}
                {day(account.suspendedAt as string)}: {account.suspendedReason}
              </>
            ) : account.deletedAt ? (
              <span className="admin-status admin-status--warning">Deleted by its owner</span>
            ) : (
              <span className="admin-status admin-status--done">Active</span>
            )}
          </dd>
        </dl>
        {confirming === null && !account.deletedAt ? (
          <p className="admin-actions">
            {suspended ? (
              <Link className="button button--secondary" to={`?${CONFIRM_PARAM}=restore#restore-heading`}>
                Restore the account…
              </Link>
            ) : (
              <Link className="button button--secondary" to={`?${CONFIRM_PARAM}=suspend#suspend-heading`}>
                Suspend the account…
              </Link>
            )}
          </p>
        ) : null}
      </section>
      {confirming === "suspend" && !suspended ? <SuspensionForm account={account} answer={actionData} /> : null}
      {confirming === "restore" && suspended ? <RestoreForm account={account} answer={actionData} /> : null}
      {account.vendor ? (
        <section className="admin-panel" aria-labelledby="listing-heading">
          <h2 id="listing-heading">Listing</h2>
          <dl>
            <dt>Status</dt>
            <dd>{LISTING_STATUS_LABELS[account.vendor.listingStatus]}</dd>
            <dt>Profile</dt>
            <dd>
              <Link to={account.vendor.profilePath}>{account.vendor.profilePath}</Link> (member{" "}
              {account.vendor.memberId})
            </dd>
            <dt>Plan</dt>
            <dd>{account.vendor.membershipLevel}</dd>
            <dt>City</dt>
            <dd>{account.vendor.city}</dd>
            <dt>Categories</dt>
            <dd>{account.vendor.categories.join(", ")}</dd>
            <dt>Rating</dt>
            <dd>
              {account.vendor.ratingAverage.toFixed(1)} from {account.vendor.reviewCount} reviews
            </dd>
            <dt>Open quotes</dt>
            <dd>{account.vendor.openQuoteCount}</dd>
          </dl>
          <p>
            <Link to={`/dashboard?memberId=${account.vendor.memberId}`}>Open the vendor's member center</Link>
          </p>
          <BookingsTable caption="Bookings" bookings={account.vendor.bookings} />
          <h3>Reviews</h3>
          {account.vendor.reviews.length === 0 ? (
            <p>No reviews.</p>
          ) : (
            <ul>
              {account.vendor.reviews.map((review) => (
                <li key={review.id}>
                  {review.rating} of 5 by {review.reviewerName}
                  {review.title ? `: “${review.title}”` : ""} ({review.status}, {day(review.createdAt)})
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {account.planner ? (
        <section className="admin-panel" aria-labelledby="planner-heading">
          <h2 id="planner-heading">Planner</h2>
          <h3>Requests</h3>
          {account.planner.requests.length === 0 ? (
            <p>No requests.</p>
          ) : (
            <ul>
              {account.planner.requests.map((request) => (
                <li key={request.id}>
                  {request.eventType} on {request.eventDate} (request {request.id}, {request.status})
                </li>
              ))}
            </ul>
          )}
          <BookingsTable caption="Bookings" bookings={account.planner.bookings} />
        </section>
      ) : null}
      <section className="admin-panel" aria-labelledby="reports-heading">
        <h2 id="reports-heading">Review reports</h2>
        {account.reports.length === 0 ? (
          <p>No reports about this account's reviews, and none made by it.</p>
        ) : (
          <ul>
            {account.reports.map((report) => (
              <li key={report.id}>
                {report.relation === "about" ? "About its review" : "Made by it, about review"} {report.feedbackId}:{" "}
                {report.reason} ({report.status}, {day(report.createdAt)})
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/admin/reviews">Open the reviews queue</Link>
        </p>
      </section>
    </>
  );
}
