import { BREAKPOINTS } from "./constants.ts";

export type BreakpointArea = keyof typeof BREAKPOINTS;
export type BreakpointSize = keyof (typeof BREAKPOINTS)[BreakpointArea];

const SIZES_LARGEST_FIRST: readonly BreakpointSize[] = ["xl", "lg", "md", "sm", "xs"];

/**
 * The widest width that still counts as mobile in an area: "not above the md breakpoint" (SPEC
 * section 4), except the header, whose md is "768 (minus 1 for mobile)" (SPEC section 9).
 */
export function mobileMaxWidth(area: BreakpointArea): number {
  const { md } = BREAKPOINTS[area];
  return area === "header" ? md - 1 : md;
}

export function isMobileWidth(area: BreakpointArea, width: number): boolean {
  return width <= mobileMaxWidth(area);
}

/** The media query that matches the area's desktop widths, for `matchMedia` and CSS alike. */
export function desktopMediaQuery(area: BreakpointArea): string {
  return `(min-width: ${mobileMaxWidth(area) + 1}px)`;
}

/** The named size a width falls in: the largest breakpoint at or below it. */
export function breakpointSize(area: BreakpointArea, width: number): BreakpointSize {
  const breakpoints = BREAKPOINTS[area];
  return SIZES_LARGEST_FIRST.find((size) => width >= breakpoints[size]) ?? "xs";
}
