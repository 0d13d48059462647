import { api, errorCode, errorMessage } from "#app/lib/api-client.ts";

export type GalleryUploadOutcome = { added: number; failed: string[]; sessionEnded: boolean };

/**
 * Sends the chosen photos to the gallery one after another (POST /api/v1/members/{id}/gallery-photos),
 * so the plan's limit and each photo's checks answer for each. Loaded with the first upload: most
 * visits to the dashboard add no photo.
 */
export async function uploadGalleryPhotos(
  memberId: number,
  files: readonly File[],
  onProgress: (message: string) => void,
): Promise<GalleryUploadOutcome> {
  const outcome: GalleryUploadOutcome = { added: 0, failed: [], sessionEnded: false };
  for (const [index, file] of files.entries()) {
    onProgress(`Adding photo ${index + 1} of ${files.length}…`);
    const body = new FormData();
    body.append("photo", file, file.name);
    try {
      await api.post("/api/v1/members/{id}/gallery-photos", { path: { id: memberId }, body });
      outcome.added += 1;
    } catch (error) {
      if (errorCode(error) === "UNAUTHENTICATED") {
        outcome.sessionEnded = true;
        break;
      }
      outcome.failed.push(`${file.name}: ${errorMessage(error) ?? "it could not be added. Try again."}`);
    }
  }
  return outcome;
}
