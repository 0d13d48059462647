import { describe, expect, it } from "vitest";
import { requestFormSchema } from "#features/marketplace/marketplace.schema.ts";
import {
  addService,
  clearDraft,
  completedSteps,
  durationOptions,
  EMPTY_VALUES,
  firstStepWithErrors,
  readDraft,
  REQUEST_DRAFT_KEY,
  requestErrors,
  type RequestField,
  requestHeading,
  requestInput,
  requestSteps,
  type RequestValues,
  saveDraft,
  serviceGroups,
  stepOf,
  submittedValues,
} from "./request-form.logic.ts";
import { AUSTIN } from "#tests/support/locations.ts";

const TOKEN = "4d7c1a0e-8f5b-4c2d-9e6a-3b1f0c2d4e5f";

const FILLED: RequestValues = {
  eventType: "Birthday party",
  eventDate: "2027-03-14",
  startTime: "19:00",
  durationMinutes: "180",
  city: AUSTIN,
  venueName: "The Lantern Room",
  guestCount: "80",
  budget: "1,250",
  serviceTypeIds: [100, 706],
  details: "A 40th birthday with a dance floor and a photo booth.",
  contact: { firstName: "Ana", email: "ana@example.com", phone: "" },
  clientToken: TOKEN,
};

/** A session storage stand-in. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("durationOptions", () => {
  it("offers 30 minutes to 12 hours in 30-minute steps, valued in minutes", () => {
    const options = durationOptions();
    expect(options).toHaveLength(24);
    expect(options.slice(0, 4)).toEqual([
      { value: 30, label: "30 minutes" },
      { value: 60, label: "1 hour" },
      { value: 90, label: "1 hour 30 minutes" },
      { value: 120, label: "2 hours" },
    ]);
    expect(options.at(-1)).toEqual({ value: 720, label: "12 hours" });
  });
});

describe("requestInput", () => {
  it("gives the schema the typed text, the chosen city's file name, the services and the visitor's contact", () => {
    const input = requestInput(FILLED, { kind: "matching" }, true);
    expect(input).toEqual({
      eventType: "Birthday party",
      eventDate: "2027-03-14",
      startTime: "19:00",
      durationMinutes: "180",
      cityFileName: "austin-tx",
      venueName: "The Lantern Room",
      guestCount: "80",
      budget: "1,250",
      serviceTypeIds: [100, 706],
      details: "A 40th birthday with a dance floor and a photo booth.",
      clientToken: TOKEN,
      contact: { firstName: "Ana", email: "ana@example.com", phone: "" },
    });
    expect(requestFormSchema.parse(input)).toMatchObject({ durationMinutes: 180, guestCount: 80, budget: 125_000 });
  });

  it("aims at one vendor or at the saved vendors, and leaves the contact out for a planner", () => {
    const toVendor = requestInput(FILLED, { kind: "vendor", memberId: 42 }, false);
    expect(toVendor.memberId).toBe(42);
    expect(toVendor).not.toHaveProperty("toFavorites");
    expect(toVendor).not.toHaveProperty("contact");
    const toFavorites = requestInput(FILLED, { kind: "favorites" }, false);
    expect(toFavorites.toFavorites).toBe(true);
    expect(toFavorites).not.toHaveProperty("memberId");
  });

  it("gives the schema an empty form to refuse field by field, the contact's fields by their form names", () => {
    const errors = requestErrors(requestFormSchema, requestInput(EMPTY_VALUES, { kind: "matching" }, true));
    for (const field of [
      "eventType",
      "eventDate",
      "startTime",
      "durationMinutes",
      "cityFileName",
      "guestCount",
      "serviceTypeIds",
      "details",
      "contact.firstName",
      "contact.email",
    ] as const) {
      expect(errors[field], field).toBeTruthy();
    }
    expect(errors).not.toHaveProperty("contact.phone");
    expect(requestErrors(requestFormSchema, requestInput(FILLED, { kind: "matching" }, true))).toEqual({});
  });
});

describe("submittedValues", () => {
  function formOf(entries: [string, string][]): FormData {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  }

  it("reads a submission as typed: the chosen services once each (chips and the select), the contact and the token", () => {
    const submitted = submittedValues(
      formOf([
        ["eventType", "Wedding"],
        ["guestCount", "120"],
        ["serviceTypeIds", "100"],
        ["serviceTypeIds", "706"],
        ["serviceTypeIds", "100"],
        // The "Add a service" select, empty once scripts have moved its choice into a chip.
        ["serviceTypeIds", ""],
        ["serviceTypeIds", "DJ"],
        ["cityText", " Austin, TX "],
        ["cityFileName", ""],
        ["contact.email", "ana@example.com"],
        ["clientToken", TOKEN],
      ]),
    );
    expect(submitted.values).toMatchObject({
      eventType: "Wedding",
      guestCount: "120",
      serviceTypeIds: [100, 706],
      contact: { firstName: "", email: "ana@example.com", phone: "" },
      clientToken: TOKEN,
      details: "",
    });
    expect(submitted.cityText).toBe("Austin, TX");
    expect(submitted.cityFileName).toBe("");
  });

  it("keeps one service too many and text too long, for the schema to refuse rather than cut silently", () => {
    const submitted = submittedValues(
      formOf([
        ...["1", "2", "3", "4", "5", "6", "7"].map((id): [string, string] => ["serviceTypeIds", id]),
        ["details", "x".repeat(5_000)],
      ]),
    );
    expect(submitted.values.serviceTypeIds).toEqual([1, 2, 3, 4, 5, 6]);
    const { serviceTypeIds, details } = submitted.values;
    const errors = requestErrors(
      requestFormSchema,
      requestInput({ ...FILLED, serviceTypeIds, details }, { kind: "matching" }, false),
    );
    expect(Object.keys(errors)).toEqual(["serviceTypeIds", "details"]);
  });
});

describe("drafts", () => {
  const path = "/requestquote?memberId=42";

  it("keeps the values and the token for the page they were typed on", () => {
    const storage = memoryStorage();
    expect(saveDraft(() => storage, { path, values: FILLED })).toBe(true);
    expect(readDraft(() => storage, path)).toEqual({ path, values: FILLED });
    expect(readDraft(() => storage, "/createrequest")).toBeUndefined();
    clearDraft(() => storage);
    expect(storage.items.has(REQUEST_DRAFT_KEY)).toBe(false);
    expect(readDraft(() => storage, path)).toBeUndefined();
  });

  it("reads what it can of a damaged draft and ignores what is not one", () => {
    const storage = memoryStorage();
    storage.setItem(
      REQUEST_DRAFT_KEY,
      JSON.stringify({
        path,
        values: {
          clientToken: TOKEN,
          eventType: "Wedding",
          guestCount: 12,
          city: { kind: "nowhere" },
          serviceTypeIds: [1, "2", 1, 3, 4, 5, 6, 7],
        },
      }),
    );
    const draft = readDraft(() => storage, path);
    expect(draft?.values).toEqual({
      ...EMPTY_VALUES,
      eventType: "Wedding",
      serviceTypeIds: [1, 3, 4, 5, 6],
      clientToken: TOKEN,
    });
    // Without its token a draft could only make a second request.
    storage.setItem(REQUEST_DRAFT_KEY, JSON.stringify({ path, values: { eventType: "Wedding" } }));
    expect(readDraft(() => storage, path)).toBeUndefined();
    storage.setItem(REQUEST_DRAFT_KEY, "not json");
    expect(readDraft(() => storage, path)).toBeUndefined();
  });

  it("survives storage that refuses to be used", () => {
    const refusing = () => {
      throw new Error("SecurityError");
    };
    expect(saveDraft(refusing, { path, values: FILLED })).toBe(false);
    expect(readDraft(refusing, path)).toBeUndefined();
    expect(() => clearDraft(refusing)).not.toThrow();
  });
});

describe("services", () => {
  const catalogue = [
    { id: 100, personForm: "DJ", pluralForm: "DJs", parentId: null },
    { id: 101, personForm: "Wedding DJ", pluralForm: "Wedding DJs", parentId: 100 },
    { id: 200, personForm: "Band", pluralForm: "Bands", parentId: null },
    { id: 201, personForm: "Cover Band", pluralForm: "Cover Bands", parentId: 200 },
  ];

  it("groups each type under its broad type, the broad type first", () => {
    expect(serviceGroups(catalogue)).toEqual([
      {
        label: "DJs",
        options: [
          { id: 100, name: "DJ" },
          { id: 101, name: "Wedding DJ" },
        ],
      },
      {
        label: "Bands",
        options: [
          { id: 200, name: "Band" },
          { id: 201, name: "Cover Band" },
        ],
      },
    ]);
  });

  it("offers a target vendor's services first, once", () => {
    const groups = serviceGroups(catalogue, { name: "Neon Nights", serviceTypes: [{ id: 100, name: "DJ" }] });
    expect(groups[0]).toEqual({ label: "Neon Nights's services", options: [{ id: 100, name: "DJ" }] });
    expect(groups.flatMap((group) => group.options).filter((option) => option.id === 100)).toHaveLength(1);
  });

  it("adds a service once and at most five", () => {
    expect(addService([100], 100)).toEqual([100]);
    expect(addService([1, 2, 3, 4, 5], 6)).toEqual([1, 2, 3, 4, 5]);
    expect(addService([1], 2)).toEqual([1, 2]);
  });
});

describe("the page", () => {
  it("heads the page for its target", () => {
    expect(requestHeading("matching")).toBe("Get quotes for your event");
    expect(requestHeading("vendor", "Neon Nights DJ Co.")).toBe("Request a quote from Neon Nights DJ Co.");
    expect(requestHeading("favorites")).toBe("Ask your saved vendors for quotes");
  });
});

describe("the request form's steps in the Planner Onboarding Flow", () => {
  it("are the event, the services and, for a visitor, about you; every field belongs to one", () => {
    expect(requestSteps(true).map((entry) => entry.step)).toEqual(["event", "services", "about you"]);
    expect(requestSteps(false).map((entry) => entry.step)).toEqual(["event", "services"]);
    expect(stepOf("guestCount")).toBe("event");
    expect(stepOf("details")).toBe("services");
    expect(stepOf("contact.email")).toBe("about you");
  });

  it("a step is complete when all its fields are valid and the person touched one of them", () => {
    const edited = new Set<RequestField>(["eventType", "details"]);
    expect(completedSteps({}, edited, true)).toEqual(["event", "services"]);
    expect(completedSteps({ details: "Tell vendors more." }, edited, true)).toEqual(["event"]);
    expect(completedSteps({}, new Set<RequestField>(["contact.email"]), true)).toEqual(["about you"]);
    expect(completedSteps({}, new Set<RequestField>(["contact.email"]), false)).toEqual([]);
    expect(completedSteps({}, new Set<RequestField>(), true)).toEqual([]);
  });

  it("a refused submission names the first step with a message", () => {
    expect(firstStepWithErrors({ details: "x", "contact.email": "y" }, true)).toBe("services");
    expect(firstStepWithErrors({ "contact.email": "y" }, true)).toBe("about you");
    expect(firstStepWithErrors({}, true)).toBeUndefined();
  });
});
