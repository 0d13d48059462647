import { CalendarSection } from "./calendar-section.tsx";
import { CategoriesForm } from "./categories-form.tsx";
import type { MemberCenterLinks } from "./dashboard.logic.ts";
import { MemberCenterHeader } from "./dashboard-header.tsx";
import { LeadsSummary } from "./leads-summary.tsx";
import { PasswordForm } from "./password-form.tsx";
import { ProfileDetailsForm } from "./profile-details-form.tsx";
import { ProfilePhotoForm } from "./profile-photo-form.tsx";
import { MemberCenterPending } from "./member-center-pending.tsx";
import { loadDashboard, useMemberCenterLoad, withMember } from "./use-dashboard-data.ts";
import "./dashboard.css";

export type MemberDashboardProps = {
  memberId: number;
  accountId: number;
  /** An administrator looking at another member: no password section (it would change their own). */
  viewingAsAdmin: boolean;
  /** This page's address, to come back to after logging in again. */
  returnTo: string;
  /** The member center's pages, with the member id for an administrator. */
  links: MemberCenterLinks;
};

const SECTIONS = [
  { id: "profile-details", label: "Profile details" },
  { id: "profile-photo", label: "Profile photo" },
  { id: "categories", label: "Categories" },
  { id: "calendar", label: "Calendar" },
  { id: "password", label: "Password" },
] as const;

/**
 * The vendor's member center (`/dashboard`): a greeting, then one section per thing they manage, each
 * saved on its own. Everything loads in the browser after the first paint.
 */
export function MemberDashboard({ memberId, accountId, viewingAsAdmin, returnTo, links }: MemberDashboardProps) {
  const { state, retry, update } = useMemberCenterLoad((signal) => loadDashboard(memberId, signal), returnTo);

  if (state.status !== "loaded") {
    return (
      <MemberCenterPending state={state} retry={retry} title="Your dashboard" loadingText="Loading your dashboard…" />
    );
  }

  const { member, signupCategories, blackoutDates, calendarEntries } = state.data;
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
          <LeadsSummary memberId={member.id} leadsHref={links.leadsHref} returnTo={returnTo} />
          <ProfileDetailsForm member={member} onSaved={(change) => update(withMember(change))} returnTo={returnTo} />
          <ProfilePhotoForm
            member={member}
            onUploaded={(photo) =>
              update((data) => ({
                ...data,
                member: { ...data.member, mainProfileImage: photo, photoCount: data.member.photoCount + 1 },
              }))
            }
            returnTo={returnTo}
          />
          <CategoriesForm
            member={member}
            signupCategories={signupCategories}
            onSaved={(change) => update(withMember(change))}
            returnTo={returnTo}
            membershipHref={links.membershipHref}
          />
          <CalendarSection
            memberId={member.id}
            blackoutDates={blackoutDates}
            calendarEntries={calendarEntries}
            returnTo={returnTo}
          />
          {viewingAsAdmin ? null : <PasswordForm accountId={accountId} email={member.email} returnTo={returnTo} />}
        </div>
      </div>
    </div>
  );
}
