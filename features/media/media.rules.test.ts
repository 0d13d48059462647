import { describe, expect, it } from "vitest";
import { heroImageUrl, heroSrcSet } from "#app/components/content/content.logic.ts";
import { SECOND_IMAGE_SIZE, THUMBNAIL_SIZE } from "#lib/constants.ts";
import {
  IMAGE_QUALITIES,
  IMAGE_SIZES,
  imageSuffix,
  imageUrl,
  isSafeStorageKey,
  parseImageSuffix,
} from "./media.rules.ts";

describe("image resize suffix (SPEC section 9: rs_{w}.{h} with optional fit and quality)", () => {
  it("builds and reads the suffix", () => {
    expect(imageSuffix({ width: 250, height: 250 })).toBe("rs_250.250");
    expect(imageUrl("seed/photo-01.jpg", { width: 348, height: 348, fit: "cover", quality: 78 })).toBe(
      "/images/rs_348.348.cover.q78/seed/photo-01.jpg",
    );
    expect(parseImageSuffix("rs_250.250")).toEqual({ width: 250, height: 250, fit: "cover", quality: 80, crop: null });
    expect(parseImageSuffix("rs_1200.800.inside.q78")).toEqual({
      width: 1200,
      height: 800,
      fit: "inside",
      quality: 78,
      crop: null,
    });
  });

  it("carries the crop and rotation of profile and search thumbnails, and only on them", () => {
    const crop = { x: 0.1665, y: 0, width: 0.667, height: 1, rotation: 90 };
    const suffix = imageSuffix({ width: 250, height: 250, crop });
    expect(suffix).toBe("rs_250.250.c167-0-667-1000.r90");
    expect(parseImageSuffix(suffix)?.crop).toEqual({ x: 0.167, y: 0, width: 0.667, height: 1, rotation: 90 });
    expect(parseImageSuffix("rs_348.348.r180")?.crop).toEqual({ x: 0, y: 0, width: 1, height: 1, rotation: 180 });
    for (const bad of [
      "rs_250.250.c500-0-600-1000",
      "rs_250.250.c0-0-0-10",
      "rs_250.250.r45",
      "rs_1200.800.c0-0-500-500",
      "rs_1200.630.r90",
    ]) {
      expect(parseImageSuffix(bad), bad).toBeUndefined();
    }
  });

  it("reads only the sizes and qualities the pages use", () => {
    expect(IMAGE_SIZES).toContainEqual({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE });
    expect(IMAGE_SIZES).toContainEqual({ width: SECOND_IMAGE_SIZE, height: SECOND_IMAGE_SIZE });
    expect(IMAGE_SIZES.length).toBeLessThanOrEqual(8);
    expect(IMAGE_QUALITIES).toEqual([78, 80]);
    for (const bad of [
      "rs_250",
      "rs_0.250",
      "rs_-1.250",
      "rs_251.250",
      "rs_300.300",
      "rs_99999.10",
      "rs_2147483648.250",
      "rs_1e309.250",
      "rs_2400.2400",
      "rs_3000.3000",
      "rs_250.250.stretch",
      "rs_250.250.q0",
      "rs_250.250.q60",
      "rs_250.250.q100",
      "rs_250.250.q101",
      `rs_${"9".repeat(400)}.250`,
      "x",
    ]) {
      expect(parseImageSuffix(bad), bad).toBeUndefined();
    }
  });

  it("accepts every size the content pages build", () => {
    const urls = [
      heroImageUrl("seed/hero.jpg"),
      ...[1200, 900].flatMap((maxWidth) => heroSrcSet("seed/hero.jpg", maxWidth).split(", ")),
    ].map((candidate) => candidate.split(" ")[0] as string);
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) {
      expect(parseImageSuffix(url.split("/")[2] as string), url).toBeDefined();
    }
  });

  it("accepts only plain relative storage keys", () => {
    expect(isSafeStorageKey("seed/photo-01.jpg")).toBe(true);
    expect(isSafeStorageKey("../etc/passwd")).toBe(false);
    expect(isSafeStorageKey("seed/../../etc/passwd")).toBe(false);
    expect(isSafeStorageKey("/etc/passwd")).toBe(false);
    expect(isSafeStorageKey("photo.jpg")).toBe(false);
  });
});
