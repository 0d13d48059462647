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
  it("counts every browser family analytics names", () => {
    for (const agent of [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
    ]) {
      expect(isBotOrProbe(agent), agent).toBe(false);
    }
  });

  it("never counts link previews, scripted clients or headless browsers", () => {
    for (const agent of [
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "curl/8.5.0",
      "python-requests/2.32.3",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
    ]) {
      expect(isBotOrProbe(agent), agent).toBe(true);
    }
  });

  it("never counts uptime monitors and health checkers that name no crawler", () => {
    for (const agent of [
      "Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)",
      "Mozilla/5.0 (compatible; StatusCake)",
      "Site24x7",
      "check_http/v2.3.3 (nagios-plugins 2.3.3)",
      "Zabbix",
      "Consul Health Check",
      "Prometheus/2.53.0",
      "Blackbox Exporter/0.25.0",
      "Amazon-Route53-Health-Check-Service (ref 1234; report http://amzn.to/1vsZADi)",
      "   ",
    ]) {
      expect(isBotOrProbe(agent), agent).toBe(true);
    }
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
