/**
 * The operator's overview (issue 21): the periods it shows and the figures it charts. Browser-safe,
 * so the page draws its choices without shipping Zod.
 */
export const OVERVIEW_PERIODS = [30, 90, 365] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** Days are UTC calendar days: the marketplace spans time zones and the console names one. */
export const OVERVIEW_TIME_ZONE = "UTC";

export type OverviewFigure =
  | "requests"
  | "quotes"
  | "bookings"
  | "bookedValueCents"
  | "refundsCents"
  | "responseRate"
  | "medianFirstResponseMinutes"
  | "newVendors"
  | "newPlanners";

/** The figures in the order the page shows them, with what each counts. */
export const OVERVIEW_FIGURES: readonly {
  key: OverviewFigure;
  title: string;
  unit: "count" | "cents" | "share" | "minutes";
  explanation: string;
}[] = [
  {
    key: "requests",
    title: "Requests",
    unit: "count",
    explanation: "Requests for quotes planners sent, by the day they were made.",
  },
  { key: "quotes", title: "Quotes", unit: "count", explanation: "Quotes vendors sent, by the day they were sent." },
  {
    key: "bookings",
    title: "Bookings",
    unit: "count",
    explanation: "Quotes planners accepted, by the day they booked.",
  },
  {
    key: "bookedValueCents",
    title: "Booked value",
    unit: "cents",
    explanation: "The totals of the quotes booked that day, cancelled ones included.",
  },
  {
    key: "refundsCents",
    title: "Refunds",
    unit: "cents",
    explanation: "Money refunded through the payment provider, by the day of the refund.",
  },
  {
    key: "responseRate",
    title: "Response rate",
    unit: "share",
    explanation: "Of the vendors a request reached that day, the share who have quoted or declined it.",
  },
  {
    key: "medianFirstResponseMinutes",
    title: "Median first response",
    unit: "minutes",
    explanation:
      "From a request reaching a vendor to the vendor's first quote, decline or message: the middle time of those who answered, by the day the request was sent.",
  },
  { key: "newVendors", title: "New vendors", unit: "count", explanation: "Vendor accounts made that day." },
  { key: "newPlanners", title: "New planners", unit: "count", explanation: "Planner accounts made that day." },
];

/** A share of recipients, or null where nobody was reached. */
export function responseRate(recipients: number, responded: number): number | null {
  return recipients === 0 ? null : responded / recipients;
}
