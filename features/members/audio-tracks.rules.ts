/** Audio tracks a vendor uploads for their profile (decision 044). */

/** The most tracks a profile plays. */
export const MAX_AUDIO_TRACKS = 10;
/** The longest title a track takes: the line above its player. */
export const AUDIO_TITLE_MAX_LENGTH = 100;

export const AUDIO_TRACK_MESSAGES = {
  title: "Give the track a title.",
  titleTooLong: `Keep the title to ${AUDIO_TITLE_MAX_LENGTH} characters or fewer.`,
  tooMany: `A profile plays up to ${MAX_AUDIO_TRACKS} tracks: delete one to add another.`,
} as const;
