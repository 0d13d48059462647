import { data, Form, Link, redirect } from "react-router";
import { logInPath } from "#features/accounts/accounts.rules.ts";
import {
  REVIEW_REPORT_LIMITS,
  REVIEW_REPORT_REASON_CODES,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORTED_NOTICE,
} from "#features/marketplace/reviews.rules.ts";
import { reviewReportFormSchema } from "#features/marketplace/marketplace.schema.ts";
import { type Services, servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { useAccountForm } from "#app/components/account/use-account-form.ts";
import { ErrorSummary, summaryItems } from "#app/components/forms/error-summary.tsx";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, pageSession, requireSession } from "../session.server.ts";
import type { Route } from "./+types/report-review.ts";
import "#app/components/forms/forms.css";
import "./report-review.css";

const REPORT_FIELDS = ["reason", "message"] as const;

/** The action's schema, for the browser's checks as typed: it loads after the page (decision 019). */
const browserSchema = deferredSchema(
  async () => (await import("#features/marketplace/marketplace.schema.ts")).reviewReportFormSchema,
);

function validate(form: FormData) {
  return schemaErrors(browserSchema, REPORT_FIELDS, textValues(form, REPORT_FIELDS));
}

/** The review a report is about, from the address; a review not shown on a profile is no page. */
async function reviewOf(params: Route.LoaderArgs["params"], services: Services) {
  const reviewId = idSchema.safeParse(params.reviewId);
  const review = reviewId.success ? await services.marketplace.reviewToReport(reviewId.data) : undefined;
  if (!review) throw data(null, { status: 404 });
  return review;
}

/**
 * `/reviews/:reviewId/report`: a signed-in planner or vendor says why a review should not be on a
 * profile (decision 032); a visitor logs in first and comes back here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await pageSession(request, services);
  if (!principal) throw redirect(logInPath(new URL(request.url).pathname), { headers });
  const review = await reviewOf(params, services);
  return data({ review, isOperator: principal.role === "admin" }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireSession(request, services, new URL(request.url).pathname);
  const review = await reviewOf(params, services);
  const form = await request.formData();
  const values = textValues(form, REPORT_FIELDS);
  const parsed = reviewReportFormSchema.safeParse(values);
  if (!parsed.success)
    return refusal(400, values, issuesByField(REPORT_FIELDS, parsed.error.issues), undefined, undefined, headers);
  try {
    await services.marketplace.reportReview(principal, review.id, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, headers, REPORT_FIELDS);
  }
  throw redirect(withNotice(`${review.profilePath}#reviews`, REVIEW_REPORTED_NOTICE), { headers });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: loaderData ? `Report a review of ${loaderData.review.vendorName} | Marquee` : "Report a review | Marquee",
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function ReportReview({ loaderData, actionData }: Route.ComponentProps) {
  const { review, isOperator } = loaderData;
  const form = useAccountForm({ fields: REPORT_FIELDS, validate, feedback: actionData?.feedback });
  const fieldId = (field: (typeof REPORT_FIELDS)[number]) => `report-review-${field}`;
  return (
    <div className="container report-review">
      <h1>Report a review</h1>
      <p>
        The review by <strong>{review.reviewerName}</strong>
        {review.title ? <> titled “{review.title}”</> : null} on{" "}
        <Link to={`${review.profilePath}#reviews`}>{review.vendorName}</Link>’s profile. An operator reads every report
        and keeps the review or hides it; we tell you what they decided.
      </p>
      {isOperator ? (
        <p>Operators decide on reviews in the console: see the reviews queue.</p>
      ) : (
        <Form method="post" className="report-review__form" {...form.formProps}>
          <ErrorSummary
            message={form.message}
            items={summaryItems(REPORT_FIELDS, form.errors, fieldId)}
            summaryRef={form.summaryRef}
          />
          <TextField
            as="select"
            id={fieldId("reason")}
            name="reason"
            label="Why should this review not be shown?"
            required
            defaultValue={actionData?.values.reason ?? ""}
            error={form.errors.reason}
          >
            <option value="">Choose a reason</option>
            {REVIEW_REPORT_REASON_CODES.map((code) => (
              <option key={code} value={code}>
                {REVIEW_REPORT_REASONS[code]}
              </option>
            ))}
          </TextField>
          <TextField
            as="textarea"
            id={fieldId("message")}
            name="message"
            label="Anything the operator should know"
            optional
            rows={5}
            maxLength={REVIEW_REPORT_LIMITS.messageMax}
            defaultValue={actionData?.values.message}
            error={form.errors.message}
          />
          <SubmitButton label="Send the report" busyLabel="Sending…" />
        </Form>
      )}
      <p>
        <Link to={`${review.profilePath}#reviews`}>Back to {review.vendorName}’s profile</Link>
      </p>
    </div>
  );
}
