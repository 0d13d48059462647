import { api, errorCode, errorMessage, fieldErrors } from "#app/lib/api-client.ts";

export type AudioUploadOutcome =
  | { kind: "added" }
  | { kind: "refused"; fields: { title?: string; track?: string }; message: string }
  | { kind: "session-ended" };

/**
 * Sends one track and its title to the vendor's tracks (POST /api/v1/members/{id}/audio-tracks), which
 * checks the file by its content. Loaded with the first upload: most visits add no track.
 */
export async function uploadAudioTrack(memberId: number, title: string, file: File): Promise<AudioUploadOutcome> {
  const body = new FormData();
  body.append("title", title);
  body.append("track", file, file.name);
  try {
    await api.post("/api/v1/members/{id}/audio-tracks", { path: { id: memberId }, body });
    return { kind: "added" };
  } catch (error) {
    if (errorCode(error) === "UNAUTHENTICATED") return { kind: "session-ended" };
    const fields = fieldErrors(error);
    return {
      kind: "refused",
      fields: { title: fields.title, track: fields.track },
      message: errorMessage(error) ?? "The track could not be added. Try again.",
    };
  }
}
