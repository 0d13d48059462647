import { readCookie, SESSION_COOKIES } from "#features/accounts/accounts.rules.ts";
import type { Principal } from "#features/accounts/sessions.service.server.ts";
import type { Services } from "#features/services.server.ts";
import { cookieHeaders } from "./account-forms.ts";

/**
 * Who sent a page request, from the HttpOnly session cookies (the readable scope cookie decides
 * nothing: anyone can write it). An expired access token is renewed with the refresh token, as the
 * browser's API client would do, and the new cookies go back in `headers`.
 */
export async function pageSession(
  request: Request,
  services: Services,
): Promise<{ principal: Principal | undefined; headers: Headers }> {
  const cookies = request.headers.get("Cookie");
  const accessToken = readCookie(cookies, SESSION_COOKIES.access);
  const principal = accessToken ? await services.sessions.authenticate(accessToken) : undefined;
  if (principal) return { principal, headers: new Headers() };
  const refreshToken = readCookie(cookies, SESSION_COOKIES.refresh);
  const refreshed = refreshToken ? await services.accounts.refresh(refreshToken) : undefined;
  if (!refreshed?.ok) return { principal: undefined, headers: new Headers() };
  return {
    principal: await services.sessions.authenticate(refreshed.tokens.accessToken),
    headers: cookieHeaders(refreshed.setCookies),
  };
}
