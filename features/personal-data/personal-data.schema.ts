import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { PASSWORD_LIMITS } from "#features/accounts/accounts.rules.ts";
import { PERSONAL_DATA_MESSAGES } from "./personal-data.rules.ts";

const currentPasswordSchema = z
  .string(PERSONAL_DATA_MESSAGES.passwordRequired)
  .min(1, PERSONAL_DATA_MESSAGES.passwordRequired)
  .max(PASSWORD_LIMITS.max, PERSONAL_DATA_MESSAGES.wrongPassword);

/** DELETE /api/v1/me: the current password proves the owner. */
export const deleteAccountSchema = z.object({ currentPassword: currentPasswordSchema });
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** The `/account/delete` form: the password, and DELETE typed so nobody deletes by a slip. */
export const deleteAccountFormSchema = deleteAccountSchema.extend({
  confirmation: z
    .string(PERSONAL_DATA_MESSAGES.confirmation)
    .trim()
    .max(20, PERSONAL_DATA_MESSAGES.confirmation)
    .refine((typed) => typed === "DELETE", PERSONAL_DATA_MESSAGES.confirmation),
});

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/**
 * The download. Its parts are the rows Marquee keeps, as stored (dates as ISO text); a document of
 * this shape is validated loosely (records are open objects) because it mirrors the database.
 */
/** A row: its columns by name. */
const row = () => z.record(boundedText("name"), z.unknown());
const rows = z.array(row());
export const personalDataSchema = z.object({
  exportedAt: boundedText("timestamp"),
  notes: z.array(boundedText("text")),
  account: row(),
  sessions: rows,
  addresses: rows,
  notifications: rows,
  planner: z
    .object({
      profile: row(),
      requests: rows,
      quotesReceived: rows,
      messages: rows,
      bookings: rows,
      payments: rows,
      reviewsWritten: rows,
      favorites: rows,
    })
    .nullable(),
  vendor: z
    .object({
      listing: row(),
      categories: rows,
      photos: rows,
      videos: rows,
      audioTracks: rows,
      calendarEvents: rows,
      calendarEntries: rows,
      blackoutDates: rows,
      membershipOrders: rows,
      leads: rows,
      quotes: rows,
      messages: rows,
      bookings: rows,
      payments: rows,
      reviewsReceived: rows,
      listingAnalytics: rows,
    })
    .nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
