import { readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
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

/** Logs in the way the /login form does, from a test address. */
export async function logIn(services: Services, email: string, password: string): Promise<SignedIn> {
  const outcome = await services.accounts.logIn({ email, password }, "203.0.113.10");
  if (!outcome.ok) throw new Error(`could not log in ${email}: ${outcome.message}`);
  return tokensFrom(outcome.setCookies);
}

/** `multipart/form-data` bytes and content type for app.inject, built by the platform's own encoder. */
export async function multipartBody(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}
