import type { NewNotification } from "#features/notifications/outbox.service.server.ts";

/** What the reply to a contact message needs of the message it answers. */
export type RepliedMessage = { id: number; name: string; email: string; topic: string; message: string };

/** How much of the visitor's own message the reply quotes back under the answer. */
const QUOTED_MESSAGE_MAX = 1_000;

/**
 * The operator's answer to a contact message, as the email the visitor receives: greeting, the answer
 * as written, then their message quoted so the thread reads on its own.
 */
export function contactReplyNotice(message: RepliedMessage, reply: string): NewNotification {
  const quoted =
    message.message.length > QUOTED_MESSAGE_MAX ? `${message.message.slice(0, QUOTED_MESSAGE_MAX)}…` : message.message;
  return {
    accountId: null,
    recipientEmail: message.email,
    kind: "contact.replied",
    subject: "Re: your message to Marquee",
    body: [
      `Hi ${message.name},`,
      "",
      reply,
      "",
      "The Marquee team",
      "",
      "You wrote:",
      ...quoted.split("\n").map((line) => `> ${line}`),
    ].join("\n"),
    payload: { contactMessageId: message.id },
  };
}
