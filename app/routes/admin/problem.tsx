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
  RESOLVE_PROBLEM_FIELDS,
} from "#app/components/marketplace/problem-forms.ts";
import { ProblemResolveForm } from "#app/components/marketplace/problem-resolve-form.tsx";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { postProblemMessage, resolveProblem } from "../problems/problem-forms.server.ts";
import { loaderFailure, requireOperator } from "../session.server.ts";
import type { Route } from "./+types/problem.ts";
import "#app/components/admin/admin.css";

/** The schemas the action decides with, for the browser's checks as typed: they load after the page (decision 019). */
const marketplaceSchemas = () => import("#features/marketplace/marketplace.schema.ts");
const messageSchema = deferredSchema(async () => (await marketplaceSchemas()).problemMessageFormSchema);
const resolveSchema = deferredSchema(async () => (await marketplaceSchemas()).resolveProblemSchema);
const validateMessage = (form: FormData) =>
  schemaErrors(messageSchema, PROBLEM_MESSAGE_FIELDS, textValues(form, PROBLEM_MESSAGE_FIELDS));
const validateResolution = (form: FormData) =>
  schemaErrors(resolveSchema, RESOLVE_PROBLEM_FIELDS, textValues(form, RESOLVE_PROBLEM_FIELDS));

function problemIdOf(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404, statusText: "Not Found" });
  return parsed.data;
}

/**
 * `/admin/problems/{problemId}`: an operator's view of a problem: the booking's paid and refundable
 * amounts, the thread to write in, and while it is open the decision (full, partial or no refund).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { principal, headers } = await requireOperator(request, services);
  const problemId = problemIdOf(params.problemId);
  const problem = await services.marketplace.problem(principal, problemId).catch(loaderFailure);
  const notice = new URL(request.url).searchParams.get(NOTICE_PARAM) ?? "";
  return data({ problem, note: PROBLEM_NOTICE_TEXT[notice] }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const session = await requireOperator(request, services);
  const problemId = problemIdOf(params.problemId);
  const form = await request.formData();
  const here = `/admin/problems/${problemId}`;
  const intent = form.get("intent");
  if (intent === PROBLEM_INTENTS.message) return postProblemMessage(form, session, services, problemId, here);
  if (intent === PROBLEM_INTENTS.resolve) return resolveProblem(form, session, services, problemId, here);
  return refusal(400, { intent: String(intent ?? "") }, {}, FORM_OUT_OF_DATE, undefined, session.headers);
}

export const shouldRevalidate = revalidateAfterPost;

export function meta() {
  return [{ title: "Problem | Marquee operators" }, { name: "robots", content: "noindex" }];
}

export default function AdminProblem({ loaderData, actionData }: Route.ComponentProps) {
  const { problem, note } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/problems">All problems</Link>
      </p>
      <h1>
        Problem #{problem.id}: {problem.kindLabel}
      </h1>
      {note ? (
        <p className="admin-notice" role="status">
          {note}
        </p>
      ) : null}
      <div className="admin-panel">
        <ProblemOverview problem={problem} />
      </div>
      {problem.canResolve ? (
        <ProblemResolveForm problem={problem} answer={actionData} validate={validateResolution} />
      ) : null}
      <div className="admin-panel">
        <ProblemThread problem={problem} answer={actionData} validate={validateMessage} note={undefined} />
      </div>
    </>
  );
}
