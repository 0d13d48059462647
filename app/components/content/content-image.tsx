import { HERO_HEIGHT, HERO_WIDTH, heroImageUrl, heroSrcSet } from "./content.logic.ts";
import "./content.css";

type ContentImageProps = {
  /** The storage key of a 1200 x 630 hero image; without one a decorative wash stands in. */
  storageKey: string | null;
  /** Widths the image is shown at, as an `<img sizes>` value. */
  sizes: string;
  /** The largest width worth asking for. */
  maxWidth?: number;
  /** The page's main image: loaded first. Others load lazily unless `eager`. */
  priority?: boolean;
  eager?: boolean;
  className?: string;
};

/** A content hero image (decorative: the heading beside it says what it shows). */
export function ContentImage({
  storageKey,
  sizes,
  maxWidth = HERO_WIDTH,
  priority,
  eager,
  className,
}: ContentImageProps) {
  const classes = ["content-image", className].filter(Boolean).join(" ");
  if (!storageKey) return <div className={`${classes} content-image--empty`} aria-hidden="true" />;
  const width = Math.min(maxWidth, HERO_WIDTH);
  return (
    <img
      className={classes}
      src={heroImageUrl(storageKey, width)}
      srcSet={heroSrcSet(storageKey, maxWidth)}
      sizes={sizes}
      width={width}
      height={Math.round((width * HERO_HEIGHT) / HERO_WIDTH)}
      alt=""
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
    />
  );
}
