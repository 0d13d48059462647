import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { boundedText } from "#lib/text-bounds.ts";
import { isDomainError, notFound } from "#lib/domain-errors.ts";
import { idSchema } from "#lib/integers.ts";
import { requireAccountOwner, requireClientAccess, requirePrincipal } from "#lib/route-access.ts";
import { readCookie, SESSION_COOKIES } from "./accounts.rules.ts";
import {
  adminEmailChangeSchema,
  changePasswordSchema,
  clientRequestsResponseSchema,
  clientUpdateSchema,
  currentAccountResponseSchema,
  emailChangeResponseSchema,
  emailChangeSchema,
  loggedOutResponseSchema,
  passwordChangedResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from "./accounts.schema.ts";
import { type AccountsService, INVALID_GRANT } from "./accounts.service.server.ts";
import { clearedSessionCookies, readableCookies, sessionCookies } from "./session-cookies.rules.ts";

const idParams = z.object({ id: idSchema });
const clientParams = z.object({ clientId: idSchema });

/** An email change checks a password: few tries per address, so a stolen session cannot guess it. */
export const EMAIL_CHANGE_RATE_LIMIT = { max: 10, timeWindow: 15 * 60_000 } as const;

/** Token calls are cheap to make and expensive to guess: a generous limit per address. */
export const TOKEN_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

const clientDtoSchema = z.object({
  id: z.number(),
  firstName: boundedText("name"),
  lastName: boundedText("name").nullable(),
  email: boundedText("email"),
  phoneNumber: boundedText("name").nullable(),
});

function sendCookies(reply: FastifyReply, cookies: string[]) {
  reply.header("set-cookie", cookies);
  // Token answers must never be stored by a cache on the way (RFC 6749 section 5.1).
  reply.header("cache-control", "no-store");
}

/**
 * The token endpoint, the account and the client center's API (SPEC section 7, Members and accounts; Token).
 * The services return tokens; this edge makes the session cookies of the API's answers (decision 023).
 */
export async function accountsApi(
  app: FastifyInstance,
  { accounts, secureCookies }: { accounts: AccountsService; secureCookies: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The token endpoint takes an OAuth form body (RFC 6749); only this plugin parses that type.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  api.post(
    "/api/v1/token",
    {
      schema: { body: tokenRequestSchema, response: { 200: tokenResponseSchema } },
      config: { access: "public", rateLimit: TOKEN_RATE_LIMIT },
    },
    async (request, reply) => {
      const { body } = request;
      const fromBody = body.refresh_token;
      const tokens = await accounts
        .refreshGrant({
          grantType: body.grant_type,
          clientId: body.client_id,
          clientSecret: body.client_secret,
          refreshToken: fromBody ?? readCookie(request.headers.cookie, SESSION_COOKIES.refresh),
        })
        .catch((error: unknown) => {
          // A session that has ended leaves no cookies behind to be sent again.
          if (isDomainError(error) && error.code === INVALID_GRANT) {
            sendCookies(reply, clearedSessionCookies(secureCookies));
          }
          throw error;
        });
      sendCookies(reply, sessionCookies(tokens, secureCookies));
      return {
        token_type: "Bearer" as const,
        expires_in: tokens.accessSeconds,
        scope: tokens.scope,
        // A browser keeps its tokens in HttpOnly cookies; only a caller that sent the token gets them back.
        ...(fromBody ? { access_token: tokens.accessToken, refresh_token: tokens.refreshToken } : {}),
      };
    },
  );

  api.post(
    "/api/v1/token/revoke",
    {
      schema: { response: { 200: loggedOutResponseSchema } },
      config: { access: "public", rateLimit: TOKEN_RATE_LIMIT },
    },
    async (request, reply) => {
      // A bearer caller's session is its token's; a browser's is its cookies'.
      const cookies = request.headers.authorization ? undefined : request.headers.cookie;
      await accounts.logOut({
        caller: request.principal,
        accessToken: readCookie(cookies, SESSION_COOKIES.access),
        refreshToken: readCookie(cookies, SESSION_COOKIES.refresh),
      });
      sendCookies(reply, clearedSessionCookies(secureCookies));
      return { loggedOut: true as const };
    },
  );

  api.get(
    "/api/v1/accounts/me",
    { schema: { response: { 200: currentAccountResponseSchema } }, config: { access: "signedIn" } },
    async (request) => {
      const principal = requirePrincipal(request);
      return {
        account: {
          id: principal.accountId,
          email: principal.email,
          role: principal.role,
          clientId: principal.clientId,
          memberId: principal.memberId,
          welcomeName: principal.welcomeName,
        },
      };
    },
  );

  api.put(
    "/api/v1/accounts/:id",
    {
      schema: { params: idParams, body: changePasswordSchema, response: { 200: passwordChangedResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request, reply) => {
      // Only the account's owner, who knows the current password; an admin cannot set it either.
      const principal = requireAccountOwner(request, request.params.id);
      const tokens = await accounts.changePassword(principal, request.body);
      sendCookies(reply, sessionCookies(tokens, secureCookies));
      return { changed: true as const };
    },
  );

  api.get(
    "/api/v1/client/:clientId",
    {
      schema: { params: clientParams, response: { 200: z.object({ client: clientDtoSchema }) } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireClientAccess(request, request.params.clientId);
      const client = await accounts.client(request.params.clientId);
      if (!client) throw notFound(`No client ${request.params.clientId}.`);
      return { client };
    },
  );

  api.put(
    "/api/v1/client/:clientId",
    {
      schema: {
        params: clientParams,
        body: clientUpdateSchema,
        response: { 200: z.object({ client: clientDtoSchema, pendingEmail: boundedText("email").nullable() }) },
      },
      config: { access: "signedIn", rateLimit: EMAIL_CHANGE_RATE_LIMIT },
    },
    async (request, reply) => {
      const principal = requireClientAccess(request, request.params.clientId);
      const owner = principal.clientId === request.params.clientId;
      const { client, pendingEmail } = await accounts.updateClient(request.params.clientId, request.body, { owner });
      // The header greets the planner by their first name: a new one goes into the readable cookies.
      const greeting = owner && request.body.firstName ? await accounts.greeting(principal.accountId) : undefined;
      if (greeting) reply.header("set-cookie", readableCookies(greeting, secureCookies));
      return { client, pendingEmail };
    },
  );

  api.put(
    "/api/v1/accounts/:id/email",
    {
      schema: { params: idParams, body: emailChangeSchema, response: { 202: emailChangeResponseSchema } },
      config: { access: "signedIn", rateLimit: EMAIL_CHANGE_RATE_LIMIT },
    },
    async (request, reply) => {
      // The owner, with the current password; administrators use the audited route below.
      const principal = requireAccountOwner(request, request.params.id);
      const { email, currentPassword } = request.body;
      const requested = await accounts.requestEmailChange(principal.accountId, email, {
        kind: "owner",
        currentPassword,
      });
      return reply.status(202).send(requested);
    },
  );

  api.put(
    "/api/v1/admin/accounts/:id/email",
    {
      schema: { params: idParams, body: adminEmailChangeSchema, response: { 202: emailChangeResponseSchema } },
      config: { access: "admin" },
    },
    async (request, reply) => {
      const { target, email, reason } = request.body;
      const requested = await accounts.requestEmailChangeAsAdmin(
        request.params.id,
        { target, email },
        { kind: "admin", actorAccountId: requirePrincipal(request).accountId, reason },
      );
      return reply.status(202).send(requested);
    },
  );

  api.get(
    "/api/v1/client/:clientId/requests",
    {
      schema: { params: clientParams, response: { 200: clientRequestsResponseSchema } },
      config: { access: "signedIn" },
    },
    async (request) => {
      requireClientAccess(request, request.params.clientId);
      const requests = await accounts.clientRequests(request.params.clientId);
      return { requests: requests.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}
