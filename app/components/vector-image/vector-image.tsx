import { useEffect, useState } from "react";
import { loadVectorImage, VECTOR_IMAGE_NOT_FOUND } from "./vector-image.load.ts";
import "./vector-image.css";

type VectorImageProps = {
  src: string | null | undefined;
  /** Empty for a decorative image: then 'Not found' is shown but not read out either. */
  alt: string;
  width: number;
  height: number;
  className?: string;
};

type Shown = { src: string | null | undefined; url: string } | { src: string | null | undefined; failed: true };

/**
 * An SVG loaded by URL and checked before it is shown (SPEC section 8); 'Not found' in its place
 * when it cannot be. Its box keeps the given size throughout, so nothing moves when it arrives.
 */
export function VectorImage({ src, alt, width, height, className }: VectorImageProps) {
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    loadVectorImage(src, globalThis, controller.signal).then(
      (load) => {
        if (controller.signal.aborted) return;
        if (!load.ok) {
          setShown({ src, failed: true });
          return;
        }
        objectUrl = URL.createObjectURL(load.svg);
        setShown({ src, url: objectUrl });
      },
      () => {},
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  const classes = ["vector-image", className].filter(Boolean).join(" ");
  // Until this source has loaded (the server's page included), an empty box of the image's size.
  const current = shown?.src === src ? shown : null;
  if (current && "url" in current) {
    return <img className={classes} src={current.url} alt={alt} width={width} height={height} />;
  }
  return (
    <span
      className={`${classes} vector-image--placeholder`}
      style={{ width, aspectRatio: `${width} / ${height}` }}
      aria-hidden={alt === "" || !current ? true : undefined}
    >
      {current ? VECTOR_IMAGE_NOT_FOUND : null}
    </span>
  );
}
