import { useEffect, useRef } from "react";
import { LoadMoreButton } from "./load-more-button.tsx";
import { PhotoThumbnail, type ProfilePhotos } from "./use-profile-photos.tsx";

/**
 * The photo grid: thumbnails linking to the large image, which opens in the site modal once the page
 * is interactive; "Load more photos" appends the next page.
 */
export function PhotoGallery({ photos }: { photos: ProfilePhotos }) {
  const { name, page, loading, error, loadNextPage, openPhoto } = photos;
  const focusIndex = useRef<number | null>(null);
  const links = useRef(new Map<number, HTMLAnchorElement>());

  useEffect(() => {
    if (focusIndex.current === null) return;
    links.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [page]);

  if (page.total === 0) return <p className="profile-empty">No photos yet.</p>;

  const loadMore = async () => {
    focusIndex.current = page.items.length;
    if (!(await loadNextPage(page.items.length))) focusIndex.current = null;
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
              <PhotoThumbnail photo={photo} index={index} name={name} eager={index < 4} />
              <span className="visually-hidden"> (opens the full-size image)</span>
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
