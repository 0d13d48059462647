import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  checkAtBothWidths,
  json,
  recordCspViolations,
  signedUpVendor,
  useChromium,
  waitForHydration,
} from "#tests/support/e2e.ts";
import { toneWav } from "#tests/support/audio.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);

type Video = { id: number; title: string; host: string };
type Track = { id: number; title: string; durationSeconds: number };

/**
 * The dashboard's videos (issue 22, decision 043): a new vendor adds YouTube and Vimeo links, puts
 * them in order and deletes one, with and without JavaScript; the profile shows our own preview and
 * frames the host's privacy-enhanced player only once a planner presses play.
 */
describe.skipIf(!chromiumPath)("a vendor's videos in the dashboard and on the profile", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** A new vendor in Denver, signed up and confirmed: the context is logged in as them. */
  async function newVendor(name: string, javaScript: boolean): Promise<{ context: BrowserContext; memberId: number }> {
    const vendor = await signedUpVendor(
      chromium.browser,
      {
        businessName: `${name} ${RUN}`,
        email: `${name.toLowerCase().replaceAll(" ", "-")}-${RUN}@example.com`,
        cityFileName: "denver-co",
        serviceType: "dj",
        password: "first dance at midnight",
      },
      javaScript,
    );
    contexts.push(vendor.context);
    return vendor;
  }

  async function videosOf(context: BrowserContext, memberId: number): Promise<Video[]> {
    return (await json<{ videos: Video[] }>(await context.request.get(`${baseUrl}/api/v1/members/${memberId}/videos`)))
      .videos;
  }

  async function tracksOf(context: BrowserContext, memberId: number): Promise<Track[]> {
    return (
      await json<{ tracks: Track[] }>(await context.request.get(`${baseUrl}/api/v1/members/${memberId}/audio-tracks`))
    ).tracks;
  }

  const section = (page: Page) => page.locator("#videos");
  const audio = (page: Page) => page.locator("#audio");

  async function addVideo(page: Page, url: string, title: string): Promise<void> {
    await section(page).getByLabel("Video address").fill(url);
    await section(page).getByLabel("Title").fill(title);
    await section(page).getByRole("button", { name: "Add video", exact: true }).click();
  }

  it("with JavaScript: refuses another site's address, adds two links, moves one keeping the focus, plays one on the profile and deletes one", async () => {
    const { context, memberId } = await newVendor("Reel Time DJs", true);
    const cspViolations = await recordCspViolations(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Member center" }).getByRole("link", { name: "Videos & audio" }).click();
    await page.waitForURL(/\/dashboard\/videos$/);
    await waitForHydration(page);
    await section(page).getByText("No videos yet.").waitFor();

    // Checked as typed with the server's schema: the summary takes the focus and names the field.
    await addVideo(page, "https://example.com/showreel", "Wedding showreel");
    const summary = section(page).getByRole("alert");
    await summary.getByText("The video was not added.").waitFor();
    await summary.getByRole("link", { name: /YouTube or Vimeo/ }).waitFor();
    expect(await section(page).getByLabel("Video address").getAttribute("aria-invalid")).toBe("true");
    expect(await videosOf(context, memberId)).toEqual([]);

    await addVideo(page, "https://youtu.be/dQw4w9WgXcQ?si=share", "Wedding showreel");
    await section(page).getByText("The video is added to your profile.").waitFor();
    expect(await section(page).getByLabel("Video address").inputValue()).toBe("");
    await addVideo(page, "https://vimeo.com/76979871", "Corporate gala, Denver 2026");
    await section(page).getByRole("heading", { name: "Your videos (2 of 12)" }).waitFor();
    const [youtube, vimeo] = (await videosOf(context, memberId)).map((video) => video.id);
    expect((await videosOf(context, memberId)).map((video) => video.host)).toEqual(["youtube", "vimeo"]);

    const videos = section(page).getByRole("listitem");
    await videos.nth(1).getByRole("button", { name: "Move earlier video 2" }).focus();
    await page.keyboard.press("Enter");
    await section(page).getByText("The video is moved.").waitFor();
    expect((await videosOf(context, memberId)).map((video) => video.id)).toEqual([vimeo, youtube]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Move earlier video 1");

    // Audio: a file that is not audio is refused by its content; two tracks go in, the second moves first.
    await audio(page).getByLabel("Title").fill("Not a song");
    await audio(page)
      .getByLabel("Audio file")
      .setInputFiles({ name: "song.wav", mimeType: "audio/wav", buffer: Buffer.from("no sound in here at all") });
    await audio(page).getByRole("button", { name: "Add track", exact: true }).click();
    await audio(page).getByRole("alert").getByText("This file is not audio we can play.", { exact: false }).waitFor();
    await audio(page).getByLabel("Title").fill("Ceremony: Canon in D");
    await audio(page)
      .getByLabel("Audio file")
      .setInputFiles({ name: "canon.wav", mimeType: "audio/wav", buffer: toneWav(3) });
    await audio(page).getByRole("button", { name: "Add track", exact: true }).click();
    await audio(page).getByRole("heading", { name: "Your tracks (1 of 10)" }).waitFor();
    expect(await audio(page).getByText("The track is added to your profile.").count()).toBe(1);
    expect(await audio(page).getByLabel("Title").inputValue()).toBe("");
    await audio(page).getByLabel("Title").fill("Party medley");
    await audio(page)
      .getByLabel("Audio file")
      .setInputFiles({ name: "medley.wav", mimeType: "audio/wav", buffer: toneWav(2) });
    await audio(page).getByRole("button", { name: "Add track", exact: true }).click();
    await audio(page).getByRole("heading", { name: "Your tracks (2 of 10)" }).waitFor();
    const [canon, medley] = (await tracksOf(context, memberId)).map((track) => track.id);
    expect((await tracksOf(context, memberId)).map((track) => track.durationSeconds)).toEqual([3, 2]);
    await audio(page).getByRole("button", { name: "Move earlier track 2" }).click();
    await audio(page).getByText("The track is moved.").waitFor();
    expect((await tracksOf(context, memberId)).map((track) => track.id)).toEqual([medley, canon]);
    await checkAtBothWidths(chromium.browser, page, "dashboard-videos", { scripts: true });

    // On the profile: our preview, no frame and no request to the host until play is pressed.
    const profileHref = await page.getByRole("link", { name: "View your public profile" }).getAttribute("href");
    const hostRequests: string[] = [];
    page.on("request", (request) => {
      if (/youtube|vimeo/.test(new URL(request.url()).hostname)) hostRequests.push(request.url());
    });
    await page.goto(`${baseUrl}${profileHref}`);
    await waitForHydration(page);
    const clip = page.getByRole("figure").filter({ hasText: "Wedding showreel" });
    await clip.scrollIntoViewIfNeeded();
    expect(await page.locator("iframe").count()).toBe(0);
    expect(hostRequests).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    await clip.screenshot({ path: path.join(screenshotsDir, "profile-video-link-375.png") });
    await page.setViewportSize({ width: 1280, height: 900 });
    await clip.screenshot({ path: path.join(screenshotsDir, "profile-video-link-1280.png") });
    expect(await clip.getByRole("link", { name: "watch on YouTube" }).getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    await clip.getByRole("button", { name: "Play video: Wedding showreel" }).click();
    const player = clip.locator("iframe");
    expect(await player.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    );
    expect(await player.getAttribute("title")).toBe("Wedding showreel (YouTube video)");
    expect(hostRequests.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
    // The page's policy lets the host's player be framed: nothing was refused.
    expect(cspViolations.filter((violation) => violation.includes("frame-src"))).toEqual([]);
    const tracks = page.locator("#audio").getByRole("listitem");
    expect(await tracks.allTextContents()).toEqual([
      expect.stringContaining("Party medley"),
      expect.stringContaining("Ceremony: Canon in D"),
    ]);

    await page.goto(`${baseUrl}/dashboard/videos`);
    await waitForHydration(page);
    await section(page).getByRole("button", { name: "Delete video 1" }).click();
    await section(page).getByText("The video is deleted.").waitFor();
    const heading = section(page).getByRole("heading", { name: "Your videos (1 of 12)" });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await videosOf(context, memberId)).map((video) => video.id)).toEqual([youtube]);
    await audio(page).getByRole("button", { name: "Delete track 1" }).click();
    await audio(page).getByText("The track is deleted.").waitFor();
    expect((await tracksOf(context, memberId)).map((track) => track.id)).toEqual([canon]);
  });

  it("without JavaScript: adds, refuses with the fields kept, moves either way and deletes; the profile links to the host", async () => {
    const { context, memberId } = await newVendor("Quiet Reel", false);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/videos`);

    await addVideo(page, "https://vimeo.com/76979871", "Call 303 555 0199 for bookings");
    await page.waitForLoadState();
    // A title is public text: no contact details, and what was typed is kept to mend.
    expect(await section(page).getByLabel("Title").inputValue()).toBe("Call 303 555 0199 for bookings");
    expect(await section(page).getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await section(page).getByLabel("Video address").inputValue()).toBe("https://vimeo.com/76979871");
    await section(page).getByLabel("Title").fill("Ceremony set");
    await section(page).getByRole("button", { name: "Add video", exact: true }).click();
    await section(page).getByText("The video is added to your profile.").waitFor();
    await addVideo(page, "https://www.youtube.com/watch?v=a_b-C1d2E3f&t=30s", "Reception highlights");
    await section(page).getByRole("heading", { name: "Your videos (2 of 12)" }).waitFor();
    const [ceremony, reception] = (await videosOf(context, memberId)).map((video) => video.id);

    const videos = section(page).getByRole("listitem");
    await videos.nth(1).getByRole("button", { name: "Move earlier video 2" }).click();
    await section(page).getByText("The video is moved.").waitFor();
    expect((await videosOf(context, memberId)).map((video) => video.id)).toEqual([reception, ceremony]);
    // Adding a track needs the page's script; moving and deleting do not.
    await audio(page).getByRole("button", { name: "Add track", exact: true }).click();
    await audio(page).getByText("Adding a track needs JavaScript").waitFor();
    for (const [title, seconds] of [
      ["Prelude", 2],
      ["Recessional", 3],
    ] as const) {
      const added = await context.request.post(`${baseUrl}/api/v1/members/${memberId}/audio-tracks`, {
        multipart: { title, track: { name: "track.wav", mimeType: "audio/wav", buffer: toneWav(seconds) } },
      });
      expect(added.status()).toBe(201);
    }
    await page.reload();
    const [prelude, recessional] = (await tracksOf(context, memberId)).map((track) => track.id);
    await audio(page).getByRole("button", { name: "Move later track 1" }).click();
    await audio(page).getByText("The track is moved.").waitFor();
    expect((await tracksOf(context, memberId)).map((track) => track.id)).toEqual([recessional, prelude]);
    await checkAtBothWidths(chromium.browser, page, "dashboard-videos-no-js", { scripts: false });
    await audio(page).getByRole("button", { name: "Delete track 2" }).click();
    await audio(page).getByText("The track is deleted.").waitFor();
    expect((await tracksOf(context, memberId)).map((track) => track.id)).toEqual([recessional]);
    await videos.nth(0).getByRole("button", { name: "Move later video 1" }).click();
    await section(page).getByText("The video is moved.").waitFor();
    expect((await videosOf(context, memberId)).map((video) => video.id)).toEqual([ceremony, reception]);

    const profileHref = await page.getByRole("link", { name: "View your public profile" }).getAttribute("href");
    await page.goto(`${baseUrl}${profileHref}`);
    const play = page.getByRole("link", { name: "Watch Reception highlights on YouTube" });
    expect(await play.getAttribute("href")).toBe("https://www.youtube.com/watch?v=a_b-C1d2E3f");
    expect(await page.locator("iframe").count()).toBe(0);

    await page.goto(`${baseUrl}/dashboard/videos`);
    await videos.nth(1).getByRole("button", { name: "Delete video 2" }).click();
    await section(page).getByText("The video is deleted.").waitFor();
    expect((await videosOf(context, memberId)).map((video) => video.id)).toEqual([ceremony]);
  });
});
