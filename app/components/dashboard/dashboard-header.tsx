import { Link } from "react-router";
import type { DashboardMember } from "./dashboard.logic.ts";
import "./dashboard.css";

type DashboardHeaderProps = {
  member: Pick<DashboardMember, "contactFirstName" | "name" | "membershipLevel" | "profileUrl">;
  /** An administrator looking at someone else's dashboard. */
  viewingAsAdmin?: boolean;
  /** The membership page (with `?memberId=` for an administrator). */
  membershipHref?: string;
};

export function MembershipBadge({ level }: { level: DashboardMember["membershipLevel"] }) {
  return (
    <span className={`dash-badge dash-badge--${level.toLowerCase()}`}>
      <span className="visually-hidden">Membership: </span>
      {level}
    </span>
  );
}

/** The greeting at the top of the member center, with the plan and the ways out to the profile and plans. */
export function DashboardHeader({
  member,
  viewingAsAdmin = false,
  membershipHref = "/dashboard/membership",
}: DashboardHeaderProps) {
  return (
    <header className="dash-header">
      <div className="dash-header__text">
        <h1 className="dash-header__title">Hi, {member.contactFirstName}</h1>
        <p className="dash-header__business">
          <span className="dash-header__name">{member.name}</span>
          <MembershipBadge level={member.membershipLevel} />
        </p>
        {viewingAsAdmin ? (
          <p className="dash-header__note">You are looking at this vendor's dashboard as an administrator.</p>
        ) : null}
      </div>
      <ul className="dash-header__links">
        <li>
          <a className="button button--secondary" href={member.profileUrl}>
            View your public profile
          </a>
        </li>
        <li>
          <Link className="button button--primary" to={membershipHref}>
            Membership
          </Link>
        </li>
      </ul>
    </header>
  );
}
