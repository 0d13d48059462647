/**
 * Uploaded audio (decision 044): a track is checked by its content, never its name or declared type,
 * and kept as uploaded; these are its limits and the words of its refusals.
 */

/** Bytes on the wire, and the length a track may run: a song or a medley, not a whole set. */
export const AUDIO_LIMITS = { maxBytes: 15 * 1024 * 1024, minSeconds: 1, maxSeconds: 15 * 60 } as const;
/** What a browser may offer in the file chooser; the server decides by the content. */
export const AUDIO_TYPES = ["audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/ogg", "audio/wav", "audio/x-wav"] as const;

export const AUDIO_MESSAGES = {
  choose: "Choose an audio file to upload.",
  type: "Choose an MP3, M4A, Ogg or WAV file.",
  size: "Choose a file of at most 15 MB.",
  unreadable: "This file is not audio we can play. Use an MP3, M4A, Ogg or WAV file.",
  tooShort: "This track is shorter than a second. Choose a longer recording.",
  tooLong: "This track runs over 15 minutes. Upload a shorter excerpt.",
} as const;

/** What the browser says of a chosen file, before sending it: its declared type and its size. */
export function audioFileProblem(file: { type: string; size: number } | null): string | null {
  if (file === null) return AUDIO_MESSAGES.choose;
  if (file.type !== "" && !(AUDIO_TYPES as readonly string[]).includes(file.type)) return AUDIO_MESSAGES.type;
  if (file.size > AUDIO_LIMITS.maxBytes) return AUDIO_MESSAGES.size;
  return null;
}
