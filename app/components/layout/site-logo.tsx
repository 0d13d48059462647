import { useId } from "react";
import { useRouteLoaderData } from "react-router";
import { SiteLink } from "./site-link.tsx";
import type { LogoVariant } from "./navigation.ts";

const JUNE_STRIPES = ["#e40303", "#ff8c00", "#ffed00", "#008026", "#004dff", "#750787"] as const;

/** The mark: the purple tile, or in June the same star on rainbow stripes. */
function LogoMark({ variant }: { variant: LogoVariant }) {
  const clipId = useId();
  const stripeHeight = 32 / JUNE_STRIPES.length;
  return (
    <svg className="site-logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {variant === "june" ? (
        <>
          <clipPath id={clipId}>
            <rect width="32" height="32" rx="8" />
          </clipPath>
          <g clipPath={`url(#${clipId})`}>
            {JUNE_STRIPES.map((color, index) => (
              <rect key={color} y={index * stripeHeight} width="32" height={stripeHeight} fill={color} />
            ))}
          </g>
          <path
            d="M16 6.5l2.7 5.9 6.4.7-4.8 4.3 1.3 6.3L16 20.5l-5.6 3.2 1.3-6.3-4.8-4.3 6.4-.7z"
            fill="#ffffff"
            stroke="#2e1065"
            strokeWidth="1"
          />
        </>
      ) : (
        <>
          <rect width="32" height="32" rx="8" fill="#5b21b6" />
          <path d="M16 6.5l2.7 5.9 6.4.7-4.8 4.3 1.3 6.3L16 20.5l-5.6 3.2 1.3-6.3-4.8-4.3 6.4-.7z" fill="#ffffff" />
          <circle cx="25" cy="25" r="2.5" fill="#fbbf24" />
        </>
      )}
    </svg>
  );
}

/** The logo linking home, in the variant of the month the root loader decided. */
export function SiteLogo({ inverse = false }: { inverse?: boolean }) {
  const root = useRouteLoaderData("root") as { logoVariant?: LogoVariant } | undefined;
  const variant = root?.logoVariant ?? "standard";
  return (
    <SiteLink href="/" className={inverse ? "site-logo site-logo--inverse" : "site-logo"} data-variant={variant}>
      <LogoMark variant={variant} />
      <span className="site-logo__text">Marquee</span>
    </SiteLink>
  );
}
