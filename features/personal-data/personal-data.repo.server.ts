import { and, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#db/client.server.ts";
import {
  accountAddresses,
  accounts,
  clients,
  emailConfirmations,
  loginAttempts,
  passwordResetTokens,
  sessions,
} from "#db/schema/accounts.ts";
import { analyticsEvents } from "#db/schema/analytics.ts";
import {
  blackoutDates,
  calendarEntries,
  calendarEvents,
  feedback,
  memberAudioTracks,
  memberPhotos,
  members,
  memberServiceTypes,
  memberVideos,
  membershipOrders,
} from "#db/schema/members.ts";
import {
  bookingProblemMessages,
  bookings,
  favorites,
  messages,
  notifications,
  payments,
  quotes,
  requestRecipients,
  requests,
  requestServiceTypes,
} from "#db/schema/requests.ts";
import type { AuditWithin } from "#features/audit/audit.service.server.ts";
import type { BookingState } from "#features/marketplace/marketplace.rules.ts";
import { mediaUrl } from "#features/media/media.rules.ts";
import { keysNoLongerUsed, photoKeys } from "#db/stored-files.server.ts";
import { toVideoDto } from "#features/members/video-links.rules.ts";
import {
  bookingBlocksDeletion,
  CLOSABLE_QUOTE_STATES,
  CLOSABLE_REQUEST_STATES,
  DELETED_MESSAGE_BODY,
  DELETED_PASSWORD_MARKER,
  deletedEmailOf,
  FORMER_MEMBER_NAME,
  PERSONAL_DATA_MESSAGES,
  WITHDRAWABLE_QUOTE_STATES,
} from "./personal-data.rules.ts";

export type DeletionOutcome =
  | { kind: "deleted"; memberId: number | null; unusedStorageKeys: string[] }
  | { kind: "already-deleted" }
  | { kind: "upcoming-booking" }
  | { kind: "last-administrator" };

/** Keys an upload is stored under: the original, its crops, a video's poster. */
/** The personal-data slice's SQL: reading everything about one account, and deleting it in one transaction. */
export function createPersonalDataRepository(db: Database, auditWithin: AuditWithin) {
  async function plannerData(clientId: number) {
    const [profile] = await db.select().from(clients).where(eq(clients.id, clientId));
    if (!profile) return null;
    const ownRequests = await db.select().from(requests).where(eq(requests.clientId, clientId)).orderBy(requests.id);
    const requestIds = ownRequests.map((request) => request.id);
    const serviceTypes = requestIds.length
      ? await db.select().from(requestServiceTypes).where(inArray(requestServiceTypes.requestId, requestIds))
      : [];
    const ownBookings = await db.select().from(bookings).where(eq(bookings.clientId, clientId)).orderBy(bookings.id);
    const bookingIds = ownBookings.map((booking) => booking.id);
    return {
      profile,
      requests: ownRequests.map((request) => ({
        ...request,
        serviceTypeIds: serviceTypes.filter((row) => row.requestId === request.id).map((row) => row.serviceTypeId),
      })),
      quotesReceived: requestIds.length
        ? await db.select().from(quotes).where(inArray(quotes.requestId, requestIds)).orderBy(quotes.id)
        : [],
      messages: requestIds.length
        ? await db.select().from(messages).where(inArray(messages.requestId, requestIds)).orderBy(messages.id)
        : [],
      bookings: ownBookings,
      payments: bookingIds.length
        ? await db.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(payments.id)
        : [],
      reviewsWritten: await db.select().from(feedback).where(eq(feedback.clientId, clientId)).orderBy(feedback.id),
      favorites: await db.select().from(favorites).where(eq(favorites.clientId, clientId)),
    };
  }

  async function vendorData(memberId: number) {
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    if (!member) return null;
    // The feed's secret is a credential, like a password: the download says whether one is set, not what it is.
    const { calendarFeedToken, earthPoint: _earthPoint, ...listing } = member;
    const ownBookings = await db.select().from(bookings).where(eq(bookings.memberId, memberId)).orderBy(bookings.id);
    const bookingIds = ownBookings.map((booking) => booking.id);
    return {
      listing: { ...listing, calendarFeedActive: calendarFeedToken !== null },
      categories: await db.select().from(memberServiceTypes).where(eq(memberServiceTypes.memberId, memberId)),
      photos: (
        await db.select().from(memberPhotos).where(eq(memberPhotos.memberId, memberId)).orderBy(memberPhotos.id)
      ).map((photo) => ({ ...photo, url: mediaUrl(photo.storageKey) })),
      videos: (
        await db.select().from(memberVideos).where(eq(memberVideos.memberId, memberId)).orderBy(memberVideos.id)
      ).map((video) => ({ ...video, ...toVideoDto(video, video.title) })),
      audioTracks: (
        await db
          .select()
          .from(memberAudioTracks)
          .where(eq(memberAudioTracks.memberId, memberId))
          .orderBy(memberAudioTracks.id)
      ).map((track) => ({ ...track, url: mediaUrl(track.storageKey) })),
      calendarEvents: await db.select().from(calendarEvents).where(eq(calendarEvents.memberId, memberId)),
      calendarEntries: await db.select().from(calendarEntries).where(eq(calendarEntries.memberId, memberId)),
      blackoutDates: await db.select().from(blackoutDates).where(eq(blackoutDates.memberId, memberId)),
      membershipOrders: await db.select().from(membershipOrders).where(eq(membershipOrders.memberId, memberId)),
      leads: await db.select().from(requestRecipients).where(eq(requestRecipients.memberId, memberId)),
      quotes: await db.select().from(quotes).where(eq(quotes.memberId, memberId)).orderBy(quotes.id),
      messages: await db.select().from(messages).where(eq(messages.memberId, memberId)).orderBy(messages.id),
      bookings: ownBookings,
      payments: bookingIds.length
        ? await db.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(payments.id)
        : [],
      reviewsReceived: await db.select().from(feedback).where(eq(feedback.memberId, memberId)).orderBy(feedback.id),
      listingAnalytics: await db
        .select({ name: analyticsEvents.name, events: count() })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.memberId, memberId))
        .groupBy(analyticsEvents.name)
        .orderBy(analyticsEvents.name),
    };
  }

  return {
    /** Everything kept about one account, or undefined for an account that is gone or deleted. */
    async personalData(accountId: number) {
      const [account] = await db
        .select({
          id: accounts.id,
          email: accounts.email,
          role: accounts.role,
          createdAt: accounts.createdAt,
          emailVerifiedAt: accounts.emailVerifiedAt,
          passwordChangedAt: accounts.passwordChangedAt,
          suspendedAt: accounts.suspendedAt,
          suspendedReason: accounts.suspendedReason,
        })
        .from(accounts)
        .where(and(eq(accounts.id, accountId), isNull(accounts.deletedAt)));
      if (!account) return undefined;
      const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.accountId, accountId));
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.accountId, accountId));
      return {
        account,
        sessions: await db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(eq(sessions.accountId, accountId))
          .orderBy(sessions.createdAt),
        addresses: await db
          .select({
            addressHash: accountAddresses.addressHash,
            firstSeenAt: accountAddresses.firstSeenAt,
            lastSeenAt: accountAddresses.lastSeenAt,
          })
          .from(accountAddresses)
          .where(eq(accountAddresses.accountId, accountId)),
        notifications: await db
          .select({
            id: notifications.id,
            recipientEmail: notifications.recipientEmail,
            kind: notifications.kind,
            subject: notifications.subject,
            body: notifications.body,
            sentAt: notifications.sentAt,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(eq(notifications.accountId, accountId))
          .orderBy(notifications.id),
        planner: client ? await plannerData(client.id) : null,
        vendor: member ? await vendorData(member.id) : null,
      };
    },

    /**
     * Deletes an account in one transaction: the row stays (bookings, payments and reviews point at it)
     * with nothing personal left; tokens, addresses, favourites, the listing's media and calendar go;
     * the person's open requests close, their open quotes are withdrawn, and the audit log records it.
     * The account row is locked first, so parallel deletions run one after the other.
     */
    async deleteAccount(accountId: number, at: Date): Promise<DeletionOutcome> {
      return db.transaction(async (tx) => {
        const [account] = await tx
          .select({ role: accounts.role, email: accounts.email, deletedAt: accounts.deletedAt })
          .from(accounts)
          .where(eq(accounts.id, accountId))
          .for("update");
        if (!account || account.deletedAt) return { kind: "already-deleted" };
        if (account.role === "admin") {
          // Every administrator row is locked, so two administrators cannot both leave at once.
          const admins = await tx
            .select({ id: accounts.id })
            .from(accounts)
            .where(and(eq(accounts.role, "admin"), isNull(accounts.deletedAt)))
            .for("update");
          if (admins.every((admin) => admin.id === accountId)) return { kind: "last-administrator" };
        }
        const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.accountId, accountId));
        const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.accountId, accountId));
        const ownBookings = await tx
          .select({ status: bookings.status })
          .from(bookings)
          .where(
            or(
              client ? eq(bookings.clientId, client.id) : sql`false`,
              member ? eq(bookings.memberId, member.id) : sql`false`,
            ),
          )
          .for("update");
        if (ownBookings.some((booking) => bookingBlocksDeletion(booking.status as BookingState))) {
          return { kind: "upcoming-booking" };
        }

        const deletedEmail = deletedEmailOf(accountId);
        await tx
          .update(accounts)
          .set({ deletedAt: at, email: deletedEmail, passwordHash: DELETED_PASSWORD_MARKER, suspendedReason: null })
          .where(eq(accounts.id, accountId));
        // Sessions take their access and refresh tokens with them (ON DELETE CASCADE).
        await tx.delete(sessions).where(eq(sessions.accountId, accountId));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, accountId));
        await tx.delete(emailConfirmations).where(eq(emailConfirmations.accountId, accountId));
        await tx.delete(accountAddresses).where(eq(accountAddresses.accountId, accountId));
        await tx.delete(notifications).where(eq(notifications.accountId, accountId));
        await tx.delete(loginAttempts).where(eq(loginAttempts.throttleKey, `email:${account.email.toLowerCase()}`));
        await tx.update(messages).set({ body: DELETED_MESSAGE_BODY }).where(eq(messages.senderAccountId, accountId));
        await tx
          .update(bookingProblemMessages)
          .set({ body: DELETED_MESSAGE_BODY })
          .where(eq(bookingProblemMessages.authorAccountId, accountId));

        if (client) {
          await tx
            .update(clients)
            .set({ firstName: FORMER_MEMBER_NAME, lastName: null, email: deletedEmail, phoneNumber: null })
            .where(eq(clients.id, client.id));
          await tx.update(feedback).set({ reviewerName: FORMER_MEMBER_NAME }).where(eq(feedback.clientId, client.id));
          await tx.delete(favorites).where(eq(favorites.clientId, client.id));
          const closed = await tx
            .update(requests)
            .set({ status: "closed" })
            .where(and(eq(requests.clientId, client.id), inArray(requests.status, CLOSABLE_REQUEST_STATES)))
            .returning({ id: requests.id });
          if (closed.length > 0) {
            await tx
              .update(quotes)
              .set({ status: "closed", closedNote: PERSONAL_DATA_MESSAGES.requestClosed })
              .where(
                and(
                  inArray(
                    quotes.requestId,
                    closed.map((request) => request.id),
                  ),
                  inArray(quotes.status, CLOSABLE_QUOTE_STATES),
                ),
              );
          }
        }

        let unusedStorageKeys: string[] = [];
        if (member) {
          const photos = await tx.delete(memberPhotos).where(eq(memberPhotos.memberId, member.id)).returning();
          const videos = await tx.delete(memberVideos).where(eq(memberVideos.memberId, member.id)).returning();
          const tracks = await tx
            .delete(memberAudioTracks)
            .where(eq(memberAudioTracks.memberId, member.id))
            .returning();
          const keys = new Set([
            ...photos.flatMap(photoKeys),
            ...videos.flatMap((video) => [video.storageKey, video.posterStorageKey].filter((key) => key !== null)),
            ...tracks.map((track) => track.storageKey),
          ]);
          unusedStorageKeys = await keysNoLongerUsed(tx, [...keys]);
          await tx
            .update(members)
            .set({
              listingStatus: "deleted",
              listingStatusChangedAt: at,
              name: FORMER_MEMBER_NAME,
              contactFirstName: FORMER_MEMBER_NAME,
              contactLastName: null,
              email: deletedEmail,
              emailVerifiedAt: null,
              phone: null,
              tagline: null,
              about: null,
              mainPhotoId: null,
              calendarFeedToken: null,
              updatedAt: at,
            })
            .where(eq(members.id, member.id));
          await tx.delete(calendarEntries).where(eq(calendarEntries.memberId, member.id));
          await tx.delete(blackoutDates).where(eq(blackoutDates.memberId, member.id));
          // A booking's event stays with the booking; the vendor's own events go.
          await tx
            .delete(calendarEvents)
            .where(and(eq(calendarEvents.memberId, member.id), isNull(calendarEvents.bookingId)));
          await tx.delete(favorites).where(eq(favorites.memberId, member.id));
          await tx
            .update(quotes)
            .set({ status: "withdrawn", closedNote: PERSONAL_DATA_MESSAGES.quoteWithdrawn })
            .where(and(eq(quotes.memberId, member.id), inArray(quotes.status, WITHDRAWABLE_QUOTE_STATES)));
        }

        // Nothing personal in the record: the account id, its role and what was kept.
        await auditWithin(tx).record({
          actorAccountId: accountId,
          action: "account.deleted",
          subjectAccountId: accountId,
          recordType: "account",
          recordId: accountId,
          before: { deletedAt: null },
          after: { deletedAt: at.toISOString() },
          details: { role: account.role, planner: client !== undefined, vendor: member !== undefined },
        });
        return { kind: "deleted", memberId: member?.id ?? null, unusedStorageKeys };
      });
    },
  };
}

export type PersonalDataRepository = ReturnType<typeof createPersonalDataRepository>;
