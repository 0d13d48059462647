import { dayInZone, shiftDay } from "#lib/zoned-dates.ts";
import type { OverviewRepository } from "./overview.repo.server.ts";
import { OVERVIEW_TIME_ZONE, type OverviewPeriod, responseRate } from "./overview.rules.ts";
import type { OverviewDto, OverviewFigures } from "./overview.schema.ts";

const sum = (values: { value: number }[]) => values.reduce((total, entry) => total + entry.value, 0);

/** The operator console's overview: the marketplace's figures per UTC day over a period ending today. */
export function createOverviewService({
  repository,
  clock,
}: {
  repository: OverviewRepository;
  clock: { now(): Date };
}) {
  return {
    async overview(days: OverviewPeriod): Promise<OverviewDto> {
      const to = dayInZone(clock.now(), OVERVIEW_TIME_ZONE);
      const range = { from: shiftDay(to, -(days - 1)), to };
      const [requests, quotes, bookings, bookedValueCents, refundsCents, responses, newVendors, newPlanners] =
        await Promise.all([
          repository.requests(range),
          repository.quotes(range),
          repository.bookings(range),
          repository.bookedValueCents(range),
          repository.refundsCents(range),
          repository.responses(range),
          repository.newVendors(range),
          repository.newPlanners(range),
        ]);
      const daily = requests.map(({ day }, index) => {
        const response = responses.daily[index];
        return {
          day,
          requests: requests[index]?.value ?? 0,
          quotes: quotes[index]?.value ?? 0,
          bookings: bookings[index]?.value ?? 0,
          bookedValueCents: bookedValueCents[index]?.value ?? 0,
          refundsCents: refundsCents[index]?.value ?? 0,
          responseRate: responseRate(response?.recipients ?? 0, response?.responded ?? 0),
          medianFirstResponseMinutes: response?.medianMinutes ?? null,
          newVendors: newVendors[index]?.value ?? 0,
          newPlanners: newPlanners[index]?.value ?? 0,
        };
      });
      const totals: OverviewFigures = {
        requests: sum(requests),
        quotes: sum(quotes),
        bookings: sum(bookings),
        bookedValueCents: sum(bookedValueCents),
        refundsCents: sum(refundsCents),
        responseRate: responseRate(responses.total.recipients, responses.total.responded),
        medianFirstResponseMinutes: responses.total.medianMinutes,
        newVendors: sum(newVendors),
        newPlanners: sum(newPlanners),
      };
      return { days, from: range.from, to: range.to, timeZone: OVERVIEW_TIME_ZONE, daily, totals };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
