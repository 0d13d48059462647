import { z } from "zod";
import { memberUpdateSchema } from "./members.schema.ts";
import { parseDollarsToCents } from "#lib/money.ts";

/**
 * The member center's profile details form (`/dashboard`), as typed: the same rules as the API's
 * update (memberUpdateSchema), read from text. The page checks with it as the vendor types and its
 * action decides with it; only reading text as a number has words of its own.
 */

export const MEMBER_PROFILE_MESSAGES = {
  price: "Enter an amount in dollars, like 500.",
  travelDistance: "Enter 0 to 1,000 miles.",
} as const;

const update = memberUpdateSchema.shape;

/** Dollars as typed ("1,250", "$99.50") as whole cents within the update's range; null for an empty box. */
const priceText = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    const cents = parseDollarsToCents(text);
    if (cents === null || !update.payRangeLowCents.safeParse(cents).success) {
      context.addIssue({ code: "custom", message: MEMBER_PROFILE_MESSAGES.price });
      return z.NEVER;
    }
    return cents;
  });

const milesText = z
  .string()
  .trim()
  .transform((text, context) => {
    const miles = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
    if (!update.travelDistanceMiles.safeParse(miles).success) {
      context.addIssue({ code: "custom", message: MEMBER_PROFILE_MESSAGES.travelDistance });
      return z.NEVER;
    }
    return miles;
  });

/** A checkbox sent with the value "true", or not sent at all. */
const checkbox = z.enum(["", "true"]).transform((value) => value === "true");

export const memberProfileFormSchema = z
  .object({
    name: update.name.unwrap(),
    contactFirstName: update.contactFirstName.unwrap(),
    contactLastName: update.contactLastName.unwrap(),
    email: update.email.unwrap(),
    phone: update.phone.unwrap(),
    tagline: update.tagline.unwrap(),
    about: update.about.unwrap(),
    cityFileName: update.cityFileName.unwrap(),
    travelDistanceMiles: milesText,
    payRangeLow: priceText,
    payRangeHigh: priceText,
    acceptsOnlineDeposits: checkbox,
    includeInVirtualEvents: checkbox,
  })
  .superRefine(
    ({ payRangeLow, payRangeHigh }, context) => {
      const read = (cents: unknown) => cents === null || typeof cents === "number";
      if (!read(payRangeLow) || !read(payRangeHigh)) return;
      // The order of the range is the update's own rule.
      const range = memberUpdateSchema.safeParse({ payRangeLowCents: payRangeLow, payRangeHighCents: payRangeHigh });
      for (const issue of range.error?.issues ?? []) {
        context.addIssue({ code: "custom", message: issue.message, path: ["payRangeHigh"] });
      }
    },
    // Said beside the high end even while other fields are wrong.
    { when: ({ value }) => typeof value === "object" && value !== null },
  )
  .transform(({ payRangeLow, payRangeHigh, ...fields }) => ({
    ...fields,
    payRangeLowCents: payRangeLow,
    payRangeHighCents: payRangeHigh,
  }));
