import { type MouseEvent, useEffect, useRef } from "react";
import { PROFILE_PAGE_SIZES } from "#features/profiles/profiles.rules.ts";
import type { PhotoDto } from "#features/members/members.schema.ts";
import { SECOND_IMAGE_SIZE } from "#lib/constants.ts";
import { track } from "#app/lib/analytics/track.ts";
import { useModal } from "../modal/modal.tsx";
import { LoadMoreButton } from "./load-more-button.tsx";
import { type LightboxAction, PhotoLightbox } from "./photo-lightbox.tsx";
import { type Page, usePagedList } from "./use-paged-list.ts";

/**
 * The photo grid: thumbnails linking to the large image, which opens in the site modal once the page
 * is interactive (a new tab or a modified click still follows the link); "Load more photos" appends
 * the next page.
 */
export function PhotoGallery({ memberId, name, initial }: { memberId: number; name: string; initial: Page<PhotoDto> }) {
  const { page, loading, error, run } = usePagedList(initial);
  const focusIndex = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const { openModal } = useModal();

  useEffect(() => {
    if (focusIndex.current === null) return;
    links.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [page]);

  if (page.total === 0) return <p className="profile-empty">No photos yet.</p>;

  /** Appends the page after the first `loaded` photos; resolves to every photo now loaded, or `null` when it failed. */
  const loadNextPage = async (loaded: number) => {
    const path = `/api/v1/profiles/${memberId}/photos?skip=${loaded}&take=${PROFILE_PAGE_SIZES.photos}`;
    return (await run(path, "append"))?.items ?? null;
  };

  const loadMore = async () => {
    focusIndex.current = page.items.length;
    if (!(await loadNextPage(page.items.length))) focusIndex.current = null;
  };

  const openPhoto = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const { items, total } = page;
    const report = (action: "open" | LightboxAction, shown: number) =>
      track("Carousel Interaction", { carousel: "Profile photos", action, index: shown, total }, { memberId });
    report("open", index);
    openModal(
      <PhotoLightbox
        photos={items}
        total={total}
        startIndex={index}
        name={name}
        loadMore={loadNextPage}
        onMove={report}
      />,
      { label: `${name}: photos` },
    );
  };

  return (
    <>
      <ul className="profile-photos">
        {page.items.map((photo, index) => (
          <li key={photo.id} className="profile-photos__item">
            <a
              className="profile-photos__link"
              href={photo.url}
              onClick={(event) => openPhoto(event, index)}
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
