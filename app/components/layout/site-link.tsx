import type { ComponentProps } from "react";
import { Link } from "react-router";
import { isServedByLegacyStack } from "./navigation.ts";

type SiteLinkProps = Omit<ComponentProps<typeof Link>, "to" | "reloadDocument"> & { href: string };

/** A link to one of our pages: client-side navigation, or a full page load for paths of the older stack. */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <Link to={href} reloadDocument={isServedByLegacyStack(href)} {...props} />;
}
