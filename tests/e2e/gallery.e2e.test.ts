import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, describe, expect, inject, it } from "vitest";
import { checkAtBothWidths, json, signedUpVendor, useChromium, waitForHydration } from "#tests/support/e2e.ts";

const baseUrl = inject("baseUrl");
const chromiumPath = inject("chromiumPath");
const screenshotsDir = inject("screenshotsDir");

/** Unique per run, so the test passes again on a server that kept its database. */
const RUN = Date.now().toString(36);

type GalleryPhoto = { id: number; caption: string | null; isMain: boolean };

/** A photo of one colour, so each upload is a picture of its own. */
function photo(red: number): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: 80, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/**
 * The dashboard's photo gallery (issue 22): a new vendor adds photos, captions them, puts them in
 * order and deletes one; with JavaScript, and each of these but adding without it.
 */
describe.skipIf(!chromiumPath)("a vendor's photo gallery in the dashboard", () => {
  const chromium = useChromium();
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  /** A new vendor in Austin, signed up and confirmed: the context is logged in as them. */
  async function newVendor(name: string, javaScript: boolean): Promise<{ context: BrowserContext; memberId: number }> {
    const vendor = await signedUpVendor(
      chromium.browser,
      {
        businessName: `${name} ${RUN}`,
        email: `${name.toLowerCase().replaceAll(" ", "-")}-${RUN}@example.com`,
        cityFileName: "austin-tx",
        serviceType: "photographer",
        password: "sparklers at the exit",
      },
      javaScript,
    );
    contexts.push(vendor.context);
    return vendor;
  }

  async function galleryOf(context: BrowserContext, memberId: number): Promise<GalleryPhoto[]> {
    return (
      await json<{ photos: GalleryPhoto[] }>(
        await context.request.get(`${baseUrl}/api/v1/members/${memberId}/gallery-photos`),
      )
    ).photos;
  }

  const section = (page: Page) => page.locator("#photos");

  it("with JavaScript: adds three photos, captions one, moves one keeping the focus, and deletes the first", async () => {
    const { context, memberId } = await newVendor("Golden Hour Photos", true);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await waitForHydration(page);
    // The checklist leads a new vendor to each step's section.
    const checklist = page.locator("#your-listing");
    const meter = () => checklist.locator("label[for='listing-completeness']").textContent();
    const before = Number((await meter())?.match(/^(\d+)%/)?.[1]);
    await checklist.getByRole("link", { name: "Add a profile photo" }).waitFor();
    await checklist.screenshot({ path: path.join(screenshotsDir, "dashboard-checklist-new-vendor-1280.png") });
    await checklist.getByRole("link", { name: "Show at least 5 photos of your work" }).click();
    await page.waitForURL(/\/dashboard\/photos#photos$/);
    await waitForHydration(page);
    await section(page)
      .getByLabel("Photos to add")
      .setInputFiles(
        await Promise.all(
          [30, 130, 230].map(async (red, index) => ({
            name: `party-${index + 1}.jpg`,
            mimeType: "image/jpeg",
            buffer: await photo(red),
          })),
        ),
      );
    await section(page).getByRole("button", { name: "Add photos", exact: true }).click();
    await section(page).getByRole("heading", { name: "Your photos (3 of 8)" }).waitFor();
    expect(await section(page).getByRole("status").first().textContent()).toContain("3 photos added.");
    const [first, second, third] = (await galleryOf(context, memberId)).map((entry) => entry.id);
    expect((await galleryOf(context, memberId)).map((entry) => entry.isMain)).toEqual([true, false, false]);
    expect(await section(page).getByText("Profile photo", { exact: true }).count()).toBe(1);

    const photos = section(page).getByRole("listitem");
    await photos.nth(1).getByLabel("Caption of photo 2").fill("Sparklers at the exit");
    await photos.nth(1).getByRole("button", { name: "Save caption" }).click();
    await section(page).getByText("The caption is saved.").waitFor();
    expect((await galleryOf(context, memberId))[1]?.caption).toBe("Sparklers at the exit");

    // Moved from the keyboard, the photo's button keeps the focus in its new place.
    await photos.nth(2).getByRole("button", { name: "Move earlier photo 3" }).focus();
    await page.keyboard.press("Enter");
    await section(page).getByText("The photo is moved.").waitFor();
    expect((await galleryOf(context, memberId)).map((entry) => entry.id)).toEqual([first, third, second]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Move earlier photo 2");

    await checkAtBothWidths(chromium.browser, page, "dashboard-gallery", { scripts: true, region: section(page) });

    await photos.nth(0).getByRole("button", { name: "Delete photo 1" }).click();
    await section(page).getByText("The photo is deleted.").waitFor();
    const heading = section(page).getByRole("heading", { name: "Your photos (2 of 8)" });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const left = await galleryOf(context, memberId);
    expect(left.map((entry) => [entry.id, entry.isMain])).toEqual([
      [third, true],
      [second, false],
    ]);

    // On the dashboard, the first photo made the profile photo step done; the gallery's is not yet.
    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    expect(await checklist.getByRole("link", { name: "Add a profile photo" }).count()).toBe(0);
    expect(await checklist.getByRole("listitem").filter({ hasText: "Add a profile photo" }).textContent()).toContain(
      "done",
    );
    expect(Number((await meter())?.match(/^(\d+)%/)?.[1])).toBeGreaterThan(before);
    await checklist.getByRole("link", { name: "Show at least 5 photos of your work" }).waitFor();

    // The profile shows the order and the caption.
    const profile = await json<{ items: { id: number; caption: string | null }[] }>(
      await context.request.get(`${baseUrl}/api/v1/profiles/${memberId}/photos?skip=0&take=10`),
    );
    expect(profile.items.map((entry) => [entry.id, entry.caption])).toEqual([
      [third, null],
      [second, "Sparklers at the exit"],
    ]);
  });

  it("without JavaScript: captions, moves either way and deletes; adding photos or a profile photo says it needs JavaScript", async () => {
    const { context, memberId } = await newVendor("Quiet Lens", false);
    for (const red of [60, 160]) {
      const added = await context.request.post(`${baseUrl}/api/v1/members/${memberId}/gallery-photos`, {
        multipart: { photo: { name: "party.jpg", mimeType: "image/jpeg", buffer: await photo(red) } },
      });
      expect(added.status()).toBe(201);
    }
    const [first, second] = (await galleryOf(context, memberId)).map((entry) => entry.id);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/photos`);
    const photos = section(page).getByRole("listitem");

    await photos.nth(0).getByLabel("Caption of photo 1").fill("First dance, call 512 555 0199");
    await photos.nth(0).getByRole("button", { name: "Save caption" }).click();
    await page.waitForLoadState();
    // A caption is public text: no contact details in it, and what was typed is kept to mend.
    expect(await photos.nth(0).getByLabel("Caption of photo 1").inputValue()).toBe("First dance, call 512 555 0199");
    expect(await photos.nth(0).getByLabel("Caption of photo 1").getAttribute("aria-invalid")).toBe("true");
    await photos.nth(0).getByLabel("Caption of photo 1").fill("First dance");
    await photos.nth(0).getByRole("button", { name: "Save caption" }).click();
    await section(page).getByText("The caption is saved.").waitFor();

    await photos.nth(1).getByRole("button", { name: "Move earlier photo 2" }).click();
    await section(page).getByText("The photo is moved.").waitFor();
    expect((await galleryOf(context, memberId)).map((entry) => entry.id)).toEqual([second, first]);
    expect(await photos.nth(1).getByLabel("Caption of photo 2").inputValue()).toBe("First dance");

    await checkAtBothWidths(chromium.browser, page, "dashboard-gallery-no-js", {
      scripts: false,
      region: section(page),
    });

    await photos.nth(0).getByRole("button", { name: "Move later photo 1" }).click();
    await section(page).getByText("The photo is moved.").waitFor();
    expect((await galleryOf(context, memberId)).map((entry) => entry.id)).toEqual([first, second]);
    expect(await photos.nth(0).getByLabel("Caption of photo 1").inputValue()).toBe("First dance");

    await section(page).getByRole("button", { name: "Add photos", exact: true }).click();
    await section(page).getByText("Adding photos needs JavaScript").waitFor();
    await page.locator("#profile-photo").getByRole("button", { name: "Upload photo" }).click();
    await page.locator("#profile-photo").getByText("Uploading a photo needs JavaScript").waitFor();

    await photos.nth(1).getByRole("button", { name: "Delete photo 2" }).click();
    await section(page).getByText("The photo is deleted.").waitFor();
    expect((await galleryOf(context, memberId)).map((entry) => entry.id)).toEqual([first]);
  });
});
