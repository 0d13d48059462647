import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { reviewDecisionSchema, type ModeratedReviewDto } from "#features/marketplace/marketplace.schema.ts";
import { hiddenReviewText, REVIEW_REPORT_LIMITS } from "#features/marketplace/reviews.rules.ts";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { issuesByField, textValues } from "#app/components/forms/form-errors.ts";
import { TextField } from "#app/components/forms/form-field.tsx";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, requireOperator } from "../session.server.ts";
import type { Route } from "./+types/reviews.ts";

const DECISION_FIELDS = ["decision", "publicNote"] as const;

const NOTICES: Record<string, string> = {
  kept: "The review was kept: it counts, and its reports are closed.",
  hidden: "The review was hidden: its note shows on the profile and the rating was recomputed.",
};

/** `/admin/reviews`: one queue of held and reported reviews, newest report first (decision 032). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { headers } = await requireOperator(request, services);
  const show = new URL(request.url).searchParams.get("show") === "hidden" ? "hidden" : "waiting";
  return data({ show, reviews: await services.marketplace.reviewQueue(show) }, { headers });
}

/** Keep or hide one review; back to the queue with a notice, or the form again with its message. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const form = await request.formData();
  const values = { ...textValues(form, DECISION_FIELDS), reviewId: String(form.get("reviewId") ?? "") };
  const reviewId = idSchema.safeParse(values.reviewId);
  if (!reviewId.success) throw data(null, { status: 404, headers });
  const parsed = reviewDecisionSchema.safeParse(values);
  if (!parsed.success)
    return refusal(400, values, issuesByField(DECISION_FIELDS, parsed.error.issues), undefined, undefined, headers);
  try {
    await services.marketplace.decideReview(principal, reviewId.data, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, headers, DECISION_FIELDS);
  }
  // Back to the list the form was on; not to the request's own path, which is `/admin/reviews.data` when scripts send it.
  const list =
    new URL(request.url).searchParams.get("show") === "hidden" ? "/admin/reviews?show=hidden" : "/admin/reviews";
  throw redirect(withNotice(list, parsed.data.decision === "keep" ? "kept" : "hidden"), { headers });
}

export function meta() {
  return [{ title: "Reviews | Marquee operator console" }];
}

type Refusal = NonNullable<Route.ComponentProps["actionData"]>;

function standingOf(review: ModeratedReviewDto): { label: string; tone: string } {
  if (review.status === "removed") return { label: "Hidden", tone: "admin-status--danger" };
  if (review.status === "held") return { label: "Held", tone: "admin-status--warning" };
  return { label: "Reported", tone: "admin-status--warning" };
}

function dateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

function ReviewCard({ review, answer }: { review: ModeratedReviewDto; answer: Refusal | undefined }) {
  const standing = standingOf(review);
  const openReports = review.reports.filter((report) => report.status === "open");
  const noteId = `review-${review.id}-note`;
  const headingId = `review-${review.id}-heading`;
  return (
    <article className="admin-panel admin-review" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {review.vendorName}: review by {review.reviewerName}
      </h2>
      <p className="admin-actions">
        <span className={`admin-status ${standing.tone}`}>{standing.label}</span>
        <span>{review.rating} of 5 stars</span>
        <span>written {dateTime(review.createdAt)} UTC</span>
        {review.verifiedBooking ? <span>verified booking</span> : null}
        {openReports.length > 0 ? (
          <span>
            {openReports.length} open {openReports.length === 1 ? "report" : "reports"}
          </span>
        ) : null}
      </p>
      <blockquote className="admin-review__text">
        {review.title ? <p className="admin-review__title">{review.title}</p> : null}
        <p>{review.body}</p>
      </blockquote>
      {review.publicNote ? <p>Shown on the profile: {hiddenReviewText(review.publicNote)}</p> : null}
      {review.heldReasons.length > 0 ? (
        <div>
          <h3>Why it was held</h3>
          <ul>
            {review.heldReasons.map((reason) => (
              <li key={reason.code}>{reason.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.reports.length > 0 ? (
        <div>
          <h3>Reports</h3>
          <ul className="admin-review__reports">
            {review.reports.map((report) => (
              <li key={report.id}>
                <strong>{report.reasonText}</strong> from {report.reporterEmail ?? "a deleted account"}
                {report.reporterRole ? ` (${report.reporterRole})` : ""}, {dateTime(report.createdAt)} UTC
                {report.status === "open" ? null : <> · {report.status}</>}
                {report.message ? <p className="admin-review__message">“{report.message}”</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form method="post" className="admin-review__decision">
        <input type="hidden" name="reviewId" value={review.id} />
        {answer?.feedback.message ? (
          <p className="admin-review__refusal" role="alert">
            {answer.feedback.message}
          </p>
        ) : null}
        <TextField
          as="textarea"
          id={noteId}
          name="publicNote"
          label="Public note (needed to hide)"
          hint="Shown on the profile in place of the review: “This review was hidden by Marquee: …”"
          rows={2}
          maxLength={REVIEW_REPORT_LIMITS.publicNoteMax}
          defaultValue={answer?.values.publicNote ?? review.publicNote ?? ""}
          error={answer?.feedback.errors?.publicNote}
        />
        <div className="admin-actions">
          <button type="submit" name="decision" value="keep" className="button button--secondary">
            Keep
          </button>
          <button type="submit" name="decision" value="hide" className="button button--primary">
            Hide
          </button>
        </div>
      </Form>
    </article>
  );
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { show, reviews } = loaderData;
  const [searchParams] = useSearchParams();
  const notice = NOTICES[searchParams.get(NOTICE_PARAM) ?? ""];
  return (
    <>
      <h1>Reviews</h1>
      <nav aria-label="Which reviews" className="admin-actions">
        <Link to="/admin/reviews" aria-current={show === "waiting" ? "page" : undefined}>
          Waiting for a decision
        </Link>
        <Link to="/admin/reviews?show=hidden" aria-current={show === "hidden" ? "page" : undefined}>
          Hidden reviews
        </Link>
      </nav>
      <div role="status">{notice ? <p className="admin-notice">{notice}</p> : null}</div>
      {reviews.length === 0 ? (
        <p>{show === "waiting" ? "No review is waiting for a decision." : "No review is hidden."}</p>
      ) : (
        reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            answer={actionData?.values.reviewId === String(review.id) ? actionData : undefined}
          />
        ))
      )}
    </>
  );
}
