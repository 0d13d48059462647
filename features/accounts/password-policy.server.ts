import { dictionary } from "@zxcvbn-ts/language-common";
import { ACCOUNT_MESSAGES, PASSWORD_LIMITS } from "./accounts.rules.ts";

/** The most common passwords (the zxcvbn list, about 49,000), lower-cased. */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

/**
 * NIST SP 800-63B / OWASP: a length range and a blocklist, no composition rules. Returns the
 * message to show, or undefined when the password may be used.
 */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_LIMITS.min) return ACCOUNT_MESSAGES.passwordShort;
  if (password.length > PASSWORD_LIMITS.max) return ACCOUNT_MESSAGES.passwordLong;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return ACCOUNT_MESSAGES.passwordCommon;
  return undefined;
}
