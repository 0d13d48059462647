import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "#db/client.server.ts";
import { createOutboxRepository, type NewNotification, type OutboxRepository } from "./outbox.repo.server.ts";

export type { NewNotification };

const DELIVERY_BATCH = 20;
const DELIVERY_INTERVAL_MS = 5_000;

/**
 * The notification outbox: every email is first a row in `notifications`, so nothing is lost when the
 * mail server is down. With SMTP_URL set, rows are delivered right away and retried every few seconds;
 * without it they stay in the table, readable at /dev/outbox (in development, and by administrators).
 */
export function createOutboxService(deps: {
  repository: OutboxRepository;
  smtpUrl: string | undefined;
  fromAddress: string;
  log?: FastifyBaseLogger;
}) {
  const { repository } = deps;
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  let delivering: Promise<number> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    const claimed = await repository.claimUnsent(DELIVERY_BATCH);
    let sent = 0;
    for (const notification of claimed) {
      try {
        await transport.sendMail({
          from: deps.fromAddress,
          to: notification.recipientEmail,
          subject: notification.subject,
          text: notification.body,
        });
        await repository.markSent(notification.id);
        sent += 1;
      } catch (error) {
        deps.log?.warn({ err: error, notificationId: notification.id }, "email delivery failed; will retry");
      }
    }
    return sent;
  }

  const service = {
    isDelivering: transport !== undefined,

    async enqueue(notification: NewNotification): Promise<number> {
      const id = await repository.enqueue(notification);
      if (transport) void service.deliverPending().catch(() => {});
      else deps.log?.info({ notificationId: id, kind: notification.kind }, "email kept in the outbox (no SMTP_URL)");
      return id;
    },

    /** Sends what is waiting; concurrent calls share one run. Resolves how many were sent. */
    deliverPending(): Promise<number> {
      delivering ??= deliverBatch().finally(() => {
        delivering = null;
      });
      return delivering;
    },

    recent: (limit: number, recipientEmail?: string) => repository.recent(limit, recipientEmail),

    countRecent: (accountId: number, kind: string, since: Date) => repository.countRecent(accountId, kind, since),

    start(): void {
      if (!transport || timer) return;
      timer = setInterval(() => void service.deliverPending().catch(() => {}), DELIVERY_INTERVAL_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await delivering?.catch(() => {});
      transport?.close();
    },
  };
  return service;
}
export type OutboxService = ReturnType<typeof createOutboxService>;

/**
 * The outbox as part of another slice's transaction (wired by the composition root): a notice is stored
 * with the change it announces, or not at all, and goes out on the next delivery round.
 */
export function outboxWithin(transaction: Database): { enqueue(notification: NewNotification): Promise<number> } {
  const repository = createOutboxRepository(transaction);
  return { enqueue: (notification) => repository.enqueue(notification) };
}

export type OutboxWithin = typeof outboxWithin;
