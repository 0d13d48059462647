import type { MouseEvent } from "react";
import { PROFILE_PAGE_SIZES } from "#features/profiles/profiles.rules.ts";
import type { PhotoDto } from "#features/members/members.schema.ts";
import { SECOND_IMAGE_SIZE } from "#lib/constants.ts";
import { track } from "#app/lib/analytics/track.ts";
import { useModal } from "../modal/modal.tsx";
import { type LightboxAction, PhotoLightbox } from "./photo-lightbox.tsx";
import { api } from "#app/lib/api-client.ts";
import { type Page, usePagedList } from "./use-paged-list.ts";

/**
 * A profile's photos as the page holds them: the pages loaded so far, "load more", and the lightbox
 * that opens on any of them. The gallery and the photo mosaic at the top share one list, so a photo
 * loaded by either is there for both.
 */
export function useProfilePhotos(memberId: number, name: string, initial: Page<PhotoDto>) {
  const { page, loading, error, run } = usePagedList(initial);
  const { openModal } = useModal();

  /** Appends the page after the first `loaded` photos; resolves to every photo now loaded, or `null` when it failed. */
  const loadNextPage = async (loaded: number) => {
    const photos = (signal: AbortSignal) =>
      api.get("/api/v1/profiles/{id}/photos", {
        path: { id: memberId },
        query: { skip: loaded, take: PROFILE_PAGE_SIZES.photos },
        signal,
      });
    return (await run(photos, "append"))?.items ?? null;
  };

  /** Opens photo `index` in the lightbox; a new tab or a modified click still follows the link. */
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

  return { name, page, loading, error, loadNextPage, openPhoto };
}
export type ProfilePhotos = ReturnType<typeof useProfilePhotos>;

/** A photo's square thumbnail inside its link, named by its caption or its place among the vendor's photos. */
export function PhotoThumbnail({
  photo,
  index,
  name,
  eager,
  fetchPriority,
}: {
  photo: PhotoDto;
  index: number;
  name: string;
  eager: boolean;
  fetchPriority?: "high";
}) {
  return (
    <img
      src={photo.thumbnailUrl}
      width={SECOND_IMAGE_SIZE}
      height={SECOND_IMAGE_SIZE}
      alt={photo.caption ?? `${name}, photo ${index + 1}`}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
