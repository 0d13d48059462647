import { useEffect, useRef } from "react";
import { PROFILE_PAGE_SIZES } from "#features/profiles/profiles.rules.ts";
import type { PhotoDto } from "#features/profiles/profiles.schema.ts";
import { SECOND_IMAGE_SIZE } from "#lib/constants.ts";
import { LoadMoreButton } from "./load-more-button.tsx";
import { type Page, usePagedList } from "./use-paged-list.ts";

/** The photo grid: thumbnails linking to the large image; "Load more photos" appends the next page. */
export function PhotoGallery({ memberId, name, initial }: { memberId: number; name: string; initial: Page<PhotoDto> }) {
  const { page, loading, error, run } = usePagedList(initial);
  const focusIndex = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());

  useEffect(() => {
    if (focusIndex.current === null) return;
    links.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [page]);

  if (page.total === 0) return <p className="profile-empty">No photos yet.</p>;

  const loadMore = async () => {
    const start = page.items.length;
    focusIndex.current = start;
    const path = `/api/v1/profiles/${memberId}/photos?skip=${start}&take=${PROFILE_PAGE_SIZES.photos}`;
    if (!(await run(path, "append"))) focusIndex.current = null;
  };

  return (
    <>
      <ul className="profile-photos">
        {page.items.map((photo, index) => (
          <li key={photo.id} className="profile-photos__item">
            <a
              className="profile-photos__link"
              href={photo.url}
              ref={(element) => {
                if (element) links.current.set(index, element);
                else links.current.delete(index);
              }}
            >
              <img
                src={photo.thumbnailUrl}
                width={SECOND_IMAGE_SIZE}
                height={SECOND_IMAGE_SIZE}
                alt={photo.caption ?? `${name}, photo ${index + 1}`}
                loading={index < 4 ? "eager" : "lazy"}
                decoding="async"
              />
              <span className="profile-sr-only"> (opens the full-size image)</span>
            </a>
          </li>
        ))}
      </ul>
      <LoadMoreButton
        label="Load more photos"
        shown={page.items.length}
        total={page.total}
        loading={loading}
        error={error}
        onClick={() => void loadMore()}
      />
    </>
  );
}
