import { data } from "react-router";
import { servicesContext } from "#features/services.server.ts";
import { LEAD_INTENTS } from "#app/components/dashboard/leads.logic.ts";
import { LeadsPage } from "#app/components/dashboard/leads-page.tsx";
import { textValue } from "#app/components/forms/form-errors.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal, loaderFailure } from "../session.server.ts";
import type { Route } from "./+types/leads.ts";
import { backWithNotice, memberCenter, memberCenterHeaders, ownerMember } from "./member-center.server.ts";

/** `/dashboard/leads`: the requests for quotes matched to the vendor, and their calendar feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await memberCenter(request, services);
  const { memberId, viewingAsAdmin, headers, links } = session;
  const [member, leads, calendarFeedUrl] = await Promise.all([
    ownerMember(session, services, []),
    services.marketplace.leads(memberId),
    services.marketplace.calendarFeedUrl(memberId, false),
  ]).catch(loaderFailure);
  return data({ member, leads, calendarFeedUrl, viewingAsAdmin, links }, { headers });
}

/** The page's one form: a new calendar address, which stops the old one working. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { memberId, headers } = await memberCenter(request, services);
  const intent = textValue(await request.formData(), "intent", 40);
  const values = { intent };
  if (intent !== LEAD_INTENTS.renewCalendarFeed) return refusal(400, values, {}, FORM_OUT_OF_DATE, undefined, headers);
  try {
    await services.marketplace.calendarFeedUrl(memberId, true);
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
  return backWithNotice("/dashboard/leads", request, headers, "calendar-feed-renewed");
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Leads | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Leads({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadsPage key={loaderData.member.id} {...loaderData} answer={actionData} />;
}
