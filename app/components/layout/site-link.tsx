import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import { isWidgetSearch, withWidgetParam } from "#lib/widget-mode.ts";
import { isServedByLegacyStack } from "./navigation.ts";

type SiteLinkProps = Omit<ComponentProps<typeof Link>, "to" | "reloadDocument"> & { href: string };

/**
 * A link to one of our pages: client-side navigation, or a full page load for paths of the older
 * stack. Inside the widget the link keeps the page a widget.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  const widget = isWidgetSearch(useLocation().search);
  const target = widget ? withWidgetParam(href) : href;
  return <Link to={target} reloadDocument={isServedByLegacyStack(href)} {...props} />;
}
