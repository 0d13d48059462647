import { PhotoThumbnail, type ProfilePhotos } from "./use-profile-photos.tsx";

/** A profile leads with its photos once it has this many; fewer read better in the header alone. */
export const MOSAIC_MIN_PHOTOS = 3;
/** The lead photo and up to four beside it. */
const MOSAIC_PHOTOS = 5;
/** The large image's size (`PhotoDto.url`): it fills the mosaic's left half from the tablet width up. */
const LARGE_WIDTH = 1200;
const LARGE_HEIGHT = 800;

/**
 * The top of a profile with photos: the first large and up to four beside it on wider screens, a
 * strip of squares to swipe on a phone. Each opens the lightbox at that photo (the large image without
 * JavaScript), and the last leads to the whole gallery.
 */
export function PhotoMosaic({ photos }: { photos: ProfilePhotos }) {
  const { name, page, openPhoto } = photos;
  if (page.total < MOSAIC_MIN_PHOTOS) return null;
  const shown = page.items.slice(0, MOSAIC_PHOTOS);
  return (
    <section className="photo-mosaic" aria-label={`Photos of ${name}`}>
      <ul className={`photo-mosaic__list photo-mosaic__list--${shown.length}`}>
        {shown.map((photo, index) => (
          <li key={photo.id} className="photo-mosaic__item">
            <a className="photo-mosaic__link" href={photo.url} onClick={(event) => openPhoto(event, index)}>
              {index === 0 ? (
                <picture>
                  <source media="(min-width: 768px)" srcSet={photo.url} width={LARGE_WIDTH} height={LARGE_HEIGHT} />
                  <PhotoThumbnail photo={photo} index={index} name={name} eager fetchPriority="high" />
                </picture>
              ) : (
                <PhotoThumbnail photo={photo} index={index} name={name} eager={index < 2} />
              )}
              <span className="visually-hidden"> (opens the full-size image)</span>
            </a>
          </li>
        ))}
      </ul>
      <a className="photo-mosaic__all" href="#photos">
        See all {page.total} photos
      </a>
    </section>
  );
}
