import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { idSchema } from "#lib/integers.ts";
import { SERVICE_TYPES_PER_REQUEST } from "#features/service-types/service-types.rules.ts";
import { ACCOUNT_MESSAGES, PASSWORD_LIMITS, PLANNER_REQUESTS_SHOWN } from "./accounts.rules.ts";

/** One schema per form, used by the page (to show errors as typed) and by the server (to decide). */

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, ACCOUNT_MESSAGES.email)
  .pipe(z.email(ACCOUNT_MESSAGES.email));

/** Length only: the list of common passwords is checked on the server (it is too large to ship). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_LIMITS.min, ACCOUNT_MESSAGES.passwordShort)
  .max(PASSWORD_LIMITS.max, ACCOUNT_MESSAGES.passwordLong);

export const firstNameSchema = z.string().trim().min(1, ACCOUNT_MESSAGES.firstName).max(60, ACCOUNT_MESSAGES.firstName);

export const phoneSchema = z
  .string()
  .trim()
  .max(30, ACCOUNT_MESSAGES.phone)
  .refine((value) => value === "" || /^\+?[\d\s().-]{7,}$/.test(value), ACCOUNT_MESSAGES.phone)
  .refine((value) => value === "" || value.replace(/\D/g, "").length >= 7, ACCOUNT_MESSAGES.phone)
  .transform((value) => (value === "" ? null : value));

export const logInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, ACCOUNT_MESSAGES.passwordRequired).max(PASSWORD_LIMITS.max, ACCOUNT_MESSAGES.logInFailed),
});
export type LogInForm = z.output<typeof logInFormSchema>;

export const clientSignUpFormSchema = z.object({
  firstName: firstNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional().default(""),
  password: newPasswordSchema,
});
export type ClientSignUpForm = z.output<typeof clientSignUpFormSchema>;

export const memberSignUpFormSchema = z.object({
  businessName: z.string().trim().min(1, ACCOUNT_MESSAGES.businessName).max(100, ACCOUNT_MESSAGES.businessName),
  firstName: firstNameSchema,
  email: emailSchema,
  /** Sign-up category ids, the first one primary. */
  serviceTypeIds: z.array(idSchema).min(1, ACCOUNT_MESSAGES.category).max(12, ACCOUNT_MESSAGES.category),
  /** The city's fileName from the location autocomplete. */
  cityFileName: z.string().trim().min(1, ACCOUNT_MESSAGES.city).max(200, ACCOUNT_MESSAGES.city),
  password: newPasswordSchema,
});
export type MemberSignUpForm = z.output<typeof memberSignUpFormSchema>;

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

/** "Send the link again" (`/confirm-email`): the address the account was signed up with. */
export const resendConfirmationFormSchema = z.object({ email: emailSchema });

/** An emailed link's page: a password to choose when the account has none yet. */
export const confirmLinkFormSchema = z.object({ newPassword: newPasswordSchema.optional() });

/** PUT /api/v1/accounts/{id}/email and the log-in email forms: the new address and the current password. */
export const emailChangeSchema = z.object({
  email: emailSchema,
  currentPassword: z
    .string()
    .min(1, ACCOUNT_MESSAGES.emailChangeNeedsPassword)
    .max(PASSWORD_LIMITS.max, ACCOUNT_MESSAGES.currentPassword),
});
export type EmailChangeInput = z.output<typeof emailChangeSchema>;

/** PUT /api/v1/admin/accounts/{id}/email: an operator's change, audited, confirmed by the new address. */
export const adminEmailChangeSchema = z.object({
  email: emailSchema,
  /** The log-in email of the account, or the listing email of its vendor record. */
  target: z.enum(["logIn", "listing"]).default("logIn"),
  reason: z.string().trim().min(3, "Say why, in a few words.").max(500, "Use at most 500 characters."),
});

/** The answer to an email change: the address the confirmation link went to, or null when nothing changes. */
export const emailChangeResponseSchema = z.object({ pendingEmail: boundedText("email").nullable() });

export const resetPasswordFormSchema = z.object({ newPassword: newPasswordSchema });

/**
 * PUT /api/v1/accounts/{id} and the centers' password forms: SPEC's `{ newPassword }`, with the current
 * password, which the server asks for unless the owner signed in moments ago (decision 027).
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .max(PASSWORD_LIMITS.max, ACCOUNT_MESSAGES.currentPassword)
    .optional()
    .transform((value) => value || undefined),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .transform((value) => (value === "" ? null : value));

/** The current password, asked before a log-in email may change. */
const currentPasswordSchema = z.string().max(PASSWORD_LIMITS.max, ACCOUNT_MESSAGES.currentPassword);

/** PUT /api/v1/client/{clientId}: a new `email` needs `currentPassword` and takes effect once its link is opened. */
export const clientUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: optionalText(60),
    email: emailSchema,
    phoneNumber: phoneSchema,
    currentPassword: currentPasswordSchema,
  })
  .partial();
export type ClientUpdateInput = z.output<typeof clientUpdateSchema>;

/** POST /api/v1/token (form-encoded, SPEC section 7). */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(100),
  refresh_token: z.string().max(200).optional(),
  client_id: z.string().max(200),
  client_secret: z.string().max(200),
});

/** The answers of the accounts API (documented in the OpenAPI document). */
export const tokenResponseSchema = z.object({
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  scope: boundedText("name"),
  access_token: boundedText("token").optional(),
  refresh_token: boundedText("token").optional(),
});
export const loggedOutResponseSchema = z.object({ loggedOut: z.literal(true) });
export const currentAccountResponseSchema = z.object({
  account: z.object({
    id: z.number().int(),
    email: boundedText("email"),
    role: z.enum(["client", "member", "admin"]),
    clientId: z.number().int().nullable(),
    memberId: z.number().int().nullable(),
    welcomeName: boundedText("name"),
  }),
});
export const passwordChangedResponseSchema = z.object({ changed: z.literal(true) });
export const clientRequestsResponseSchema = z.object({
  requests: z
    .array(
      z.object({
        id: z.number().int(),
        eventType: boundedText("name"),
        eventDate: boundedText("day"),
        cityName: boundedText("name"),
        status: z.enum(["open", "booked", "closed", "cancelled"]),
        createdAt: boundedText("timestamp"),
        serviceTypes: z.array(boundedText("name")).max(SERVICE_TYPES_PER_REQUEST),
        quoteCount: z.number().int(),
      }),
    )
    .max(PLANNER_REQUESTS_SHOWN),
});
