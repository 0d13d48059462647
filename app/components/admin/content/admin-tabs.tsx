import { Link } from "react-router";

export type AdminTab = { key: string; label: string; href: string; count?: number };

/**
 * The views of a console list (a status, a kind of content) as links; the one shown carries
 * `aria-current="page"`, so the page works without scripts and the address says what is shown.
 */
export function AdminTabs({ label, tabs, current }: { label: string; tabs: AdminTab[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul className="admin-tabs">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link className="admin-tabs__link" to={tab.href} aria-current={tab.key === current ? "page" : undefined}>
              {tab.label}
              {tab.count === undefined ? null : <span className="admin-tabs__count"> ({tab.count})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
