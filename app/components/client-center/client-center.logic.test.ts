import { describe, expect, it } from "vitest";
import {
  fieldsWithErrors,
  formatEventDate,
  isoDatePart,
  pickFieldErrors,
  PROFILE_FIELDS,
  profileValues,
  quoteCountLabel,
  readClient,
  readRequests,
  statusToken,
} from "./client-center.logic.ts";

describe("readClient", () => {
  it("reads the client of a { client } answer", () => {
    const body = {
      client: { id: 4, firstName: "Ana", lastName: null, email: "ana@example.com", phoneNumber: "512 555 0100" },
    };
    expect(readClient(body)).toEqual(body.client);
  });

  it("refuses other shapes", () => {
    expect(readClient({})).toBeUndefined();
    expect(readClient({ client: { firstName: "Ana" } })).toBeUndefined();
    expect(readClient(null)).toBeUndefined();
  });

  it("fills the form with empty fields for what the client did not give", () => {
    const client = readClient({ client: { id: 4, firstName: "Ana", email: "ana@example.com" } });
    expect(client && profileValues(client)).toEqual({
      firstName: "Ana",
      lastName: "",
      email: "ana@example.com",
      phoneNumber: "",
    });
  });
});

describe("readRequests", () => {
  it("reads each request and skips entries without an id", () => {
    const requests = readRequests({
      requests: [
        {
          id: 1,
          eventType: "Wedding",
          eventDate: "2026-09-12",
          cityName: "Austin, TX",
          status: "Open",
          serviceTypes: ["DJ", "Photographer", 3],
          quoteCount: 2,
          createdAt: "2026-05-01T10:00:00.000Z",
        },
        { eventType: "Birthday" },
        { id: 2, quoteCount: -1 },
      ],
    });
    expect(requests).toEqual([
      {
        id: 1,
        eventType: "Wedding",
        eventDate: "2026-09-12",
        cityName: "Austin, TX",
        status: "Open",
        serviceTypes: ["DJ", "Photographer"],
        quoteCount: 2,
        createdAt: "2026-05-01T10:00:00.000Z",
      },
      {
        id: 2,
        eventType: "",
        eventDate: null,
        cityName: null,
        status: "",
        serviceTypes: [],
        quoteCount: 0,
        createdAt: null,
      },
    ]);
  });

  it("reads an empty list, and refuses an answer without one", () => {
    expect(readRequests({ requests: [] })).toEqual([]);
    expect(readRequests({})).toBeUndefined();
  });
});

describe("formatting", () => {
  it("writes the event's calendar date, whatever the time zone", () => {
    expect(formatEventDate("2026-06-13")).toBe("Saturday, June 13, 2026");
    expect(formatEventDate("2026-06-13T23:30:00-05:00")).toBe("Saturday, June 13, 2026");
    expect(formatEventDate("2026-02-30")).toBeUndefined();
    expect(formatEventDate(null)).toBeUndefined();
    expect(isoDatePart("2026-06-13T23:30:00Z")).toBe("2026-06-13");
  });

  it("counts quotes", () => {
    expect(quoteCountLabel(0)).toBe("No quotes yet");
    expect(quoteCountLabel(1)).toBe("1 quote");
    expect(quoteCountLabel(3)).toBe("3 quotes");
  });

  it("turns a status into a token", () => {
    expect(statusToken("Booked")).toBe("booked");
    expect(statusToken(" Quote sent ")).toBe("quote-sent");
    expect(statusToken("")).toBe("unknown");
  });
});

describe("field errors", () => {
  it("keeps the server's messages for the form's fields, in the form's order", () => {
    const errors = pickFieldErrors(
      { phoneNumber: "Enter a valid phone number.", email: "Taken.", other: "x" },
      PROFILE_FIELDS,
    );
    expect(errors).toEqual({ email: "Taken.", phoneNumber: "Enter a valid phone number." });
    expect(fieldsWithErrors(errors, PROFILE_FIELDS)).toEqual(["email", "phoneNumber"]);
  });
});
