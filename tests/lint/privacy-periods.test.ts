import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { LOGIN_THROTTLE } from "#features/accounts/accounts.service.server.ts";
import { ENDED_SESSION_KEPT_MS, SPENT_LINK_KEPT_MS } from "#features/accounts/retention.rules.ts";
import { SENT_NOTIFICATION_KEPT_MS } from "#features/notifications/retention.rules.ts";

const root = path.resolve(import.meta.dirname, "../..");
const privacy = readFileSync(path.join(root, "content/pages/privacy.md"), "utf8");
const DAY_MS = 24 * 60 * 60 * 1000;

/** The privacy page promises the periods retention keeps; a change to one must change the other. */
describe("the privacy policy's retention periods", () => {
  it("are the ones retention deletes after", () => {
    expect(privacy).toContain(`its tokens are deleted after ${ENDED_SESSION_KEPT_MS / DAY_MS} days`);
    expect(privacy).toContain(`deleted ${SPENT_LINK_KEPT_MS / DAY_MS} days after they stopped working`);
    expect(privacy).toContain(`deleted after ${LOGIN_THROTTLE.windowMs / 60_000} minutes`);
    expect(privacy).toContain(`${SENT_NOTIFICATION_KEPT_MS / DAY_MS} days after they were sent`);
  });

  it("keeps backups as long as the deployed backup service does", () => {
    const compose = parse(readFileSync(path.join(root, "deploy/compose.yaml"), "utf8")) as {
      services: { backup: { environment: Record<string, string> } };
    };
    const keep = Number(/:-(\d+)\}/.exec(compose.services.backup.environment.BACKUP_KEEP ?? "")?.[1]);
    const intervalDays =
      Number(/:-(\d+)\}/.exec(compose.services.backup.environment.BACKUP_INTERVAL_SECONDS ?? "")?.[1]) / 86_400;
    expect(privacy).toContain(`Backups of the whole database are kept for ${keep * intervalDays} days`);
  });
});
