import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { operatorReasonSchema } from "#features/operator/operator.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { issuesByField, textValues } from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal, requireOperator } from "../session.server.ts";
import type { Route } from "./+types/approvals.ts";
import "#app/components/forms/forms.css";
import "#app/components/admin/admin.css";

const REASON_FIELDS = ["reason"] as const;

const NOTICES: Record<string, string> = {
  approved: "The listing is live: it shows in search and the vendor was emailed.",
  declined: "The listing was declined and the vendor was emailed the reason.",
  unchanged: "That listing was already decided this way: nothing changed.",
};

/** `/admin/approvals`: new vendor listings waiting for an operator, oldest first (decision 031). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const [queue, setting] = await Promise.all([services.operator.approvalQueue(), services.operator.vendorApproval()]);
  return data({ ...queue, required: setting.required }, { headers });
}

/** Approve or decline one listing; back to the queue with a notice, or the form again with its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const form = await request.formData();
  const values = { ...textValues(form, REASON_FIELDS), memberId: String(form.get("memberId") ?? "") };
  const memberId = idSchema.safeParse(values.memberId);
  if (!memberId.success)
    return refusal<(typeof REASON_FIELDS)[number], typeof values>(
      400,
      values,
      {},
      FORM_OUT_OF_DATE,
      undefined,
      headers,
    );
  const operator = { accountId: principal.accountId };
  const decision = form.get("decision");
  try {
    if (decision === "approve") {
      const outcome = await services.operator.approve(operator, memberId.data);
      throw redirect(withNotice("/admin/approvals", outcome.changed ? "approved" : "unchanged"), { headers });
    }
    if (decision === "decline") {
      const parsed = operatorReasonSchema.safeParse(values);
      if (!parsed.success)
        return refusal(400, values, issuesByField(REASON_FIELDS, parsed.error.issues), undefined, undefined, headers);
      const outcome = await services.operator.decline(operator, memberId.data, parsed.data);
      throw redirect(withNotice("/admin/approvals", outcome.changed ? "declined" : "unchanged"), { headers });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return actionRefusal(error, values, headers, REASON_FIELDS);
  }
  return refusal<(typeof REASON_FIELDS)[number], typeof values>(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
}

export function meta() {
  return [{ title: "Approvals | Marquee operator console" }];
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function Approvals({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, waitingCount, required } = loaderData;
  const [searchParams] = useSearchParams();
  const notice = NOTICES[searchParams.get(NOTICE_PARAM) ?? ""];
  return (
    <>
      <h1>Listings waiting for approval</h1>
      <p>
        {required
          ? "New vendor listings wait here until an operator approves them."
          : "New vendor listings go live at once; listings below were made while approval was asked for."}{" "}
        <Link to="/admin/settings">Change the setting</Link>
      </p>
      <div role="status">{notice ? <p className="admin-notice">{notice}</p> : null}</div>
      {listings.length === 0 ? <p>No listing is waiting for approval.</p> : null}
      {waitingCount > listings.length ? (
        <p>
          The oldest {listings.length} of the {waitingCount} listings waiting are shown; the next appear as these are
          decided.
        </p>
      ) : null}
      {listings.map((listing) => {
        const answer = actionData?.values.memberId === String(listing.memberId) ? actionData : undefined;
        const headingId = `listing-${listing.memberId}-heading`;
        return (
          <article key={listing.memberId} className="admin-panel" aria-labelledby={headingId}>
            <h2 id={headingId}>{listing.name}</h2>
            <p className="admin-actions">
              <span>{listing.city}</span>
              <span>{listing.categories.join(", ")}</span>
              <span>{listing.email}</span>
              <span>signed up {day(listing.createdAt)}</span>
              {listing.accountId === null ? null : (
                <Link to={`/admin/accounts/${listing.accountId}`}>Account {listing.accountId}</Link>
              )}
            </p>
            <Form method="post">
              <input type="hidden" name="memberId" value={listing.memberId} />
              {answer?.feedback.message ? <p role="alert">{answer.feedback.message}</p> : null}
              <TextField
                as="textarea"
                id={`listing-${listing.memberId}-reason`}
                name="reason"
                label="Reason for declining (emailed to the vendor)"
                optional
                rows={2}
                maxLength={1000}
                defaultValue={answer?.values.reason}
                error={answer?.feedback.errors?.reason}
              />
              <div className="admin-actions">
                <button type="submit" name="decision" value="approve" className="button button--primary">
                  Approve
                </button>
                <button type="submit" name="decision" value="decline" className="button button--secondary">
                  Decline
                </button>
              </div>
            </Form>
          </article>
        );
      })}
    </>
  );
}
