import type { Principal } from "#features/accounts/sessions.service.server.ts";
import { forbidden } from "#lib/domain-errors.ts";
import { hideContactDetails } from "#features/contact-details/contact-details.rules.ts";
import {
  isoTimestamp,
  type MarketplaceContext,
  missing,
  notYours,
  requestSide,
  type RequestRow,
} from "./marketplace-context.server.ts";
import type { MessageDto, ThreadDto } from "./marketplace.schema.ts";

/** The conversation about a request between its planner and one vendor who received it. */
export function createMessagesService(context: MarketplaceContext) {
  const { repository } = context;

  /** The vendor of a conversation: one who received the request. */
  async function conversationVendor(requestId: number, memberId: number) {
    const vendor = await repository.vendor(memberId);
    if (!vendor || !(await repository.recipient(requestId, memberId)))
      throw missing(`conversation about request ${requestId} with vendor ${memberId}`);
    return vendor;
  }

  const senderName = (request: RequestRow, vendorName: string, role: MessageDto["senderRole"]) =>
    role === "planner" ? request.plannerFirstName : vendorName;

  return {
    async thread(principal: Principal, requestId: number, memberId: number): Promise<ThreadDto> {
      const request = await context.loadRequest(requestId);
      const side = requestSide(principal, request, memberId);
      if (!side) throw notYours();
      const vendor = await conversationVendor(requestId, memberId);
      const [rows, booking] = await Promise.all([
        repository.thread(requestId, memberId),
        repository.bookingOfRequest(requestId),
      ]);
      const reader = side === "planner" ? "planner" : "vendor";
      return {
        requestId,
        memberId,
        vendorName: vendor.name,
        plannerFirstName: request.plannerFirstName,
        contactShared: (await context.contactsSharedWith(request, booking, reader)) === memberId,
        messages: rows.map((row): MessageDto => {
          const senderRole = row.senderAccountId === request.plannerAccountId ? "planner" : "vendor";
          return {
            id: row.id,
            senderRole,
            senderName: senderName(request, vendor.name, senderRole),
            body: row.body,
            createdAt: isoTimestamp(row.createdAt),
            mine: row.senderAccountId === principal.accountId,
          };
        }),
      };
    },

    /**
     * A message in a request's conversation with one vendor. Contact details in it are hidden, as it is
     * stored, unless its reader may see them (a live booking, and a confirmed email for a planner): a
     * message written after a cancellation is hidden again, and earlier ones stay as they were stored.
     */
    async sendMessage(principal: Principal, requestId: number, memberId: number, body: string, clientToken: string) {
      const request = await context.loadRequest(requestId);
      const side = requestSide(principal, request, memberId);
      // Administrators read every conversation, but write in none.
      if (side === "admin") throw forbidden("Only the planner and the vendor write in their conversation.");
      if (!side) throw notYours();
      const vendor = await conversationVendor(requestId, memberId);
      const booking = await repository.bookingOfRequest(requestId);
      const reader = side === "planner" ? "vendor" : "planner";
      const shared = (await context.contactsSharedWith(request, booking, reader)) === memberId;
      const hidden = shared ? { text: body, hidden: false } : hideContactDetails(body);
      const { message, created } = await repository.transaction(async (repo) => {
        const stored = await repo.addMessage({
          requestId,
          memberId,
          senderAccountId: principal.accountId,
          body: hidden.text,
          clientToken,
        });
        if (stored.created) {
          await context.notify(repo, [
            side === "planner"
              ? context.notices.messageToVendor(vendor, request, hidden.text)
              : context.notices.messageToPlanner(request, vendor, hidden.text),
          ]);
        }
        return stored;
      });
      const dto: MessageDto = {
        id: message.id,
        senderRole: side,
        senderName: senderName(request, vendor.name, side),
        body: message.body,
        createdAt: isoTimestamp(message.createdAt),
        mine: true,
      };
      return { message: dto, contactHidden: hidden.hidden, created };
    },
  };
}
