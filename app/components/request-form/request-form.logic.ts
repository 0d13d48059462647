/**
 * The request form (`/createrequest`, `/requestquote`): who the request goes to, the choices it
 * offers, the body it sends and the draft it keeps while the planner logs in. No React here, so the
 * rules run in unit tests.
 */
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { EVENT_LENGTH_MINUTES, REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import type { FavoriteDto, RequestCreatedDto, RequestFormInput } from "#features/marketplace/marketplace.schema.ts";
import { parseEntry, parseLocation, readRaw, writeEntry } from "#app/lib/search-storage.ts";
import type { FieldErrors } from "../forms/form-errors.ts";

/**
 * The form's parts, in page order, as the Planner Onboarding Flow names its steps, with their fields
 * as the API names them (`contact.email`...); "about you" is asked of visitors only.
 */
export const REQUEST_STEPS = [
  {
    step: "event",
    fields: [
      "eventType",
      "eventDate",
      "startTime",
      "durationMinutes",
      "cityFileName",
      "venueName",
      "guestCount",
      "budget",
    ],
  },
  { step: "services", fields: ["serviceTypeIds", "details"] },
  { step: "about you", fields: ["contact.firstName", "contact.email", "contact.phone"] },
] as const;
export type RequestField = (typeof REQUEST_STEPS)[number]["fields"][number];
export type RequestErrors = FieldErrors<RequestField>;

/** The form's fields in page order. */
export const REQUEST_FIELDS: readonly RequestField[] = REQUEST_STEPS.flatMap((entry) => entry.fields);
export type RequestStep = (typeof REQUEST_STEPS)[number]["step"];

/** The steps this form shows. */
export function requestSteps(visitor: boolean): (typeof REQUEST_STEPS)[number][] {
  return REQUEST_STEPS.filter((entry) => visitor || entry.step !== "about you");
}

/** The step a field belongs to. */
export function stepOf(field: RequestField): RequestStep {
  return (REQUEST_STEPS.find((entry) => (entry.fields as readonly RequestField[]).includes(field)) ?? REQUEST_STEPS[0])
    .step;
}

/**
 * Steps now complete: every field valid, and at least one of them touched by the person (a step the
 * page filled in alone is not their progress).
 */
export function completedSteps(
  errors: RequestErrors,
  edited: ReadonlySet<RequestField>,
  visitor: boolean,
): RequestStep[] {
  return requestSteps(visitor)
    .filter((entry) => entry.fields.some((field) => edited.has(field)) && entry.fields.every((field) => !errors[field]))
    .map((entry) => entry.step);
}

/** The first step with a message, where a refused submission sends the person back to. */
export function firstStepWithErrors(errors: RequestErrors, visitor: boolean): RequestStep | undefined {
  return requestSteps(visitor).find((entry) => entry.fields.some((field) => errors[field]))?.step;
}

/** What a visitor tells about themself: the request makes their planner account. */
export const CONTACT_FIELDS = ["firstName", "email", "phone"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

/** The form as typed: text as the boxes hold it, the chosen city and services. */
export type RequestValues = {
  eventType: string;
  eventDate: string;
  startTime: string;
  durationMinutes: string;
  city: LocationDto | null;
  venueName: string;
  guestCount: string;
  budget: string;
  serviceTypeIds: number[];
  details: string;
  contact: ContactValues;
};

/** The values typed as text (the city and the services are chosen). */
export const TEXT_FIELDS = [
  "eventType",
  "eventDate",
  "startTime",
  "durationMinutes",
  "venueName",
  "guestCount",
  "budget",
  "details",
] as const;

export const EMPTY_VALUES: RequestValues = {
  eventType: "",
  eventDate: "",
  startTime: "",
  durationMinutes: "",
  city: null,
  venueName: "",
  guestCount: "",
  budget: "",
  serviceTypeIds: [],
  details: "",
  contact: { firstName: "", email: "", phone: "" },
};

/** Who receives the request: matching vendors, one vendor, or the planner's saved vendors. */
export type RequestTarget = { kind: "matching" } | { kind: "vendor"; memberId: number } | { kind: "favorites" };

/** The vendor a `/requestquote?memberId=` page asks, as the member lookup describes them. */
export type TargetVendor = {
  memberId: number;
  name: string;
  profilePath: string | null;
  primaryServiceTypeId: number | null;
  serviceTypes: ServiceOption[];
};

export type ServiceOption = { id: number; name: string };
export type ServiceGroup = { label: string; options: ServiceOption[] };

/** "30 minutes", "1 hour", "1 hour 30 minutes", "2 hours"... */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = hours === 0 ? "" : hours === 1 ? "1 hour" : `${hours} hours`;
  const minuteText = rest === 0 ? "" : `${rest} minutes`;
  return [hourText, minuteText].filter(Boolean).join(" ");
}

/** The "How long" choices: 30 minutes to 12 hours in 30-minute steps, valued in minutes. */
export function durationOptions(): { value: number; label: string }[] {
  const options: { value: number; label: string }[] = [];
  for (
    let minutes = EVENT_LENGTH_MINUTES.min;
    minutes <= EVENT_LENGTH_MINUTES.max;
    minutes += EVENT_LENGTH_MINUTES.step
  ) {
    options.push({ value: minutes, label: durationLabel(minutes) });
  }
  return options;
}

/** What a service type record needs to be grouped: its broad type is its parent (or itself). */
type CatalogueEntry = { id: number; personForm: string; pluralForm: string; parentId: number | null };

/**
 * The "Add a service" choices, grouped under each broad type's plural ("DJs": DJ, then Wedding DJ...),
 * in catalogue order. A target vendor's own services come first, in a group of their own, and are
 * not repeated below (one option per name, so choosing "DJ" is never ambiguous).
 */
export function serviceGroups(
  catalogue: readonly CatalogueEntry[],
  vendor?: Pick<TargetVendor, "name" | "serviceTypes">,
): ServiceGroup[] {
  const vendorIds = new Set(vendor?.serviceTypes.map((type) => type.id));
  const groups = new Map<number, ServiceGroup>();
  for (const broad of catalogue.filter((entry) => entry.parentId === null)) {
    groups.set(broad.id, { label: broad.pluralForm, options: [] });
  }
  for (const entry of catalogue) {
    if (vendorIds.has(entry.id)) continue;
    const group = groups.get(entry.parentId ?? entry.id);
    const option = { id: entry.id, name: entry.personForm };
    // The broad type leads its group; its narrower types follow in catalogue order.
    if (entry.parentId === null) group?.options.unshift(option);
    else group?.options.push(option);
  }
  const grouped = [...groups.values()].filter((group) => group.options.length > 0);
  return vendor && vendor.serviceTypes.length > 0
    ? [{ label: `${vendor.name}'s services`, options: vendor.serviceTypes }, ...grouped]
    : grouped;
}

/** The name of a chosen service, from the groups offered. */
export function serviceName(groups: readonly ServiceGroup[], id: number): string | undefined {
  for (const group of groups) {
    const found = group.options.find((option) => option.id === id);
    if (found) return found.name;
  }
  return undefined;
}

/** Adds a service once, keeping at most the allowed number. */
export function addService(ids: readonly number[], id: number): number[] {
  if (ids.includes(id) || ids.length >= REQUEST_LIMITS.maxServiceTypes) return [...ids];
  return [...ids, id];
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function positiveWhole(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The target vendor from the member lookup behind `GET /api/v1/members/{id}?load=PrimaryServiceType,ProvidedServiceTypes`
 * (its answer is loosely typed); undefined when it is not a vendor. The primary service comes first.
 */
export function readTargetVendor(member: unknown): TargetVendor | undefined {
  const found = record(member);
  const memberId = positiveWhole(found?.id);
  if (!found || memberId === null || typeof found.name !== "string") return undefined;
  const primaryServiceTypeId = positiveWhole(record(found.primaryServiceType)?.id);
  const serviceTypes = (Array.isArray(found.providedServiceTypes) ? found.providedServiceTypes : []).flatMap(
    (entry: unknown): ServiceOption[] => {
      const type = record(entry);
      const id = positiveWhole(type?.id);
      return id !== null && typeof type?.personForm === "string" ? [{ id, name: type.personForm }] : [];
    },
  );
  serviceTypes.sort((a, b) => Number(b.id === primaryServiceTypeId) - Number(a.id === primaryServiceTypeId));
  return {
    memberId,
    name: found.name,
    profilePath: typeof found.profileUrl === "string" ? found.profileUrl : null,
    primaryServiceTypeId,
    serviceTypes,
  };
}

/** The saved vendors of a `GET /api/v1/client/{clientId}/favorites` answer, or undefined for another shape. */
export function readFavorites(body: unknown): FavoriteDto[] | undefined {
  const list = record(body)?.favorites;
  if (!Array.isArray(list)) return undefined;
  return list.filter((entry): entry is FavoriteDto => {
    const favorite = record(entry);
    return (
      positiveWhole(favorite?.memberId) !== null &&
      typeof favorite?.name === "string" &&
      typeof favorite.profilePath === "string"
    );
  });
}

/** The page's heading and title for its target. */
export function requestHeading(target: RequestTarget["kind"], vendorName?: string): string {
  if (target === "vendor" && vendorName) return `Request a quote from ${vendorName}`;
  if (target === "favorites") return "Ask your saved vendors for quotes";
  return "Get quotes for your event";
}

/** The body of `POST /api/v1/requests`: the contact only for a visitor, the target as the contract names it. */
export function requestBody(
  values: RequestValues,
  target: RequestTarget,
  clientToken: string,
  visitor: boolean,
): RequestFormInput {
  return {
    // The schema refuses anything but one of EVENT_TYPES, so an unchosen "" is reported, not sent on.
    eventType: values.eventType as RequestFormInput["eventType"],
    eventDate: values.eventDate,
    startTime: values.startTime,
    durationMinutes: Number(values.durationMinutes),
    cityFileName: values.city?.fileName ?? "",
    venueName: values.venueName,
    guestCount: Number(values.guestCount),
    budget: values.budget,
    serviceTypeIds: values.serviceTypeIds,
    details: values.details,
    clientToken,
    ...(target.kind === "vendor" ? { memberId: target.memberId } : {}),
    ...(target.kind === "favorites" ? { toFavorites: true } : {}),
    ...(visitor ? { contact: values.contact } : {}),
  };
}

/** The answer to a request made, or undefined when it has another shape. */
export function readCreated(body: unknown): RequestCreatedDto | undefined {
  const created = record(body);
  if (!created || typeof created.path !== "string") return undefined;
  // A visitor's answer has no request id (it is the same whatever the email typed).
  const requestId = created.requestId === null ? null : positiveWhole(created.requestId);
  if (requestId === null && created.requestId !== null) return undefined;
  return {
    requestId,
    recipientCount: typeof created.recipientCount === "number" ? created.recipientCount : 0,
    path: created.path,
  };
}

/** The address the planner lands on once the request is made: its page with the count, or a visitor's "check your email". */
export function sentPath(created: { requestId: number | null; path: string; recipientCount: number }): string {
  return created.requestId === null ? created.path : `${created.path}?sent=${created.recipientCount}`;
}

/** The contact's messages under the names the form and the API use (`contact.email`). */
export function contactErrors(errors: FieldErrors<ContactField>): RequestErrors {
  const named: RequestErrors = {};
  for (const field of CONTACT_FIELDS) if (errors[field]) named[`contact.${field}`] = errors[field];
  return named;
}

/** Session storage key of what a planner typed before leaving to log in. */
export const REQUEST_DRAFT_KEY = "marquee.requestDraft";

/** What is kept while the planner logs in: the values, the request's token and the page it was typed on. */
export type RequestDraft = { path: string; values: RequestValues; clientToken: string };

type StorageReader = Pick<Storage, "getItem">;
type StorageWriter = Pick<Storage, "setItem">;

function text(value: unknown, limit: number = REQUEST_LIMITS.detailsMax): string {
  return typeof value === "string" ? value.slice(0, limit) : "";
}

/** A stored draft's values, each read on its own: whatever is unreadable comes back empty. */
function parseValues(value: unknown): RequestValues {
  const stored = record(value) ?? {};
  const contact = record(stored.contact) ?? {};
  const values: RequestValues = {
    ...EMPTY_VALUES,
    city: stored.city ? parseLocation(stored.city) : null,
    serviceTypeIds: (Array.isArray(stored.serviceTypeIds) ? stored.serviceTypeIds : [])
      .map(positiveWhole)
      .filter((id): id is number => id !== null)
      .reduce<number[]>(addService, []),
    contact: {
      firstName: text(contact.firstName, 60),
      email: text(contact.email, 254),
      phone: text(contact.phone, 30),
    },
  };
  for (const field of TEXT_FIELDS) values[field] = text(stored[field]);
  return values;
}

function parseDraft(value: unknown): RequestDraft | null {
  const stored = record(value);
  if (!stored || typeof stored.path !== "string" || typeof stored.clientToken !== "string") return null;
  return { path: stored.path, clientToken: stored.clientToken, values: parseValues(stored.values) };
}

export function saveDraft(getStorage: () => StorageWriter | null | undefined, draft: RequestDraft): boolean {
  return writeEntry(getStorage, REQUEST_DRAFT_KEY, draft);
}

/** The draft typed on this page (its path and query), if there is one. */
export function readDraft(getStorage: () => StorageReader | null | undefined, path: string): RequestDraft | undefined {
  const draft = parseEntry(readRaw(getStorage, REQUEST_DRAFT_KEY), parseDraft);
  return draft?.path === path ? draft : undefined;
}

export function clearDraft(getStorage: () => Pick<Storage, "removeItem"> | null | undefined): void {
  try {
    getStorage()?.removeItem(REQUEST_DRAFT_KEY);
  } catch {
    // Storage that refuses us holds no draft either.
  }
}

/** Browser-only: the tab's session storage (a draft lives as long as the tab), or null where it is refused. */
export function browserSessionStorage(): Storage | null {
  return typeof window === "undefined" ? null : window.sessionStorage;
}
