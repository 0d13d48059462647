import { NavLink } from "react-router";
import "./admin.css";

/** The operator console's sections, in the order the console lists them. */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "Overview", end: true },
  { href: "/admin/accounts", label: "Accounts", end: false },
  { href: "/admin/approvals", label: "Approvals", end: false },
  { href: "/admin/reviews", label: "Reviews", end: false },
  { href: "/admin/problems", label: "Problems", end: false },
  { href: "/admin/contact", label: "Contact inbox", end: false },
  { href: "/admin/content", label: "Content", end: false },
  { href: "/admin/audit", label: "Audit log", end: false },
  { href: "/admin/settings", label: "Settings", end: false },
] as const;

/** The links between the console's sections; the one shown is marked `aria-current="page"` by NavLink. */
export function AdminNav() {
  return (
    <nav className="admin-nav" aria-label="Operator console">
      <ul className="admin-nav__list">
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.href}>
            <NavLink className="admin-nav__link" to={section.href} end={section.end}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
