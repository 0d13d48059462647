import { useEffect, useRef, useState } from "react";
import type { PhotoDto } from "#features/members/members.schema.ts";

export type LightboxMove = "next" | "previous";
export type LightboxAction = LightboxMove | "close";

/**
 * One photo at full size inside the site modal, with Previous and Next through the photos already
 * loaded; the arrow keys do the same. The heading, focused on every move, says which photo is shown.
 */
export function PhotoLightbox({
  photos,
  startIndex,
  name,
  onMove,
}: {
  photos: readonly PhotoDto[];
  startIndex: number;
  name: string;
  /** Told about every move with the index now shown, and about closing: the gallery reports them to analytics. */
  onMove: (action: LightboxAction, index: number) => void;
}) {
  const [index, setIndex] = useState(startIndex);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = photos.length;
  const photo = photos[index];

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const go = (move: LightboxMove) => {
    const next = (index + (move === "next" ? 1 : count - 1)) % count;
    setIndex(next);
    onMove(move, next);
  };

  // The arrow keys turn the photos while the lightbox is open (nothing else is open then).
  const goRef = useRef(go);
  const shown = useRef({ index, onMove });
  useEffect(() => {
    goRef.current = go;
    shown.current = { index, onMove };
  });
  // The lightbox leaves when the modal closes (button, Escape or a route change).
  useEffect(() => () => shown.current.onMove("close", shown.current.index), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === "ArrowRight") goRef.current("next");
      else if (event.key === "ArrowLeft") goRef.current("previous");
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [count]);

  if (!photo) return null;
  return (
    <figure className="photo-lightbox">
      <h2 ref={headingRef} tabIndex={-1} className="photo-lightbox__heading">
        {name}: photo {index + 1} of {count}
      </h2>
      <img
        className="photo-lightbox__image"
        src={photo.url}
        alt={photo.caption ?? `${name}, photo ${index + 1}`}
        width={photo.width}
        height={photo.height}
        decoding="async"
      />
      {photo.caption && <figcaption className="photo-lightbox__caption">{photo.caption}</figcaption>}
      {count > 1 && (
        <div className="photo-lightbox__controls">
          <button type="button" className="button button--secondary" onClick={() => go("previous")}>
            Previous photo
          </button>
          <button type="button" className="button button--secondary" onClick={() => go("next")}>
            Next photo
          </button>
        </div>
      )}
    </figure>
  );
}
