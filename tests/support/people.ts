import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/client.server.ts";
import { hashPassword } from "#features/accounts/password.server.ts";
import type { Services } from "#features/services.server.ts";
import { logIn, type SignedIn, testAddressOf } from "./accounts.ts";

/**
 * Accounts for marketplace tests, made through the sign-up services. The emailed confirmation link is
 * taken as followed (its own tests are the accounts slice's): the log-in and listing emails are marked
 * confirmed, then the person logs in from their own test address, or from the one given.
 */

export const TEST_PASSWORD = "a long and unusual passphrase 42";

export type Person = { session: SignedIn; accountId: number; address: string };

/** Marks an account's log-in email, and its listing's email if it has one, as confirmed. */
export async function confirmEmail(database: DatabaseHandle, email: string): Promise<number> {
  const result = await database.db.execute<{ id: number }>(
    sql`update accounts set email_verified_at = now() where lower(email) = lower(${email}) returning id`,
  );
  const accountId = Number(result.rows[0]?.id);
  if (!accountId) throw new Error(`no account for ${email}`);
  await database.db.execute(sql`update members set email_verified_at = now() where account_id = ${accountId}`);
  return accountId;
}

export async function newVendor(
  services: Services,
  database: DatabaseHandle,
  input: { name: string; email: string; serviceTypeIds: number[]; cityFileName?: string; address?: string },
): Promise<Person & { memberId: number }> {
  await services.accounts.signUpMember({
    businessName: input.name,
    firstName: "Sam",
    email: input.email,
    serviceTypeIds: input.serviceTypeIds,
    cityFileName: input.cityFileName ?? "austin-tx",
    password: TEST_PASSWORD,
  });
  const accountId = await confirmEmail(database, input.email);
  const address = input.address ?? testAddressOf(input.email);
  const member = await database.db.execute<{ id: number }>(sql`select id from members where account_id = ${accountId}`);
  return {
    session: await logIn(services, input.email, TEST_PASSWORD, address),
    accountId,
    address,
    memberId: Number(member.rows[0]?.id),
  };
}

export async function newPlanner(
  services: Services,
  database: DatabaseHandle,
  input: { firstName: string; email: string; address?: string },
): Promise<Person & { clientId: number }> {
  await services.accounts.signUpClient({
    firstName: input.firstName,
    email: input.email,
    phone: null,
    password: TEST_PASSWORD,
  });
  return plannerOf(services, database, input.email, input.address);
}

/**
 * Logs in a planner account that exists already (one a visitor's request made, say), after giving it
 * the test password and confirming its email, as its owner would through the emailed link.
 */
export async function plannerOf(
  services: Services,
  database: DatabaseHandle,
  email: string,
  address = testAddressOf(email),
): Promise<Person & { clientId: number }> {
  const accountId = await confirmEmail(database, email);
  await database.db.execute(
    sql`update accounts set password_hash = ${await hashPassword(TEST_PASSWORD)} where id = ${accountId}`,
  );
  const client = await database.db.execute<{ id: number }>(sql`select id from clients where account_id = ${accountId}`);
  return {
    session: await logIn(services, email, TEST_PASSWORD, address),
    accountId,
    address,
    clientId: Number(client.rows[0]?.id),
  };
}
