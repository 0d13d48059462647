import type { Database } from "#db/client.server.ts";
import { invalid } from "#lib/domain-errors.ts";
import { createAccountsRepository } from "./accounts.repo.server.ts";
import { emailSchema } from "./accounts.schema.ts";
import { hashPassword } from "./password.server.ts";
import { passwordProblem } from "./password-policy.server.ts";

/**
 * `npm run create-admin`'s use case: the operator's way to the console on a deployment with no
 * known credentials (decision 030). Creates an administrator with this email and password, or
 * makes the existing account of that email one and gives it this password.
 */
export async function createAdministrator(
  db: Database,
  input: { email: string; password: string },
  now = new Date(),
): Promise<"created" | "promoted"> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw invalid("INVALID_EMAIL", email.error.issues[0]?.message ?? "Enter an email address.");
  const problem = passwordProblem(input.password);
  if (problem) throw invalid("WEAK_PASSWORD", problem);
  return createAccountsRepository(db).saveAdministrator(email.data, await hashPassword(input.password), now);
}
