import { data } from "react-router";
import { MEMBERSHIP_MESSAGES } from "#features/members/members.rules.ts";
import { membershipOrderFormSchema } from "#features/members/members.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { orderOutcomeText } from "#app/components/dashboard/membership.logic.ts";
import { type MembershipOutcome, MembershipPlans } from "#app/components/dashboard/membership-plans.tsx";
import { textValue } from "#app/components/forms/form-errors.ts";
import type { Route } from "./+types/membership.ts";
import { memberCenter, memberCenterHeaders } from "./member-center.server.ts";
import { domainRefusal, requireMemberCenter } from "../session.server.ts";

/**
 * `/dashboard/membership`: the plans, the vendor's own marked, drawn on the server with a fresh
 * idempotency key for the choice made on this page. An administrator may look with `?memberId=`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const { memberId, viewingAsAdmin, headers, links } = await memberCenter(request, services);
  const membership = await services.membership.membership(memberId);
  if (!membership) throw data(null, { status: 404, statusText: "Not Found", headers });
  return data(
    {
      membership,
      idempotencyKey: crypto.randomUUID(),
      viewingAsAdmin,
      links,
    },
    { headers },
  );
}

/** A plan chosen on the page, with or without JavaScript: the vendor's own, decided by the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { principal, memberId, headers } = await requireMemberCenter(request, services);
  const answer = (outcome: MembershipOutcome, status = 200) => data({ outcome }, { status, headers });
  const form = await request.formData();
  const parsed = membershipOrderFormSchema.safeParse({
    level: textValue(form, "level", 20),
    idempotencyKey: textValue(form, "idempotencyKey", 100),
  });
  if (!parsed.success)
    return answer({ ok: false, message: parsed.error.issues[0]?.message ?? MEMBERSHIP_MESSAGES.level }, 400);
  try {
    const placed = await services.membership.order(principal, memberId, parsed.data);
    return answer({ ok: true, message: orderOutcomeText(placed.order) });
  } catch (error) {
    const { message, status } = domainRefusal(error);
    return answer({ ok: false, message }, status);
  }
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Membership | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Membership({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MembershipPlans
      key={loaderData.membership.memberId}
      membership={loaderData.membership}
      idempotencyKey={loaderData.idempotencyKey}
      viewingAsAdmin={loaderData.viewingAsAdmin}
      links={loaderData.links}
      outcome={actionData?.outcome}
    />
  );
}
