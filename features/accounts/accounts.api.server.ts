import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "#lib/integers.ts";
import { ClientError } from "#server/plugins/errors.ts";
import { forbidden, requireClientAccess, requirePrincipal } from "#server/plugins/auth.ts";
import { ACCOUNT_MESSAGES, FRONTEND_CLIENT, readCookie, SESSION_COOKIES } from "./accounts.rules.ts";
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
import type { AccountsService } from "./accounts.service.server.ts";

const idParams = z.object({ id: idSchema });
const clientParams = z.object({ clientId: idSchema });

/** An email change checks a password: few tries per address, so a stolen session cannot guess it. */
export const EMAIL_CHANGE_RATE_LIMIT = { max: 10, timeWindow: "15 minutes" } as const;

/** Token calls are cheap to make and expensive to guess: a generous limit per address. */
export const TOKEN_RATE_LIMIT = { max: 60, timeWindow: "1 minute" } as const;

const clientDtoSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

function sendCookies(reply: FastifyReply, cookies: string[]) {
  reply.header("set-cookie", cookies);
  // Token answers must never be stored by a cache on the way (RFC 6749 section 5.1).
  reply.header("cache-control", "no-store");
}

/** The token endpoint, the account and the client center's API (SPEC section 7, Members and accounts; Token). */
export async function accountsApi(app: FastifyInstance, { accounts }: { accounts: AccountsService }) {
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
      if (body.client_id !== FRONTEND_CLIENT.id || body.client_secret !== FRONTEND_CLIENT.secret) {
        throw new ClientError(401, "INVALID_CLIENT", "Unknown client.");
      }
      if (body.grant_type !== "refresh_token") {
        throw new ClientError(400, "UNSUPPORTED_GRANT_TYPE", "Only grant_type=refresh_token is supported.");
      }
      const fromBody = body.refresh_token;
      const refreshToken = fromBody ?? readCookie(request.headers.cookie, SESSION_COOKIES.refresh);
      const outcome = refreshToken ? await accounts.refresh(refreshToken) : undefined;
      if (!outcome?.ok) {
        sendCookies(reply, accounts.clearedCookies());
        throw new ClientError(400, "INVALID_GRANT", "The session has ended. Log in again.");
      }
      sendCookies(reply, outcome.setCookies);
      const { tokens } = outcome;
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
      const result = await accounts.logOut(
        request.headers.authorization ? undefined : request.headers.cookie,
        request.principal,
      );
      sendCookies(reply, result.setCookies);
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
      if (requirePrincipal(request).accountId !== request.params.id) throw forbidden();
      const outcome = await accounts.changePassword(requirePrincipal(request), request.body);
      if (!outcome.ok) {
        const message = Object.values(outcome.fields)[0] ?? "The password was not changed.";
        throw new ClientError(400, "VALIDATION_FAILED", message, outcome.fields);
      }
      sendCookies(reply, outcome.setCookies);
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
      if (!client) throw new ClientError(404, "NOT_FOUND", `No client ${request.params.clientId}.`);
      return { client };
    },
  );

  api.put(
    "/api/v1/client/:clientId",
    {
      schema: {
        params: clientParams,
        body: clientUpdateSchema,
        response: { 200: z.object({ client: clientDtoSchema, pendingEmail: z.string().nullable() }) },
      },
      config: { access: "signedIn", rateLimit: EMAIL_CHANGE_RATE_LIMIT },
    },
    async (request, reply) => {
      const principal = requireClientAccess(request, request.params.clientId);
      if (request.body.email !== undefined && principal.clientId !== request.params.clientId) {
        throw new ClientError(403, "ADMIN_EMAIL_CHANGE", ACCOUNT_MESSAGES.adminEmailChange);
      }
      const outcome = await accounts.updateClient(request.params.clientId, request.body);
      if (outcome.kind === "missing") throw new ClientError(404, "NOT_FOUND", `No client ${request.params.clientId}.`);
      if (outcome.kind === "refused") throw new ClientError(400, "VALIDATION_FAILED", outcome.message, outcome.fields);
      const client = await accounts.client(request.params.clientId);
      if (!client) throw new ClientError(404, "NOT_FOUND", `No client ${request.params.clientId}.`);
      if (request.body.firstName && principal.clientId === client.id) {
        reply.header("set-cookie", await accounts.renamedCookies(principal.accountId));
      }
      return { client, pendingEmail: outcome.pendingEmail };
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
      const principal = requirePrincipal(request);
      if (principal.accountId !== request.params.id) throw forbidden();
      const { email, currentPassword } = request.body;
      const outcome = await accounts.requestEmailChange(principal.accountId, email, { kind: "owner", currentPassword });
      if (!outcome.ok) throw new ClientError(400, "VALIDATION_FAILED", outcome.message, outcome.fields);
      return reply.status(202).send({ pendingEmail: outcome.pendingEmail });
    },
  );

  api.put(
    "/api/v1/admin/accounts/:id/email",
    {
      schema: { params: idParams, body: adminEmailChangeSchema, response: { 202: emailChangeResponseSchema } },
      config: { access: "admin" },
    },
    async (request, reply) => {
      const actor = {
        kind: "admin" as const,
        actorAccountId: requirePrincipal(request).accountId,
        reason: request.body.reason,
      };
      const subject = await accounts.identity(request.params.id);
      if (!subject) throw new ClientError(404, "NOT_FOUND", `No account ${request.params.id}.`);
      let outcome;
      if (request.body.target === "logIn") {
        outcome = await accounts.requestEmailChange(subject.accountId, request.body.email, actor);
      } else {
        if (subject.memberId === null) {
          throw new ClientError(404, "NOT_FOUND", `Account ${request.params.id} has no vendor listing.`);
        }
        outcome = await accounts.requestListingEmailChange(subject.memberId, request.body.email, actor);
      }
      if (!outcome.ok) throw new ClientError(400, "VALIDATION_FAILED", outcome.message, outcome.fields);
      return reply.status(202).send({ pendingEmail: outcome.pendingEmail });
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
