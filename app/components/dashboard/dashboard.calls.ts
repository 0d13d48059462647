/**
 * The member center's calls to the API (the accounts and marketplace contracts). Browser-only: call from effects and
 * event handlers. `apiRequest` refreshes an expired access token once by itself; every call rejects
 * with the server's error body (read it with `readFailure`).
 */
import type { BookingDto, LeadDto, LeadSummaryDto, QuoteFormInput } from "#features/marketplace/marketplace.schema.ts";
import type { PhotoDto } from "#features/profiles/profiles.schema.ts";
import type { ServiceTypeDto } from "#features/service-types/service-types.schema.ts";
import { apiRequest, getJson } from "#app/lib/api-client.ts";
import {
  type BlackoutDate,
  bodyField,
  bodyWith,
  type CalendarEntry,
  type CalendarEntryStatus,
  dashboardUrls,
  type DashboardMember,
} from "./dashboard.logic.ts";
import type { MemberUpdateBody } from "./dashboard-forms.logic.ts";

export async function fetchMember(memberId: number, signal?: AbortSignal): Promise<DashboardMember> {
  return bodyField<DashboardMember>(await getJson(dashboardUrls.member(memberId), signal), "member");
}

export async function fetchSignupCategories(signal?: AbortSignal): Promise<ServiceTypeDto[]> {
  return bodyField<ServiceTypeDto[]>(await getJson(dashboardUrls.signupCategories(), signal), "serviceTypes");
}

export async function fetchBlackoutDates(memberId: number, signal?: AbortSignal): Promise<BlackoutDate[]> {
  return bodyField<BlackoutDate[]>(await getJson(dashboardUrls.blackoutDates(memberId), signal), "blackoutDates");
}

export async function fetchCalendarEntries(memberId: number, signal?: AbortSignal): Promise<CalendarEntry[]> {
  return bodyField<CalendarEntry[]>(await getJson(dashboardUrls.calendarEntries(memberId), signal), "calendarEntries");
}

export async function updateMember(
  memberId: number,
  body: Partial<MemberUpdateBody>,
): Promise<Partial<DashboardMember>> {
  const answer = await apiRequest(dashboardUrls.memberUpdate(memberId), { method: "PUT", body });
  return bodyField<Partial<DashboardMember>>(answer, "member");
}

/** Multipart: the original, plus the page's square crops when it could make them. */
export async function uploadProfilePhoto(memberId: number, form: FormData): Promise<PhotoDto> {
  const answer = await apiRequest(dashboardUrls.profilePhotos(memberId), { method: "POST", body: form });
  return bodyField<PhotoDto>(answer, "photo");
}

export async function saveCategories(
  memberId: number,
  body: { primaryServiceTypeId: number; serviceTypeIds: number[] },
): Promise<{ categories: ServiceTypeDto[]; primaryServiceTypeId: number }> {
  const answer = await apiRequest(dashboardUrls.categories(memberId), { method: "POST", body });
  return {
    categories: bodyField<ServiceTypeDto[]>(answer, "categories"),
    primaryServiceTypeId: bodyField<number>(answer, "primaryServiceTypeId"),
  };
}

export async function addBlackoutDate(
  memberId: number,
  body: { date: string; reason?: string },
): Promise<BlackoutDate> {
  const answer = await apiRequest(dashboardUrls.blackoutDates(memberId), { method: "POST", body });
  return bodyField<BlackoutDate>(answer, "blackoutDate");
}

export async function removeBlackoutDate(memberId: number, id: number): Promise<void> {
  await apiRequest(dashboardUrls.blackoutDate(memberId, id), { method: "DELETE" });
}

export async function addCalendarEntry(
  memberId: number,
  body: { date: string; title: string; status: CalendarEntryStatus },
): Promise<CalendarEntry> {
  const answer = await apiRequest(dashboardUrls.calendarEntries(memberId), { method: "POST", body });
  return bodyField<CalendarEntry>(answer, "calendarEntry");
}

export async function removeCalendarEntry(memberId: number, id: number): Promise<void> {
  await apiRequest(dashboardUrls.calendarEntry(memberId, id), { method: "DELETE" });
}

export async function changePassword(
  accountId: number,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  await apiRequest(dashboardUrls.account(accountId), { method: "PUT", body });
}

export async function fetchLeads(memberId: number, signal?: AbortSignal): Promise<LeadSummaryDto[]> {
  return bodyField<LeadSummaryDto[]>(await getJson(dashboardUrls.leads(memberId), signal), "leads");
}

export async function fetchLead(memberId: number, requestId: number, signal?: AbortSignal): Promise<LeadDto> {
  return bodyWith<LeadDto>(await getJson(dashboardUrls.lead(memberId, requestId), signal), "request");
}

export async function sendQuote(memberId: number, requestId: number, body: QuoteFormInput): Promise<LeadDto> {
  const answer = await apiRequest(dashboardUrls.quote(memberId, requestId), { method: "POST", body });
  return bodyWith<LeadDto>(answer, "request");
}

export async function declineLead(
  memberId: number,
  requestId: number,
  body: { reason: string; note: string },
): Promise<LeadDto> {
  const answer = await apiRequest(dashboardUrls.declineLead(memberId, requestId), { method: "POST", body });
  return bodyWith<LeadDto>(answer, "request");
}

export async function withdrawQuote(quoteId: number): Promise<LeadDto> {
  const answer = await apiRequest(dashboardUrls.withdrawQuote(quoteId), { method: "POST", body: {} });
  return bodyWith<LeadDto>(answer, "request");
}

export async function replyToReview(memberId: number, reviewId: number, reply: string): Promise<BookingDto> {
  const answer = await apiRequest(dashboardUrls.reviewReply(memberId, reviewId), { method: "POST", body: { reply } });
  return bodyWith<BookingDto>(answer, "review");
}

export async function fetchCalendarFeed(memberId: number, signal?: AbortSignal): Promise<string> {
  return bodyField<string>(await getJson(dashboardUrls.calendarFeed(memberId), signal), "url");
}

/** A new private address: the old one stops working. */
export async function renewCalendarFeed(memberId: number): Promise<string> {
  return bodyField<string>(await apiRequest(dashboardUrls.calendarFeed(memberId), { method: "POST", body: {} }), "url");
}
