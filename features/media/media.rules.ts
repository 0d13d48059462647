import { HERO_IMAGE_SIZE, SECOND_IMAGE_SIZE, THUMBNAIL_SIZE } from "#lib/constants.ts";

/**
 * Image URLs (SPEC section 9): a stored photo is asked for at a size with the suffix
 * `rs_{w}.{h}`, optionally followed by a fit (`.cover`, `.contain`, `.inside`) and a quality
 * (`.q{quality}`): `/images/rs_250.250.cover.q80/seed/photo-01.jpg`. Only the sizes and qualities
 * the pages ask for are rendered (decision 020).
 */
export const IMAGE_FITS = ["cover", "contain", "inside"] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];
/** A crop as fractions (0 to 1) of the source image, and a quarter-turn rotation applied first. */
export type ImageCrop = { x: number; y: number; width: number; height: number; rotation?: number };
export type ImageSize = { width: number; height: number; fit?: ImageFit; quality?: number; crop?: ImageCrop | null };
export const IMAGE_ROTATIONS = [0, 90, 180, 270] as const;

/** The square photos of search cards, profiles and galleries: the only sizes that carry a stored crop. */
const CROPPABLE_IMAGE_SIZES = [
  { width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE },
  { width: SECOND_IMAGE_SIZE, height: SECOND_IMAGE_SIZE },
] as const;

/** Every size a page asks for; any other is refused, so a caller cannot make the server render at will. */
export const IMAGE_SIZES: readonly { width: number; height: number }[] = [
  ...CROPPABLE_IMAGE_SIZES,
  // A profile's photo gallery (features/profiles).
  { width: 1200, height: 800 },
  // Content hero images: the srcset widths of app/components/content/content.logic.ts, at the 1200 x 630 ratio.
  ...[400, 600, 900, HERO_IMAGE_SIZE.width].map((width) => ({
    width,
    height: Math.round((width * HERO_IMAGE_SIZE.height) / HERO_IMAGE_SIZE.width),
  })),
];

/** The default quality, and the hero images' slightly lighter one. */
export const DEFAULT_IMAGE_QUALITY = 80;
export const IMAGE_QUALITIES: readonly number[] = [78, DEFAULT_IMAGE_QUALITY];

const isSize = (sizes: readonly { width: number; height: number }[], width: number, height: number) =>
  sizes.some((size) => size.width === width && size.height === height);

/** Crops travel in the suffix as per-mille integers (`.c{x}-{y}-{w}-{h}`), rotations as `.r{degrees}`. */
const SUFFIX_PATTERN =
  /^rs_(\d{1,4})\.(\d{1,4})(?:\.(cover|contain|inside))?(?:\.q(\d{1,3}))?(?:\.c(\d{1,4})-(\d{1,4})-(\d{1,4})-(\d{1,4}))?(?:\.r(\d{1,3}))?$/;

const perMille = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 1000);

export function imageSuffix({ width, height, fit, quality, crop }: ImageSize): string {
  const cropPart = crop
    ? `.c${perMille(crop.x)}-${perMille(crop.y)}-${perMille(crop.width)}-${perMille(crop.height)}`
    : "";
  const rotationPart = crop?.rotation ? `.r${crop.rotation}` : "";
  return `rs_${width}.${height}${fit ? `.${fit}` : ""}${quality ? `.q${quality}` : ""}${cropPart}${rotationPart}`;
}

export function imageUrl(storageKey: string, size: ImageSize): string {
  return `/images/${imageSuffix(size)}/${storageKey}`;
}

/** A stored file as it was uploaded (clips, audio). */
export function mediaUrl(storageKey: string): string {
  return `/media/${storageKey}`;
}

export type ParsedImageSuffix = {
  width: number;
  height: number;
  fit: ImageFit;
  quality: number;
  crop: ImageCrop | null;
};

/**
 * Reads a suffix; undefined when it is malformed, asks for a size or quality no page uses, crops
 * outside the image, or crops a size that is never cropped.
 */
export function parseImageSuffix(suffix: string): ParsedImageSuffix | undefined {
  const match = SUFFIX_PATTERN.exec(suffix);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  const quality = match[4] ? Number(match[4]) : DEFAULT_IMAGE_QUALITY;
  if (!isSize(IMAGE_SIZES, width, height) || !IMAGE_QUALITIES.includes(quality)) return undefined;
  let crop: ImageCrop | null = null;
  if (match[5] !== undefined) {
    const [x, y, cropWidth, cropHeight] = [match[5], match[6], match[7], match[8]].map(Number) as [
      number,
      number,
      number,
      number,
    ];
    if (cropWidth < 1 || cropHeight < 1 || x + cropWidth > 1000 || y + cropHeight > 1000) return undefined;
    crop = { x: x / 1000, y: y / 1000, width: cropWidth / 1000, height: cropHeight / 1000 };
  }
  const rotation = match[9] !== undefined ? Number(match[9]) : 0;
  if (!(IMAGE_ROTATIONS as readonly number[]).includes(rotation)) return undefined;
  if (rotation !== 0) crop = { ...(crop ?? { x: 0, y: 0, width: 1, height: 1 }), rotation };
  if (crop && !isSize(CROPPABLE_IMAGE_SIZES, width, height)) return undefined;
  return { width, height, fit: (match[3] as ImageFit | undefined) ?? "cover", quality, crop };
}

/** Storage keys are relative paths of safe segments: no "..", no absolute paths, no odd characters. */
export function isSafeStorageKey(key: string): boolean {
  return (
    /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i.test(key) &&
    !key.split("/").some((segment) => segment === ".." || segment === ".")
  );
}
