import type { OutboxRepository } from "./outbox.repo.server.ts";
import { SENT_NOTIFICATION_KEPT_MS } from "./retention.rules.ts";

/** The outbox's part of retention, run by the accounts slice's retention service (wired by the composition root). */
export function createOutboxRetention(repository: OutboxRepository) {
  return {
    /** Deletes what was sent more than SENT_NOTIFICATION_KEPT_MS before `now`; resolves how many went. */
    forgetSent: (now: Date, batchRows: number): Promise<number> =>
      repository.deleteSentBefore(new Date(now.getTime() - SENT_NOTIFICATION_KEPT_MS), batchRows),
  };
}
export type OutboxRetention = ReturnType<typeof createOutboxRetention>;
