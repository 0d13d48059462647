import { describe, expect, it } from "vitest";
import { longDate, marketplaceNotices } from "./marketplace.notifications.ts";

const notices = marketplaceNotices("https://marquee.example");
const vendor = { accountId: 7, email: "spin@example.test", contactFirstName: "Sam", name: "Second Spin Sound" };
const request = {
  id: 42,
  plannerAccountId: 9,
  plannerEmail: "robin@example.test",
  plannerFirstName: "Robin",
  eventType: "Birthday party",
  eventDate: "2026-06-13",
  cityName: "Austin, TX",
  guestCount: 80,
};

describe("marketplace notices", () => {
  it("writes a day of the calendar in full", () => {
    expect(longDate("2026-06-13")).toBe("Saturday, June 13, 2026");
  });

  it("greets the vendor and links to the lead", () => {
    expect(notices.newLead(vendor, request)).toEqual({
      accountId: 7,
      recipientEmail: "spin@example.test",
      kind: "new-lead",
      subject: "New lead: Birthday party on Saturday, June 13, 2026 in Austin, TX",
      body: [
        "Hi Sam,",
        "",
        "Robin is planning a birthday party for 80 guests on Saturday, June 13, 2026 in Austin, TX.",
        "Send a quote or let them know you can't make it:",
        "",
        "https://marquee.example/dashboard/leads/42",
      ].join("\n"),
      payload: { path: "/dashboard/leads/42" },
    });
  });

  it("greets the planner and links to their event", () => {
    const notice = notices.newQuote(request, vendor, 120_000);
    expect(notice.subject).toBe("New quote from Second Spin Sound: $1,200");
    expect(notice.body.split("\n")[0]).toBe("Hi Robin,");
    expect(notice.body.endsWith("https://marquee.example/client/events/42")).toBe(true);
    expect(notice.payload).toEqual({ path: "/client/events/42", requestId: 42 });
  });

  it("tells both sides of a cancellation the same, without the contact details of its reason", () => {
    const [toVendor, toPlanner] = notices.cancellation(vendor, request, {
      by: "planner",
      reason: "Call me on 512 555 0199",
      refundCents: 0,
    });
    expect(toVendor?.subject).toBe("Booking cancelled: Birthday party on Saturday, June 13, 2026");
    expect(toPlanner?.subject).toBe("Booking cancelled: Second Spin Sound");
    expect(toVendor?.body).toContain("Robin cancelled the booking for the birthday party on Saturday, June 13, 2026.");
    expect(toVendor?.body).not.toContain("555");
    expect(toPlanner?.body).toContain("Nothing is refunded.");
  });
});
