import { data, Link } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import { revalidateAfterPost } from "#app/components/marketplace/marketplace-forms.ts";
import { ProblemOverview, ProblemThread } from "#app/components/marketplace/problem-case.tsx";
import {
  PROBLEM_INTENTS,
  PROBLEM_MESSAGE_FIELDS,
  PROBLEM_NOTICE_TEXT,
} from "#app/components/marketplace/problem-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { refusal } from "../account/account-forms.ts";
import { loaderFailure, requireSession } from "../session.server.ts";
import { postProblemMessage } from "./problem-forms.server.ts";
import type { Route } from "./+types/problem.ts";

/** The schema the action decides with, for the browser's check as typed: it loads after the page (decision 019). */
const problemMessageFormSchema = deferredSchema(
  async () => (await import("#features/marketplace/marketplace.schema.ts")).problemMessageFormSchema,
);
const validateMessage = (form: FormData) =>
  schemaErrors(problemMessageFormSchema, PROBLEM_MESSAGE_FIELDS, textValues(form, PROBLEM_MESSAGE_FIELDS));

function problemIdOf(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}

/** Where each reader goes back to: the planner's request, the vendor's lead, the operator's case. */
function backLink(problem: { viewerSide: string; requestId: number; id: number }) {
  if (problem.viewerSide === "planner")
    return { to: `/client/events/${problem.requestId}`, label: "Back to your event" };
  if (problem.viewerSide === "vendor")
    return { to: `/dashboard/leads/${problem.requestId}`, label: "Back to the lead" };
  return { to: `/admin/problems/${problem.id}`, label: "Open in the operator console" };
}

/**
 * `/problems/{problemId}`: a problem with a booking as its planner, its vendor (or an operator) reads
 * it: what was reported, the booking's money, the decision once resolved, and the thread with a form
 * to write in it while it is open.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireSession(request, services);
  const problemId = problemIdOf(params.problemId);
  try {
    const problem = await services.marketplace.problem(principal, problemId);
    const notice = new URL(request.url).searchParams.get(NOTICE_PARAM) ?? "";
    return data({ problem, note: PROBLEM_NOTICE_TEXT[notice] }, { headers });
  } catch (error) {
    return loaderFailure(error);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const session = await requireSession(request, services);
  const problemId = problemIdOf(params.problemId);
  const form = await request.formData();
  if (form.get("intent") !== PROBLEM_INTENTS.message) {
    return refusal(400, { intent: String(form.get("intent") ?? "") }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
  }
  return postProblemMessage(form, session, services, problemId, `/problems/${problemId}`);
}

export const shouldRevalidate = revalidateAfterPost;

export function meta() {
  return [{ title: "Problem with a booking | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Problem({ loaderData, actionData }: Route.ComponentProps) {
  const { problem, note } = loaderData;
  const back = backLink(problem);
  return (
    <div className="container problem-page">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h1>
        {problem.kindLabel}: {problem.eventType} with {problem.vendorName}
      </h1>
      <ProblemOverview problem={problem} />
      <ProblemThread problem={problem} answer={actionData} validate={validateMessage} note={note} />
    </div>
  );
}
