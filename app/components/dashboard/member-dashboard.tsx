import { useLocation, useSearchParams } from "react-router";
import type { MemberDto } from "#features/members/members.schema.ts";
import type { ServiceTypeFamily } from "#features/service-types/service-types.rules.ts";
import type { FieldErrors } from "../forms/form-errors.ts";
import { answerFor, type FormAnswer } from "../marketplace/marketplace-forms.ts";
import { NOTICE_PARAM } from "#app/components/forms/page-forms.ts";
import {
  type BlackoutDate,
  type CalendarChecks,
  type CalendarEntry,
  type CalendarMonth,
  CalendarSection,
} from "./calendar-section.tsx";
import { CategoriesForm } from "./categories-form.tsx";
import { formKey, type MemberCenterLinks, memberCenterNotice, noticeFor } from "./dashboard.logic.ts";
import {
  DASHBOARD_INTENTS,
  type PASSWORD_FIELDS,
  PROFILE_MESSAGES,
  type ProfileField,
} from "./dashboard-forms.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { LeadsSummary } from "./leads-summary.tsx";
import { ListingChecklist } from "./listing-checklist.tsx";
import type { ChecklistStep } from "./listing-checklist.logic.ts";
import { PasswordForm } from "./password-form.tsx";
import { ProfileDetailsForm } from "./profile-details-form.tsx";
import "./dashboard.css";

/** The checks of the dashboard's forms, built by the route on the server's schemas (components never import zod). */
export type DashboardChecks = CalendarChecks & {
  profile: (form: FormData) => FieldErrors<ProfileField>;
  password: (form: FormData) => FieldErrors<(typeof PASSWORD_FIELDS)[number]>;
};

/**
 * What the page's action answered its last submission with, when it did not send the person back: a
 * refused form, or a saved profile whose new listing email waits for the link sent to it.
 */
export type DashboardAnswer = FormAnswer | { listingEmail: { sentTo: string; id: string } };

export type MemberDashboardProps = {
  member: MemberDto;
  /** The steps to a bookable listing, worked out by the loader (their rules ship no code to the page). */
  checklist: readonly ChecklistStep[];
  /** Every service type, grouped under its broad type: what the categories form offers. */
  serviceTypeFamilies: readonly ServiceTypeFamily[];
  blackoutDates: readonly BlackoutDate[];
  calendarEntries: readonly CalendarEntry[];
  /** The month the calendar shows, every day with its state. */
  calendarMonth: CalendarMonth;
  newLeadCount: number;
  /** The server's today. */
  today: string;
  /** An administrator looking at another member: no password section (it would change their own). */
  viewingAsAdmin: boolean;
  /** The member center's pages, with the member id for an administrator. */
  links: MemberCenterLinks;
  answer: DashboardAnswer | undefined;
  checks: DashboardChecks;
};

const SECTIONS = [
  { id: "your-listing", label: "Your listing" },
  { id: "profile-details", label: "Profile details" },
  { id: "categories", label: "Categories" },
  { id: "calendar", label: "Calendar" },
  { id: "password", label: "Password" },
] as const;

/**
 * The vendor's member center (`/dashboard`): a greeting, then one section per thing they manage, each
 * a form of its own posted to the page's action, which sends the person back here with a notice.
 */
export function MemberDashboard({
  member,
  checklist,
  serviceTypeFamilies,
  blackoutDates,
  calendarEntries,
  calendarMonth,
  newLeadCount,
  today,
  viewingAsAdmin,
  links,
  answer,
  checks,
}: MemberDashboardProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const notice = memberCenterNotice(searchParams.get(NOTICE_PARAM));
  const refused = answer && "feedback" in answer ? answer : undefined;
  const listingEmail = answer && "listingEmail" in answer ? answer.listingEmail : undefined;
  const sections = viewingAsAdmin ? SECTIONS.filter((section) => section.id !== "password") : SECTIONS;

  return (
    <div className="container dash-page">
      <MemberCenterHeader
        title={`Hi, ${member.contactFirstName}`}
        member={member}
        viewingAsAdmin={viewingAsAdmin}
        current="dashboard"
        links={links}
      />
      <div className="dash-layout">
        <nav className="dash-nav" aria-label="Dashboard sections">
          <ul className="dash-nav__list">
            {sections.map((section) => (
              <li key={section.id}>
                <a className="dash-nav__link" href={`#${section.id}`}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="dash-layout__sections">
          <LeadsSummary newLeadCount={newLeadCount} leadsHref={links.leadsHref} />
          <ListingChecklist steps={checklist} />
          <ProfileDetailsForm
            key={listingEmail ? `profile-${listingEmail.id}` : formKey(notice, "profile", location.key)}
            member={member}
            refused={answerFor(refused, DASHBOARD_INTENTS.profile)}
            note={listingEmail ? PROFILE_MESSAGES.listingEmailSent(listingEmail.sentTo) : noticeFor(notice, "profile")}
            validate={checks.profile}
          />
          <CategoriesForm
            key={formKey(notice, "categories", location.key)}
            member={member}
            families={serviceTypeFamilies}
            refused={answerFor(refused, DASHBOARD_INTENTS.categories)}
            note={noticeFor(notice, "categories")}
            membershipHref={links.membershipHref}
          />
          <CalendarSection
            blackoutDates={blackoutDates}
            calendarEntries={calendarEntries}
            month={calendarMonth}
            links={links}
            answer={refused}
            notice={notice}
            checks={checks}
            today={today}
          />
          {viewingAsAdmin ? null : (
            <PasswordForm
              key={formKey(notice, "password", location.key)}
              email={member.email ?? ""}
              refused={answerFor(refused, DASHBOARD_INTENTS.password)}
              note={noticeFor(notice, "password")}
              validate={checks.password}
            />
          )}
        </div>
      </div>
    </div>
  );
}
