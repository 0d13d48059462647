import { redirect } from "react-router";
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { requestFormSchema, type RequestCreatedDto } from "#features/marketplace/marketplace.schema.ts";
import { memberDtoSchema } from "#features/members/members.schema.ts";
import type { Services } from "#features/services.server.ts";
import { idSchema } from "#lib/integers.ts";
import {
  requestErrors,
  requestInput,
  type RequestTarget,
  type RequestValues,
  submittedValues,
} from "#app/components/request-form/request-form.logic.ts";
import { refusal } from "../account/account-forms.ts";
import { FORM_OUT_OF_DATE } from "../marketplace-intents.server.ts";
import { actionRefusal, pageSession } from "../session.server.ts";

const VENDOR_NOT_FOUND = "We couldn't find the vendor you chose, so this request goes to matching vendors instead.";
/** A signed-in form sent after its session ended: the page comes back as a visitor's, with what was typed. */
export const SESSION_ENDED =
  "Your session has ended. Log in to send your request, or tell us your name and email below to send it now.";

/** An id from the query string, or null when it is absent or could not name a record. */
function positiveId(text: string | null): number | null {
  return idSchema.safeParse(text).data ?? null;
}

/**
 * The vendor a `/requestquote?memberId=` page asks, as the page shows them: their services with the
 * primary one first. Undefined when the id names no vendor.
 */
async function targetVendor(services: Services, memberId: number) {
  const found = memberDtoSchema.safeParse(
    await services.profiles.publicMember(memberId, ["primaryservicetype", "providedservicetypes"]),
  );
  if (!found.success) return undefined;
  const member = found.data;
  const primaryServiceTypeId = member.primaryServiceType?.id ?? null;
  const serviceTypes = (member.providedServiceTypes ?? [])
    .map((type) => ({ id: type.id, name: type.personForm }))
    .sort((a, b) => Number(b.id === primaryServiceTypeId) - Number(a.id === primaryServiceTypeId));
  return { memberId: member.id, name: member.name, profilePath: member.profileUrl, primaryServiceTypeId, serviceTypes };
}

/**
 * Who a request from this address goes to: one vendor (`?memberId=`, when it names one), the
 * planner's saved vendors (`?favorites=1`) or matching vendors. The page and its action read it alike.
 */
export async function requestTarget(services: Services, url: URL) {
  const query = url.searchParams;
  const memberId = positiveId(query.get("memberId"));
  const vendor = memberId === null ? undefined : await targetVendor(services, memberId);
  const target: RequestTarget = vendor
    ? { kind: "vendor", memberId: vendor.memberId }
    : query.get("favorites") === "1"
      ? { kind: "favorites" }
      : { kind: "matching" };
  // A bare `/requestquote` was meant for one vendor; `?favorites=1` names none.
  const vendorAsked = query.has("memberId") || (url.pathname === "/requestquote" && target.kind !== "favorites");
  return { target, vendor, note: vendorAsked && !vendor ? VENDOR_NOT_FOUND : undefined };
}

/**
 * The service the form starts with: the one searched for when it is known and, for one vendor, one
 * they offer; otherwise the vendor's main service, or none.
 */
export function prefilledService(
  searched: number | undefined,
  catalogue: readonly { id: number }[],
  vendor: { primaryServiceTypeId: number | null; serviceTypes: readonly { id: number }[] } | undefined,
): number | null {
  const offered = vendor ? vendor.serviceTypes : catalogue;
  if (searched !== undefined && offered.some((type) => type.id === searched)) return searched;
  return vendor?.primaryServiceTypeId ?? null;
}

/**
 * The city of a submission: the one chosen from the suggestions (its file name arrives once scripts
 * run), else the one the typed text names. Null when neither names a city.
 */
async function submittedCity(services: Services, fileName: string, text: string): Promise<LocationDto | null> {
  if (fileName) {
    const found = await services.locations.findByFileName(fileName);
    return found?.kind === "city" ? found : null;
  }
  return services.locations.findTyped(text, { citiesOnly: true });
}

/** Where the planner lands once the request is made: its page with the count, or a visitor's "check your email". */
function landingOf(created: RequestCreatedDto): string {
  return created.requestId === null ? created.path : `${created.path}?sent=${created.recipientCount}`;
}

/**
 * The request form's action, with or without scripts: the request is made in process by the same
 * service the API calls, for the signed-in planner or, from a visitor, with their contact (the
 * service's visitor flow: nobody is signed in and every email gets the same answer). Success
 * redirects to the request's page or `/request-received`; a refusal comes back with its messages
 * and what was typed.
 */
export async function createRequestAction(request: Request, services: Services) {
  const { principal, headers } = await pageSession(request, services);
  const form = await request.formData();
  const submitted = submittedValues(form);
  const values: RequestValues = {
    ...submitted.values,
    city: await submittedCity(services, submitted.cityFileName, submitted.cityText),
  };
  const visitor = principal === undefined;
  // Filled in while signed in (no contact fields): the page now asks who they are instead.
  if (visitor && !form.has("contact.email")) return refusal(401, values, {}, SESSION_ENDED, undefined, headers);

  const { target } = await requestTarget(services, new URL(request.url));
  const input = requestInput(values, target, visitor);
  const parsed = requestFormSchema.safeParse(input);
  if (!parsed.success) {
    return refusal(400, values, requestErrors(requestFormSchema, input), FORM_OUT_OF_DATE, undefined, headers);
  }
  let created: RequestCreatedDto;
  try {
    created = await services.marketplace.createRequest(principal, parsed.data);
  } catch (error) {
    return actionRefusal(error, values, headers);
  }
  return redirect(landingOf(created), { headers });
}
