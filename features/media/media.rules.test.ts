import { describe, expect, it } from "vitest";
import { imageSuffix, imageUrl, isSafeStorageKey, parseImageSuffix } from "./media.rules.ts";

describe("image resize suffix (SPEC section 9: rs_{w}.{h} with optional fit and quality)", () => {
  it("builds and reads the suffix", () => {
    expect(imageSuffix({ width: 250, height: 250 })).toBe("rs_250.250");
    expect(imageUrl("seed/photo-01.jpg", { width: 348, height: 348, fit: "cover", quality: 75 })).toBe(
      "/images/rs_348.348.cover.q75/seed/photo-01.jpg",
    );
    expect(parseImageSuffix("rs_250.250")).toEqual({ width: 250, height: 250, fit: "cover", quality: 80, crop: null });
    expect(parseImageSuffix("rs_800.600.inside.q60")).toEqual({
      width: 800,
      height: 600,
      fit: "inside",
      quality: 60,
      crop: null,
    });
  });
  it("carries the crop and rotation of profile and search thumbnails", () => {
    const crop = { x: 0.1665, y: 0, width: 0.667, height: 1, rotation: 90 };
    const suffix = imageSuffix({ width: 250, height: 250, crop });
    expect(suffix).toBe("rs_250.250.c167-0-667-1000.r90");
    expect(parseImageSuffix(suffix)?.crop).toEqual({ x: 0.167, y: 0, width: 0.667, height: 1, rotation: 90 });
    expect(parseImageSuffix("rs_250.250.r180")?.crop).toEqual({ x: 0, y: 0, width: 1, height: 1, rotation: 180 });
    for (const bad of ["rs_250.250.c500-0-600-1000", "rs_250.250.c0-0-0-10", "rs_250.250.r45"]) {
      expect(parseImageSuffix(bad), bad).toBeUndefined();
    }
  });

  it("refuses malformed suffixes and absurd sizes", () => {
    for (const bad of [
      "rs_250",
      "rs_0.250",
      "rs_99999.10",
      "rs_3000.3000",
      "rs_250.250.stretch",
      "rs_250.250.q0",
      "rs_250.250.q101",
      "x",
    ]) {
      expect(parseImageSuffix(bad), bad).toBeUndefined();
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
