/**
 * The request form (`/createrequest`, `/requestquote`): who the request goes to, the choices it
 * offers, how a submission reads as the schema's input (in the browser and in the route's action
 * alike) and the draft it keeps while the planner logs in. No React here, so the rules run in unit tests.
 */
import type { LocationDto } from "#features/locations/locations.schema.ts";
import { EVENT_LENGTH_MINUTES, REQUEST_LIMITS } from "#features/marketplace/marketplace.rules.ts";
import type { RequestFormInput } from "#features/marketplace/marketplace.schema.ts";
import { parseEntry, parseLocation, readRaw, writeEntry } from "#app/lib/search-storage.ts";
import { type FieldErrors, type FormSchema, issuesByField, textValue } from "../forms/form-errors.ts";

/**
 * The form's parts, in page order, as the Planner Onboarding Flow names its steps, with their fields
 * as the form and the schema name them (`contact.email`...); "about you" is asked of visitors only.
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

/**
 * The form as typed: text as the boxes hold it, the chosen city and services, and the request's token
 * (made with the page: a repeated submission answers the request already made).
 */
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
  clientToken: string;
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
  clientToken: "",
};

/** Who receives the request: matching vendors, one vendor, or the planner's saved vendors. */
export type RequestTarget = { kind: "matching" } | { kind: "vendor"; memberId: number } | { kind: "favorites" };

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
  vendor?: { name: string; serviceTypes: readonly ServiceOption[] },
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
    ? [{ label: `${vendor.name}'s services`, options: [...vendor.serviceTypes] }, ...grouped]
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

/** The page's heading and title for its target. */
export function requestHeading(target: RequestTarget["kind"], vendorName?: string): string {
  if (target === "vendor" && vendorName) return `Request a quote from ${vendorName}`;
  if (target === "favorites") return "Ask your saved vendors for quotes";
  return "Get quotes for your event";
}

/**
 * What the schema checks, from the values: the contact only for a visitor, the target as the schema
 * names it. The browser checks with it as the person types; the route's action decides with it.
 */
export function requestInput(values: RequestValues, target: RequestTarget, visitor: boolean): RequestFormInput {
  return {
    // The schema refuses anything but one of EVENT_TYPES, so an unchosen "" is reported, not sent on.
    eventType: values.eventType as RequestFormInput["eventType"],
    eventDate: values.eventDate,
    startTime: values.startTime,
    durationMinutes: values.durationMinutes,
    cityFileName: values.city?.fileName ?? "",
    venueName: values.venueName,
    guestCount: values.guestCount,
    budget: values.budget,
    serviceTypeIds: values.serviceTypeIds,
    details: values.details,
    clientToken: values.clientToken,
    ...(target.kind === "vendor" ? { memberId: target.memberId } : {}),
    ...(target.kind === "favorites" ? { toFavorites: true } : {}),
    ...(visitor ? { contact: values.contact } : {}),
  };
}

/** The schema's messages by the form's field names (`contact.email` for the contact's email). */
export function requestErrors(schema: FormSchema, input: RequestFormInput): RequestErrors {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  const named = parsed.error.issues.map((issue) => ({ ...issue, path: [issue.path.map(String).join(".")] }));
  return issuesByField(REQUEST_FIELDS, named);
}

/** Longer than any of the form's fields allows, so the schema still sees a value too long. */
const SUBMITTED_TEXT_LIMIT = REQUEST_LIMITS.detailsMax + 1;

/** Whole numbers as the form sends them (service ids), each once, in order; anything else is left out. */
function submittedIds(form: FormData, name: string): number[] {
  const ids = form
    .getAll(name)
    .filter((value): value is string => typeof value === "string" && /^\d{1,10}$/.test(value))
    .map(Number);
  return [...new Set(ids)].slice(0, REQUEST_LIMITS.maxServiceTypes + 1);
}

/**
 * A submission as typed, for the route's action: the values but the city, which the server finds
 * from the chosen city's file name (`cityFileName`, once scripts run) or from the typed text (`cityText`).
 */
export function submittedValues(form: FormData): {
  values: Omit<RequestValues, "city">;
  cityFileName: string;
  cityText: string;
} {
  const values: Omit<RequestValues, "city"> = {
    ...EMPTY_VALUES,
    serviceTypeIds: submittedIds(form, "serviceTypeIds"),
    contact: {
      firstName: textValue(form, "contact.firstName", SUBMITTED_TEXT_LIMIT),
      email: textValue(form, "contact.email", SUBMITTED_TEXT_LIMIT),
      phone: textValue(form, "contact.phone", SUBMITTED_TEXT_LIMIT),
    },
    clientToken: textValue(form, "clientToken", SUBMITTED_TEXT_LIMIT),
  };
  for (const field of TEXT_FIELDS) values[field] = textValue(form, field, SUBMITTED_TEXT_LIMIT);
  return {
    values,
    cityFileName: textValue(form, "cityFileName", 200).trim(),
    cityText: textValue(form, "cityText", 200).trim(),
  };
}

/** Session storage key of what a planner typed before leaving to log in. */
export const REQUEST_DRAFT_KEY = "marquee.requestDraft";

/** What is kept while the planner logs in: the values (with the request's token) and the page they were typed on. */
export type RequestDraft = { path: string; values: RequestValues };

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
    clientToken: text(stored.clientToken, 64),
  };
  for (const field of TEXT_FIELDS) values[field] = text(stored[field]);
  return values;
}

function parseDraft(value: unknown): RequestDraft | null {
  const stored = record(value);
  if (!stored || typeof stored.path !== "string") return null;
  const values = parseValues(stored.values);
  // A draft without its token could only be sent as a new request: it is not one.
  return values.clientToken ? { path: stored.path, values } : null;
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
