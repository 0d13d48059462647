/**
 * Image URLs (SPEC section 9): a stored photo is asked for at a size with the suffix
 * `rs_{w}.{h}`, optionally followed by a fit (`.cover`, `.contain`, `.inside`) and a quality
 * (`.q{1-100}`): `/images/rs_250.250.cover.q80/seed/photo-01.jpg`.
 */
export const IMAGE_FITS = ["cover", "contain", "inside"] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
export type ImageSize = { width: number; height: number; fit?: ImageFit; quality?: number };

/** Sizes beyond this are refused: nothing on the site shows an image larger. */
export const MAX_IMAGE_DIMENSION = 2400;
const SUFFIX_PATTERN = /^rs_(\d{1,4})\.(\d{1,4})(?:\.(cover|contain|inside))?(?:\.q(\d{1,3}))?$/;

export function imageSuffix({ width, height, fit, quality }: ImageSize): string {
  return `rs_${width}.${height}${fit ? `.${fit}` : ""}${quality ? `.q${quality}` : ""}`;
}

export function imageUrl(storageKey: string, size: ImageSize): string {
  return `/images/${imageSuffix(size)}/${storageKey}`;
}

/** A stored file as it was uploaded (clips, audio). */
export function mediaUrl(storageKey: string): string {
  return `/media/${storageKey}`;
}

/** Reads a suffix; undefined when it is malformed or asks for an absurd size. */
export function parseImageSuffix(
  suffix: string,
): (Required<Pick<ImageSize, "width" | "height" | "fit">> & { quality: number }) | undefined {
  const match = SUFFIX_PATTERN.exec(suffix);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const quality = match[4] ? Number(match[4]) : 80;
  if (width < 1 || height < 1 || width > MAX_IMAGE_DIMENSION || height > MAX_IMAGE_DIMENSION) return undefined;
  if (quality < 1 || quality > 100) return undefined;
  return { width, height, fit: (match[3] as ImageFit | undefined) ?? "cover", quality };
}

/** Storage keys are relative paths of safe segments: no "..", no absolute paths, no odd characters. */
export function isSafeStorageKey(key: string): boolean {
  return (
    /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i.test(key) &&
    !key.split("/").some((segment) => segment === ".." || segment === ".")
  );
}
