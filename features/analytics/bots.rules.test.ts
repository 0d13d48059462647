import { describe, expect, it } from "vitest";
import { isBotOrProbe } from "./bots.rules.ts";

describe("bot and probe detection (SPEC section 4)", () => {
  it("counts real browsers", () => {
    expect(
      isBotOrProbe(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(
      isBotOrProbe(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(false);
  });
  it("never counts crawlers, health probes, monitors or a missing user agent", () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "kube-probe/1.29",
      "ELB-HealthChecker/2.0",
      "GoogleHC/1.0",
      "Pingdom.com_bot_version_1.4",
      undefined,
      "",
    ]) {
      expect(isBotOrProbe(agent), String(agent)).toBe(true);
    }
  });
});
