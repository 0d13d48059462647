import type { ReactNode } from "react";
import { Link } from "react-router";
import type { MemberDto } from "#features/members/members.schema.ts";
import type { MemberCenterLinks } from "./dashboard.logic.ts";
import "./dashboard.css";

export type MemberCenterPage = "dashboard" | "photos" | "videos" | "leads" | "insights" | "membership";

const PAGES: readonly { page: MemberCenterPage; label: string; href: (links: MemberCenterLinks) => string }[] = [
  { page: "dashboard", label: "Dashboard", href: (links) => links.dashboardHref },
  { page: "photos", label: "Photos", href: (links) => links.photosHref },
  { page: "videos", label: "Videos & audio", href: (links) => links.videosHref },
  { page: "leads", label: "Leads", href: (links) => links.leadsHref },
  { page: "insights", label: "Insights", href: (links) => links.insightsHref },
  { page: "membership", label: "Membership", href: (links) => links.membershipHref },
];

export function MembershipBadge({ level }: { level: MemberDto["membershipLevel"] }) {
  return (
    <span className={`dash-badge dash-badge--${level.toLowerCase()}`}>
      <span className="visually-hidden">Membership: </span>
      {level}
    </span>
  );
}

/**
 * The links between the member center's pages. The page shown is marked `aria-current="page"`; on a
 * page inside one of them (a lead, inside Leads) that one is marked `aria-current="true"`.
 */
export function MemberCenterNav({
  current,
  inside = false,
  links,
}: {
  current: MemberCenterPage;
  inside?: boolean;
  links: MemberCenterLinks;
}) {
  return (
    <nav className="dash-center-nav" aria-label="Member center">
      <ul className="dash-center-nav__list">
        {PAGES.map(({ page, label, href }) => (
          <li key={page}>
            <Link
              className="dash-center-nav__link"
              to={href(links)}
              aria-current={page === current ? (inside ? "true" : "page") : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type MemberCenterHeaderProps = {
  /** The page's h1: "Hi, Ana" on the dashboard, "Leads", a lead's title. */
  title: string;
  member: Pick<MemberDto, "name" | "membershipLevel" | "profileUrl">;
  /** An administrator looking at someone else's member center. */
  viewingAsAdmin?: boolean;
  current: MemberCenterPage;
  /** The page is inside `current` (a lead inside Leads). */
  inside?: boolean;
  links: MemberCenterLinks;
  /** Shown under the business name (a lead's status). */
  children?: ReactNode;
};

/** The top of every member center page: its title, whose center it is, and the links between its pages. */
export function MemberCenterHeader({
  title,
  member,
  viewingAsAdmin = false,
  current,
  inside,
  links,
  children,
}: MemberCenterHeaderProps) {
  return (
    <header className="dash-header">
      <div className="dash-header__text">
        <h1 className="dash-header__title">{title}</h1>
        <p className="dash-header__business">
          <span className="dash-header__name">{member.name}</span>
          <MembershipBadge level={member.membershipLevel} />
        </p>
        {children}
        {viewingAsAdmin ? (
          <p className="dash-header__note">You are looking at this vendor's member center as an administrator.</p>
        ) : null}
      </div>
      {member.profileUrl ? (
        <ul className="dash-header__links">
          <li>
            <a className="button button--secondary" href={member.profileUrl}>
              View your public profile
            </a>
          </li>
        </ul>
      ) : null}
      <MemberCenterNav current={current} inside={inside} links={links} />
    </header>
  );
}
