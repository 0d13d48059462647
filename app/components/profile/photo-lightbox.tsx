import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PhotoDto } from "#features/members/members.schema.ts";

export type LightboxMove = "next" | "previous";
export type LightboxAction = LightboxMove | "close";

/**
 * One photo at full size inside the site modal, with Previous and Next through all the vendor's
 * photos, loading the next pages as the moves reach them; the arrow keys do the same. The heading,
 * focused on every move, says which photo is shown out of all of them.
 */
export function PhotoLightbox({
  photos,
  total,
  startIndex,
  name,
  loadMore,
  onMove,
}: {
  /** The photos the gallery has loaded so far. */
  photos: readonly PhotoDto[];
  /** How many photos the vendor has in all. */
  total: number;
  startIndex: number;
  name: string;
  /** Loads the gallery's page after the photos loaded; resolves to every photo now loaded, or `null` when it failed. */
  loadMore: (loaded: number) => Promise<readonly PhotoDto[] | null>;
  /** Told about every move with the index now shown, and about closing: the gallery reports them to analytics. */
  onMove: (action: LightboxAction, index: number) => void;
}) {
  const [loaded, setLoaded] = useState(photos);
  const [index, setIndex] = useState(startIndex);
  const [failed, setFailed] = useState(false);
  const moving = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = Math.max(total, loaded.length);
  const photo = loaded[index];

  useEffect(() => {
    headingRef.current?.focus();
  }, [index]);

  const go = async (move: LightboxMove) => {
    if (moving.current) return;
    const next = (index + (move === "next" ? 1 : count - 1)) % count;
    moving.current = true;
    let available = loaded;
    while (next >= available.length) {
      const more = await loadMore(available.length);
      if (!more || more.length <= available.length) break;
      available = more;
    }
    moving.current = false;
    setLoaded(available);
    setFailed(next >= available.length);
    if (next >= available.length) return;
    setIndex(next);
    onMove(move, next);
  };

  // The arrow keys turn the photos while the lightbox is open (nothing else is open then).
  const goRef = useRef(go);
  const shown = useRef({ index, onMove });
  // Before the browser paints: a key pressed once the new photo shows must move from that photo.
  useLayoutEffect(() => {
    goRef.current = go;
    shown.current = { index, onMove };
  });
  // The lightbox leaves when the modal closes (button, Escape or a route change).
  useEffect(() => () => shown.current.onMove("close", shown.current.index), []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (count < 2) return;
      if (event.key === "ArrowRight") void goRef.current("next");
      else if (event.key === "ArrowLeft") void goRef.current("previous");
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
      {failed && (
        <p className="photo-lightbox__caption" role="alert">
          Sorry, the next photos didn&apos;t load. Please try again.
        </p>
      )}
      {count > 1 && (
        <div className="photo-lightbox__controls">
          <button type="button" className="button button--secondary" onClick={() => void go("previous")}>
            Previous photo
          </button>
          <button type="button" className="button button--secondary" onClick={() => void go("next")}>
            Next photo
          </button>
        </div>
      )}
    </figure>
  );
}
