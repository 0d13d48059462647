import { z } from "zod";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import type { RequestContext } from "#app/components/request-form/request-context.ts";

/**
 * The search context of a profile or quote form address (`?eventDate&cityFileName&serviceTypeId`).
 * Each parameter stands alone: one that is malformed (or a day already past) is dropped, never an error.
 */
function requestContextQuerySchema(today: string) {
  return z.object({
    eventDate: z.iso
      .date()
      .refine((day) => day >= today)
      .optional()
      .catch(undefined),
    cityFileName: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(200)
      .optional()
      .catch(undefined),
    serviceTypeId: idSchema.optional().catch(undefined),
  });
}

/** UTC-12, where a day ends last: a date is past once it is past everywhere; the form then checks the city's own day. */
const LAST_ZONE_TO_END_A_DAY = "Etc/GMT+12";

/** The first day an event may still be on somewhere: the date field's minimum, before a city is chosen. */
export function earliestEventDay(services: Services): string {
  return services.marketplace.clock.today(LAST_ZONE_TO_END_A_DAY);
}

/** The context an address carries, well-formed; whether its city and service exist is the form's to check. */
export function requestContextOf(services: Services, url: URL): RequestContext {
  return requestContextQuerySchema(earliestEventDay(services)).parse(Object.fromEntries(url.searchParams));
}
