import { conflict, DomainError, invalid } from "#lib/domain-errors.ts";
import type { FileStorage } from "#features/media/storage.service.server.ts";
import { PERSONAL_DATA_MESSAGES } from "./personal-data.rules.ts";
import type { DeleteAccountInput, PersonalData } from "./personal-data.schema.ts";
import type { PersonalDataRepository } from "./personal-data.repo.server.ts";

const EXPORT_NOTES = [
  "This is everything Marquee keeps about you, as stored. Dates are UTC.",
  "Passwords and the tokens of your sessions and emailed links are stored only as one-way hashes and are never included.",
  "Addresses lists the network addresses you used as the keyed hashes we store (to spot reviews from a vendor's own network), not the addresses themselves.",
  "Messages include both sides of your conversations; photos, videos and audio are at their URLs on this site, and linked videos at their host's.",
  "Analytics are not tied to a person: a vendor's listing analytics are counts of events about the listing.",
];

/** What a person may do with their own data: download all of it, and delete their account (decision 036). */
export function createPersonalDataService(deps: {
  repository: PersonalDataRepository;
  storage: FileStorage;
  passwordMatches: (accountId: number, password: string) => Promise<boolean>;
  onMemberChanged: (memberId: number) => void;
  now?: () => Date;
}) {
  const { repository, storage } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** GET /api/v1/me/data: the signed-in person's data; undefined once the account is deleted. */
    async export(accountId: number): Promise<PersonalData | undefined> {
      const data = await repository.personalData(accountId);
      if (!data) return undefined;
      // Rows carry Dates; the download is JSON text, so they become the ISO text they print as.
      return JSON.parse(JSON.stringify({ exportedAt: now().toISOString(), notes: EXPORT_NOTES, ...data }));
    },

    /**
     * DELETE /api/v1/me and `/account/delete`: the owner, proved by their current password, deletes
     * their account. Refused while a booking is still to happen, and for the last administrator.
     * Deleting an account already deleted (a parallel request) is `conflict` ACCOUNT_DELETED.
     */
    async deleteAccount(accountId: number, input: DeleteAccountInput): Promise<void> {
      if (!(await deps.passwordMatches(accountId, input.currentPassword))) {
        throw invalid("VALIDATION_FAILED", PERSONAL_DATA_MESSAGES.wrongPassword, {
          currentPassword: PERSONAL_DATA_MESSAGES.wrongPassword,
        });
      }
      const outcome = await repository.deleteAccount(accountId, now());
      if (outcome.kind === "upcoming-booking")
        throw conflict("UPCOMING_BOOKING", PERSONAL_DATA_MESSAGES.upcomingBooking);
      if (outcome.kind === "last-administrator") {
        throw new DomainError("refused", "LAST_ADMINISTRATOR", PERSONAL_DATA_MESSAGES.lastAdministrator);
      }
      if (outcome.kind === "already-deleted") throw conflict("ACCOUNT_DELETED", "This account is already deleted.");
      if (outcome.memberId !== null) deps.onMemberChanged(outcome.memberId);
      // Files go after the commit: a failed transaction must not have taken them. A file left behind by a
      // failing store is unreachable (no row names it), so it does not fail the deletion.
      await Promise.allSettled(outcome.unusedStorageKeys.map((key) => storage.delete(key)));
    },
  };
}

export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
