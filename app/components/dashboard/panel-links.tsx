import { Form, Link, useLocation } from "react-router";
import type { MemberCenterLinks } from "./dashboard.logic.ts";

/**
 * A button that opens a part of a lead's page named in its address (`?decline={requestId}`): a form sent by GET,
 * so it works without scripts, keeping an administrator's `?memberId=`. The page lands on `anchor`.
 */
export function OpenPanelButton({
  param,
  value,
  anchor,
  links,
  label,
  className,
}: {
  param: string;
  value: number;
  anchor: string;
  links: Pick<MemberCenterLinks, "memberQuery">;
  label: string;
  className: string;
}) {
  const { pathname } = useLocation();
  const memberId = new URLSearchParams(links.memberQuery).get("memberId");
  return (
    <Form method="get" action={`${pathname}#${anchor}`} preventScrollReset>
      {memberId === null ? null : <input type="hidden" name="memberId" value={memberId} />}
      <input type="hidden" name={param} value={value} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

/** The way out of an opened part of the page: the page's own address again, at `anchor`. */
export function ClosePanelLink({
  anchor,
  links,
  label,
}: {
  anchor: string;
  links: Pick<MemberCenterLinks, "memberQuery">;
  label: string;
}) {
  const { pathname } = useLocation();
  return (
    <Link className="button button--secondary" to={`${pathname}${links.memberQuery}#${anchor}`} preventScrollReset>
      {label}
    </Link>
  );
}
