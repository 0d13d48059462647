/**
 * The marketplace calls both centres make (threads and bookings). Browser-only: call from effects and
 * event handlers. `apiRequest` refreshes an expired access token once by itself; every call rejects
 * with the server's error body (read it with `errorCode` and `errorMessage`).
 */
import type { BookingDto, CancellationPreviewDto, MessageDto } from "#features/marketplace/marketplace.schema.ts";
import { apiRequest, getJson } from "#app/lib/api-client.ts";

export const marketplaceUrls = {
  thread: (requestId: number, memberId: number) => `/api/v1/requests/${requestId}/threads/${memberId}`,
  cancellation: (bookingId: number) => `/api/v1/bookings/${bookingId}/cancellation`,
  cancel: (bookingId: number) => `/api/v1/bookings/${bookingId}/cancel`,
  payBalance: (bookingId: number) => `/api/v1/bookings/${bookingId}/pay-balance`,
  review: (bookingId: number) => `/api/v1/bookings/${bookingId}/review`,
};

export async function sendMessage(
  requestId: number,
  memberId: number,
  body: { body: string; clientToken: string },
): Promise<{ message: MessageDto; contactHidden: boolean }> {
  return (await apiRequest(marketplaceUrls.thread(requestId, memberId), { method: "POST", body })) as {
    message: MessageDto;
    contactHidden: boolean;
  };
}

export async function fetchCancellationPreview(bookingId: number): Promise<CancellationPreviewDto> {
  return (await getJson(marketplaceUrls.cancellation(bookingId))) as CancellationPreviewDto;
}

export async function cancelBooking(
  bookingId: number,
  body: { expectedRefundCents: number; reason: string },
): Promise<BookingDto> {
  return (await apiRequest(marketplaceUrls.cancel(bookingId), { method: "POST", body })) as BookingDto;
}

export async function payBalance(bookingId: number, expectedAmountCents: number): Promise<BookingDto> {
  const body = { expectedAmountCents };
  return (await apiRequest(marketplaceUrls.payBalance(bookingId), { method: "POST", body })) as BookingDto;
}

export async function postReview(
  bookingId: number,
  body: { rating: number; title: string; body: string },
): Promise<BookingDto> {
  return (await apiRequest(marketplaceUrls.review(bookingId), { method: "POST", body })) as BookingDto;
}
