import { data, Link, redirect } from "react-router";
import { reportProblemSchema } from "#features/marketplace/marketplace.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { deferredSchema, issuesByField, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { withNotice } from "#app/components/marketplace/marketplace-forms.ts";
import { formatEventDate } from "#app/components/marketplace/marketplace.logic.ts";
import { PROBLEM_NOTICES, REPORT_PROBLEM_FIELDS } from "#app/components/marketplace/problem-forms.ts";
import { ProblemReportForm } from "#app/components/marketplace/problem-report-form.tsx";
import { PROBLEM_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import { refusal } from "../account/account-forms.ts";
import { actionRefusal, loaderFailure, requireSession } from "../session.server.ts";
import type { Route } from "./+types/report-problem.ts";

/** The schema the action decides with, for the browser's check as typed: it loads after the page (decision 019). */
const reportSchema = deferredSchema(
  async () => (await import("#features/marketplace/marketplace.schema.ts")).reportProblemSchema,
);
const validate = (form: FormData) =>
  schemaErrors(reportSchema, REPORT_PROBLEM_FIELDS, textValues(form, REPORT_PROBLEM_FIELDS));

function bookingIdOf(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}

/**
 * `/bookings/{bookingId}/problem`: the planner or the vendor of a booking reports a problem with it.
 * A side with a problem still open is sent to it; past the window, the page says why it can't.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireSession(request, services);
  const bookingId = bookingIdOf(params.bookingId);
  const booking = await services.marketplace.bookingProblems(principal, bookingId).catch(loaderFailure);
  if (booking.openProblemId !== null) throw redirect(`/problems/${booking.openProblemId}`, { headers });
  return data({ booking }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireSession(request, services);
  const bookingId = bookingIdOf(params.bookingId);
  const values = {
    intent: "report-problem",
    ...textValues(await request.formData(), REPORT_PROBLEM_FIELDS, PROBLEM_LIMITS.messageMax + 1_000),
  };
  const parsed = reportProblemSchema.safeParse(values);
  if (!parsed.success) {
    return refusal(
      400,
      values,
      issuesByField(REPORT_PROBLEM_FIELDS, parsed.error.issues),
      undefined,
      undefined,
      headers,
    );
  }
  try {
    const problem = await services.marketplace.reportProblem(principal, bookingId, parsed.data);
    return redirect(withNotice(`/problems/${problem.id}`, PROBLEM_NOTICES.reported), { headers });
  } catch (error) {
    return actionRefusal(error, values, headers, REPORT_PROBLEM_FIELDS);
  }
}

export function meta() {
  return [{ title: "Report a problem | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function ReportProblem({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const other = booking.side === "planner" ? booking.vendorName : booking.plannerFirstName;
  const back =
    booking.side === "planner" ? `/client/events/${booking.requestId}` : `/dashboard/leads/${booking.requestId}`;
  return (
    <div className="container problem-page">
      <p>
        <Link to={back}>Back to the booking</Link>
      </p>
      <h1>Report a problem</h1>
      <p>
        {booking.eventType} on {formatEventDate(booking.eventDate)}, with {other}. Marquee reads every report, writes to
        both of you in the case, and can refund what was paid through Marquee. Try talking to {other} first: most
        problems are settled that way.
      </p>
      {booking.canReport ? (
        <ProblemReportForm answer={actionData} validate={validate} />
      ) : (
        <p>
          This booking can no longer be reported: problems are taken while it stands, up to {booking.reportWindowDays}{" "}
          days after the event.
        </p>
      )}
    </div>
  );
}
