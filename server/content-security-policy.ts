import { randomBytes } from "node:crypto";
import { VIDEO_PLAYER_ORIGINS } from "#features/members/video-links.rules.ts";

/** 128 random bits, as CSP Level 3 asks: a value nobody can guess for the life of one page. */
const NONCE_BYTES = 16;

/** A fresh nonce for one page's scripts, in the base64 form CSP's `'nonce-…'` source takes. */
export function createCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString("base64");
}

export type PagePolicyOptions = {
  /** The nonce this page's script elements carry. */
  nonce: string;
  /** Widget pages exist to be framed by other sites (decision 013); every other page by this site only. */
  frameable: boolean;
  /** Under the Vite dev server, whose hot reload injects unsigned inline scripts and talks over a WebSocket. */
  development: boolean;
  /** Origins a form submission may end on besides this one (where logging out redirects). */
  formTargets: readonly string[];
};

/**
 * The Content-Security-Policy of a server-rendered page (decision 017, docs/security.md). Scripts run
 * only when they carry this response's nonce or are loaded by one that does ('strict-dynamic'), so
 * injected markup can never run a script; everything else loads from this origin only.
 */
export function pagePolicy({ nonce, frameable, development, formTargets }: PagePolicyOptions): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    development
      ? ["script-src", "'self'", "'unsafe-inline'"]
      : ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    // React renders style attributes (rating bars, chart ticks); they cannot carry a nonce.
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: for the icons inside our stylesheets, blob: for checked SVGs and photo previews.
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["media-src", "'self'"],
    development ? ["connect-src", "'self'", "ws:", "wss:"] : ["connect-src", "'self'"],
    // The /embed page previews the widget in a frame of this site; a profile frames a linked video's
    // player once the visitor presses play (decision 043).
    ["frame-src", "'self'", ...VIDEO_PLAYER_ORIGINS],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...new Set(formTargets)],
  ];
  if (!frameable) directives.push(["frame-ancestors", "'self'"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * The policy of every answer that is not a page (API JSON, images, uploaded files): opened on its own,
 * it may run and load nothing, and no page may frame it.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
