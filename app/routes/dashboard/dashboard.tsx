import { data } from "react-router";
import { MEMBER_LOADS } from "#features/members/members.schema.ts";
import { servicesContext } from "#features/services.server.ts";
import { isoDay } from "#lib/dates.ts";
import {
  BLACKOUT_FIELDS,
  ENTRY_FIELDS,
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  profileFormValues,
} from "#app/components/dashboard/dashboard-forms.logic.ts";
import { countNewLeads } from "#app/components/dashboard/leads-summary.logic.ts";
import {
  monthLabel,
  monthOfDay,
  monthParam,
  parseMonthParam,
  shiftMonth,
} from "#app/components/profile/profile.logic.ts";
import { type DashboardChecks, MemberDashboard } from "#app/components/dashboard/member-dashboard.tsx";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import type { Route } from "./+types/dashboard.ts";
import { dashboardAction } from "./dashboard.server.ts";
import { memberCenter, memberCenterHeaders, ownerMember } from "./member-center.server.ts";

/** The forms checked as typed with the schemas the action decides with, loaded after the page (decision 019). */
const memberSchemas = () => import("#features/members/members.schema.ts");
const profileSchema = deferredSchema(
  async () => (await import("#features/members/member-account.schema.ts")).memberProfileFormSchema,
);
const blackoutDateSchema = deferredSchema(async () => (await memberSchemas()).blackoutDateSchema);
const calendarEntrySchema = deferredSchema(async () => (await memberSchemas()).calendarEntrySchema);
const passwordSchema = deferredSchema(
  async () => (await import("#features/accounts/accounts.schema.ts")).changePasswordSchema,
);
const checks: DashboardChecks = {
  profile: (form) => schemaErrors(profileSchema, PROFILE_FIELDS, profileFormValues(form)),
  blackoutDate: (form) => schemaErrors(blackoutDateSchema, BLACKOUT_FIELDS, textValues(form, BLACKOUT_FIELDS)),
  calendarEntry: (form) => schemaErrors(calendarEntrySchema, ENTRY_FIELDS, textValues(form, ENTRY_FIELDS)),
  password: (form) => schemaErrors(passwordSchema, PASSWORD_FIELDS, textValues(form, PASSWORD_FIELDS)),
};

/** `/dashboard`: the vendor's member center, read in process; an administrator may look with `?memberId=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const session = await memberCenter(request, services);
  const { memberId, viewingAsAdmin, headers, links } = session;
  const today = isoDay(new Date());
  // The calendar's month; `?month=yyyy-MM` is where its month links go.
  const month = parseMonthParam(new URL(request.url).searchParams.get("month")) ?? monthOfDay(today);
  const [member, serviceTypeFamilies, blackoutDates, calendarEntries, calendarDays, leads] = await Promise.all([
    ownerMember(session, services, MEMBER_LOADS),
    services.serviceTypes.families(),
    services.memberAccount.blackoutDates(memberId),
    services.memberAccount.calendarEntries(memberId),
    services.memberCalendar.month(memberId, month.year, month.month),
    services.marketplace.leads(memberId),
  ]);
  return data(
    {
      member,
      serviceTypeFamilies,
      blackoutDates,
      calendarEntries,
      // Named and linked here, so the page ships no month arithmetic for it.
      calendarMonth: {
        label: monthLabel(month),
        previous: monthParam(shiftMonth(month, -1)),
        next: monthParam(shiftMonth(month, 1)),
        days: calendarDays,
      },
      newLeadCount: countNewLeads(leads),
      today,
      viewingAsAdmin,
      links,
      returnTo: `/dashboard${links.memberQuery}`,
    },
    { headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return dashboardAction(request, context.get(servicesContext));
}

export const headers = memberCenterHeaders;

export function meta() {
  return [{ title: "Dashboard | Marquee" }, { name: "robots", content: "noindex" }];
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberDashboard key={loaderData.member.id} {...loaderData} answer={actionData} checks={checks} />;
}
