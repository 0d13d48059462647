import type { FastifyBaseLogger } from "fastify";
import type { OutboxRetention } from "#features/notifications/retention.service.server.ts";
import type { AccountsRepository } from "./accounts.repo.server.ts";
import { LOGIN_THROTTLE } from "./accounts.service.server.ts";
import { ENDED_SESSION_KEPT_MS, RETENTION_BATCH_ROWS, SPENT_LINK_KEPT_MS } from "./retention.rules.ts";

/** Log-in attempts are read only by the throttle, over its window: older ones are never counted again. */
const LOGIN_ATTEMPTS_KEPT_MS = LOGIN_THROTTLE.windowMs;

/** Retention runs hourly: what it deletes is days old, so the hour it waits changes nothing. */
const RETENTION_INTERVAL_MS = 60 * 60_000;

export type RetentionRun = {
  sessions: number;
  accessTokens: number;
  refreshTokens: number;
  passwordResetTokens: number;
  emailConfirmations: number;
  loginAttempts: number;
  sentNotifications: number;
};

/**
 * Deletes what is kept no longer (retention.rules.ts, and the outbox's): ended sessions with their
 * tokens, spent links, old log-in attempts and long-sent notifications.
 */
export function createRetentionService(deps: {
  repository: AccountsRepository;
  outbox: OutboxRetention;
  batchRows?: number;
}) {
  const { repository, outbox } = deps;
  const batchRows = deps.batchRows ?? RETENTION_BATCH_ROWS;
  let running: Promise<RetentionRun> | null = null;

  async function retainOnce(now: Date): Promise<RetentionRun> {
    const before = (keptMs: number) => new Date(now.getTime() - keptMs);
    const ended = await repository.deleteSessionsEndedBefore(before(ENDED_SESSION_KEPT_MS), batchRows);
    return {
      ...ended,
      passwordResetTokens: await repository.deleteResetTokensSpentBefore(before(SPENT_LINK_KEPT_MS), batchRows),
      emailConfirmations: await repository.deleteConfirmationsSpentBefore(before(SPENT_LINK_KEPT_MS), batchRows),
      loginAttempts: await repository.deleteLoginAttemptsBefore(before(LOGIN_ATTEMPTS_KEPT_MS), batchRows),
      sentNotifications: await outbox.forgetSent(now, batchRows),
    };
  }

  const service = {
    /** One run; a call while one is under way shares it. Resolves how many rows of each kind went. */
    retain(now: Date = new Date()): Promise<RetentionRun> {
      running ??= retainOnce(now).finally(() => {
        running = null;
      });
      return running;
    },

    /**
     * Runs hourly in every process (each delete skips rows another is deleting), first at a random
     * moment of the first hour so processes started together do not run together. Returns the stop.
     */
    startRetaining(log?: FastifyBaseLogger): () => void {
      const runLogged = () => {
        const started = performance.now();
        service.retain().then(
          (deleted) => log?.info({ deleted, durationMs: Math.round(performance.now() - started) }, "retention run"),
          (error: unknown) => log?.warn({ err: error }, "retention run failed; the next one retries"),
        );
      };
      let interval: NodeJS.Timeout | undefined;
      const first = setTimeout(() => {
        runLogged();
        interval = setInterval(runLogged, RETENTION_INTERVAL_MS);
        interval.unref();
      }, Math.random() * RETENTION_INTERVAL_MS);
      first.unref();
      return () => {
        clearTimeout(first);
        clearInterval(interval);
      };
    },
  };
  return service;
}
export type RetentionService = ReturnType<typeof createRetentionService>;
