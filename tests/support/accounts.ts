import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { APIRequestContext, Page } from "playwright-core";
import type { DatabaseHandle } from "#db/client.server.ts";
import { readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import { sessionCookies } from "#features/accounts/session-cookies.rules.ts";
import type { Services } from "#features/services.server.ts";

export type SignedIn = { accessToken: string; refreshToken: string; cookie: string; setCookies: string[] };

/** The tokens of a set of `Set-Cookie` strings, and the `Cookie` header a browser would send back. */
export function tokensFrom(setCookies: string[]): SignedIn {
  const pairs = setCookies.map((cookie) => cookie.split(";", 1)[0] as string);
  const header = pairs.join("; ");
  const accessToken = readCookie(header, SESSION_COOKIES.access);
  const refreshToken = readCookie(header, SESSION_COOKIES.refresh);
  if (!accessToken || !refreshToken) throw new Error(`no session cookies in ${setCookies.join(" | ")}`);
  return { accessToken, refreshToken, cookie: header, setCookies };
}

/**
 * A documentation address (RFC 3849) of its own for each email: people who log in from one network
 * have their reviews of each other held (decision 022), so test accounts never share one by chance.
 */
export function testAddressOf(email: string): string {
  const digest = createHash("sha256").update(email.toLowerCase()).digest("hex");
  return `2001:db8:${digest.slice(0, 4)}:${digest.slice(4, 8)}::10`;
}

/** Logs in the way the /login form does, from the account's own test address unless one is given. */
export async function logIn(
  services: Services,
  email: string,
  password: string,
  address = testAddressOf(email),
): Promise<SignedIn> {
  const { tokens } = await services.accounts.logIn({ email, password }, address);
  return tokensFrom(sessionCookies(tokens, services.config.secureCookies));
}

/** `multipart/form-data` bytes and content type for app.inject, built by the platform's own encoder. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** The newest link to this site in an email sent to `email` (read from the outbox, as its owner reads the inbox). */
export async function emailedLink(database: DatabaseHandle, email: string, kind?: string): Promise<string> {
  const rows = await database.db.execute<{ body: string }>(
    sql`select body from notifications where lower(recipient_email) = lower(${email})
      and (${kind ?? null}::text is null or kind = ${kind ?? null}) order by id desc limit 1`,
  );
  const link = /https?:\/\/\S+\/(?:confirm-email|reset-password)\/\S+/.exec(rows.rows[0]?.body ?? "")?.[0];
  if (!link) throw new Error(`no link emailed to ${email}${kind ? ` (${kind})` : ""}`);
  return link;
}

/** The token of an emailed `/confirm-email/{token}` or `/reset-password/{token}` link. */
export function linkToken(link: string): string {
  const token = new URL(link).pathname.split("/").at(-1);
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/**
 * Follows the newest confirmation link emailed to `email`, as its owner would (the link's button),
 * and resolves the session it opened: an account confirmed after signing up.
 */
export async function confirmByEmailedLink(
  services: Services,
  database: DatabaseHandle,
  email: string,
  address = testAddressOf(email),
): Promise<SignedIn> {
  const token = linkToken(await emailedLink(database, email, "verify-account"));
  const outcome = await services.accounts.confirm(token, { address });
  if (outcome.purpose !== "verify_account") {
    throw new Error(`the link emailed to ${email} did not confirm it: ${JSON.stringify(outcome)}`);
  }
  return tokensFrom(sessionCookies(outcome.tokens, services.config.secureCookies));
}

/** The outbox page's inbox of one address (`/dev/outbox?to=`), as the end-to-end tests read their email. */
function inboxUrl(baseUrl: string, email: string): string {
  return `${baseUrl}/dev/outbox?${new URLSearchParams({ to: email })}`;
}

/**
 * Opens the newest email titled `subject` in `email`'s inbox on the outbox page and clicks its link
 * (a confirmation or reset link), as a person follows the link in their email.
 */
export async function followEmailedLink(page: Page, baseUrl: string, email: string, subject: string): Promise<void> {
  await page.goto(inboxUrl(baseUrl, email));
  const message = page.locator("article").filter({ has: page.getByRole("heading", { name: subject, exact: true }) });
  await message.first().locator('a[href*="/confirm-email/"], a[href*="/reset-password/"]').first().click();
  await page.waitForURL(/\/(confirm-email|reset-password)\//);
}

/** The newest confirmation link in `email`'s inbox on the outbox page, read without showing the page. */
export async function outboxLink(request: APIRequestContext, baseUrl: string, email: string): Promise<string> {
  const page = await (await request.get(inboxUrl(baseUrl, email))).text();
  const href = /href="([^"]*\/confirm-email\/[^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
  if (!href) throw new Error(`no confirmation link in the outbox for ${email}`);
  return href;
}

/**
 * Follows the newest confirmation link emailed to `email` and presses its button, without a page: a
 * browser context's request client (its cookies included), for tests that set up people through forms.
 */
export async function confirmByOutbox(request: APIRequestContext, baseUrl: string, email: string): Promise<void> {
  const href = await outboxLink(request, baseUrl, email);
  const pressed = await request.post(href, { form: {}, maxRedirects: 0 });
  if (pressed.status() >= 400) throw new Error(`the link emailed to ${email} answered ${pressed.status()}`);
}
