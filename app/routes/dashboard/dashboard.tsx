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
import { listingChecklist } from "#app/components/dashboard/listing-checklist.logic.ts";
import {
  monthLabel,
  monthOfDay,
  monthParam,
  parseMonthParam,
  shiftMonth,
} from "#app/components/profile/profile.logic.ts";
import { type DashboardChecks, MemberDashboard } from "#app/components/dashboard/member-dashboard.tsx";
import { deferredSchema, schemaErrors, textValues } from "#app/components/forms/form-errors.ts";
import { StatusMessage } from "#app/components/forms/status-message.tsx";
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
      checklist: listingChecklist({
        member,
        photosHref: links.photosHref,
        calendarDayCount: blackoutDates.length + calendarEntries.length,
      }),
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

/** What the vendor is told while their listing is not shown (decision 031); a live listing needs no word. */
const LISTING_BANNERS: Partial<Record<string, string>> = {
  awaiting_approval:
    "Your listing is waiting for approval: planners cannot find it yet. We email you as soon as an operator has looked at it.",
  declined:
    "Your listing was not approved, so planners cannot find it. We emailed you why; reply to that email to ask again.",
  suspended: "This listing is suspended: it is hidden from search and its profile page.",
};

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const banner = LISTING_BANNERS[loaderData.member.listingStatus ?? "live"];
  return (
    <>
      {banner ? <StatusMessage className="container" tone="info" message={banner} /> : null}
      <MemberDashboard key={loaderData.member.id} {...loaderData} answer={actionData} checks={checks} />
      {loaderData.viewingAsAdmin ? null : (
        <section className="container" aria-labelledby="your-data-title">
          <h2 id="your-data-title">Your data</h2>
          <p>
            <a href="/account/data">Download everything Marquee keeps about you</a> or{" "}
            <a href="/account/delete">delete your account</a>.
          </p>
        </section>
      )}
    </>
  );
}
