/**
 * The screenshots of `docs/design.md`: `node scripts/design-screenshots.ts [--base-url URL]`. Opens the
 * key pages of a running site with demo data (home, results, a profile, the vendor's dashboard and a
 * lead, from a request the demo planner sends for it) at 375 and 1280 px in Chromium, as a visitor who
 * has answered the cookie banner, and writes the first screen of each to `docs/design/<page>-<width>.webp`.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { demoRequestId } from "../bench/page-javascript.ts";
import { DEMO_PLANNER, DEMO_VENDOR } from "#db/seed/seed.server.ts";
import { findChromium, launchChromium } from "#tests/support/browser.ts";
import { logIn } from "#tests/support/form-log-in.ts";

const { values } = parseArgs({ options: { "base-url": { type: "string", default: "http://localhost:3000" } } });
const baseUrl = values["base-url"];
const outputDir = path.join(import.meta.dirname, "..", "docs", "design");
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

const chromiumPath = findChromium();
if (!chromiumPath) throw new Error("Chromium is needed: install the Debian package 'chromium' or set CHROMIUM_PATH");
const browser = await launchChromium(chromiumPath);
try {
  const context = await browser.newContext();
  const vendorCookie = await logIn(baseUrl, DEMO_VENDOR.email, DEMO_VENDOR.password);
  await context.addCookies([
    { name: "marquee_consent", value: "denied", url: baseUrl },
    ...vendorCookie.split("; ").map((pair) => {
      const [name = "", value = ""] = pair.split("=", 2);
      return { name, value, url: baseUrl };
    }),
  ]);
  const plannerCookie = await logIn(baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
  const leadPath = `/dashboard/leads/${await demoRequestId(baseUrl, plannerCookie, vendorCookie)}`;
  const page = await context.newPage();
  const pages = [
    { name: "home", path: "/" },
    { name: "results", path: "/search/dj-new-york-city-ny" },
    { name: "profile", path: "/dj/neon-nights-dj-co" },
    { name: "dashboard", path: "/dashboard" },
    { name: "lead", path: leadPath },
  ];
  for (const { name, path: pagePath } of pages) {
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      const file = path.join(outputDir, `${name}-${viewport.width}.webp`);
      await sharp(await page.screenshot())
        .webp({ quality: 80 })
        .toFile(file);
      console.log(file);
    }
  }
} finally {
  await browser.close();
}
