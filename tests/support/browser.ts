import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
];

/** The system Chromium, driven through playwright-core; never a downloaded browser. */
export function findChromium(): string | undefined {
  return CANDIDATES.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
}

export async function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
