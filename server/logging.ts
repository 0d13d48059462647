import { METHODS } from "node:http";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DrizzleQueryError } from "drizzle-orm";
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

/**
 * Logs carry what an operator needs and nothing a person typed (issue 17): no SQL parameters, bodies,
 * query strings, passwords, tokens, emails or phone numbers. Every `{ err }` and `{ req }` anywhere goes
 * through the serialisers below, so a call site cannot leak them by accident.
 */

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAX_MESSAGE_LENGTH = 300;
const MAX_PATH_LENGTH = 300;
const MAX_STACK_FRAMES = 15;
const MAX_CAUSE_DEPTH = 4;
const KNOWN_METHODS = new Set(METHODS);
const CODE_PATTERN = /^[\w.-]{1,64}$/;
// Line breaks and other control characters in a logged value could forge a log line on a terminal.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const QUOTE_CHARACTERS = /["'`\u2018\u2019\u201c\u201d\u00ab\u00bb]/g;
const EMAIL_OR_CREDENTIALS = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+/g;
// A `?` right after a path or word starts a query string, up to the next space or quote.
const QUERY_STRING = /(?<=[\w/])\?[^\s"'`)]+/g;

function oneLine(text: string, maxLength: number): string {
  const flat = text.replace(CONTROL_CHARACTERS, " ");
  return flat.length > maxLength ? `${flat.slice(0, maxLength)}…` : flat;
}

/** Everything between the first and the last quote goes, whichever quotes nest inside. */
function withoutQuotedValues(message: string): string {
  const quotes = [...message.matchAll(QUOTE_CHARACTERS)];
  const first = quotes[0]?.index;
  const last = quotes.at(-1)?.index;
  if (first === undefined || last === undefined || first === last) return message;
  return `${message.slice(0, first)}"…"${message.slice(last + 1)}`;
}

/** Text on one line, with any email, credentials or query string taken out. */
function safeText(text: string): string {
  return oneLine(text.replace(EMAIL_OR_CREDENTIALS, "[redacted]").replace(QUERY_STRING, "?…"), MAX_MESSAGE_LENGTH);
}

/**
 * An error's message without the values it quotes (PostgreSQL, Node and JSON.parse quote what they
 * complain about), emails, credentials or query strings.
 */
export function safeErrorMessage(error: Error): string {
  // Drizzle's message is the whole statement and its parameters; the cause says what went wrong.
  if (error instanceof DrizzleQueryError) return "Failed query";
  return safeText(withoutQuotedValues(String(error.message)));
}

/** The stack frames in this project's code (not its dependencies'), with paths relative to the project. */
function ownFrames(stack: unknown): string[] {
  if (typeof stack !== "string") return [];
  return stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line) && line.includes(`${PROJECT_ROOT}/`) && !line.includes("/node_modules/"))
    .slice(0, MAX_STACK_FRAMES)
    .map((line) => `    ${line.trim().replaceAll(`file://${PROJECT_ROOT}/`, "").replaceAll(`${PROJECT_ROOT}/`, "")}`);
}

const stringField = (error: object, name: string): string | undefined => {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === "string" && CODE_PATTERN.test(value) ? value : undefined;
};

export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
};

/**
 * The one error serialiser: class, code (a SQLSTATE for database errors), constraint, table and
 * column, a message stripped of values, and a stack of our own frames only; the same for its causes.
 * Drizzle's query and parameters, a database error's detail and whatever else an error carries stay out.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: "A value that is not an Error was thrown.", stack: "" };
  }
  const type = oneLine(error.constructor?.name || error.name || "Error", 64);
  const message = safeErrorMessage(error);
  const serialized: SerializedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...ownFrames(error.stack)].join("\n"),
  };
  const code = stringField(error, "code");
  if (code) serialized.code = code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === "number") serialized.statusCode = statusCode;
  for (const name of ["constraint", "table", "column"] as const) {
    const value = stringField(error, name);
    if (value) serialized[name] = value;
  }
  if (depth < MAX_CAUSE_DEPTH) {
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError && Array.isArray(error.errors)) {
      serialized.errors = error.errors.slice(0, 3).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}

/**
 * A request's path with only what the route itself names: the route pattern's own segments and
 * numbers (ids) are kept, every other segment becomes ":" (a search page's or a 404's path is what
 * someone typed), and the query string is dropped.
 */
export function loggedPath(url: string, route: string | undefined): string {
  const routeSegments = (route ?? "").split("/");
  const segments = (url.split("?", 1)[0] ?? "").split("/").map((segment, index) => {
    const declared = routeSegments[index];
    const ownSegment = declared !== undefined && !declared.startsWith(":") && declared !== "*" && declared === segment;
    return segment === "" || ownSegment || /^\d{1,10}$/.test(segment) ? segment : ":";
  });
  return oneLine(segments.join("/"), MAX_PATH_LENGTH);
}

/** Method, path, route pattern and address: no query string, headers, host or body. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: KNOWN_METHODS.has(request.method) ? request.method : "OTHER",
    url: loggedPath(request.url, request.routeOptions?.url),
    route: request.routeOptions?.url,
    remoteAddress: isIP(request.ip) ? request.ip : undefined,
  };
}

function serializeReply(reply: Pick<FastifyReply, "statusCode">) {
  return { statusCode: reply.statusCode };
}

/** Field names that hold what people type or secrets, censored wherever a call site logs them. */
const PRIVATE_FIELDS = [
  "body",
  "query",
  "params",
  "headers",
  "password",
  "currentPassword",
  "newPassword",
  "email",
  "phone",
  "phoneNumber",
  "token",
  "accessToken",
  "refreshToken",
  "access_token",
  "refresh_token",
  "cookie",
  "authorization",
];

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** The logger options of the app: the serialisers above and redaction as a second net. */
export function loggerOptions(level: string, stream?: LoggerOptions["stream"]): LoggerOptions {
  return {
    level,
    stream,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest, res: serializeReply },
    redact: {
      paths: PRIVATE_FIELDS.flatMap((field) => [field, `*.${field}`]),
      censor: "[redacted]",
    },
    hooks: {
      // `log.error(error)` would make the error's raw message the line's message, and Fastify puts raw
      // URLs in some of its messages: the message is cleaned here.
      logMethod(args, method) {
        const [first, second] = args as unknown[];
        if (first instanceof Error && typeof second !== "string") {
          method.apply(this, [{ err: first }, safeErrorMessage(first)]);
          return;
        }
        const messageAt = typeof first === "string" ? 0 : 1;
        const message = args[messageAt];
        if (typeof message === "string") args[messageAt] = safeText(message);
        method.apply(this, args);
      },
    },
  };
}

/** Fastify's own request log lines, with the raw URL and raw error messages taken out of their text. */
export class PrivateLogController extends LogController {
  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, "request failed");
    else reply.log.info({ res: reply, err: error }, "request rejected");
  }

  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, "route not found");
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ req: request, res: reply, err: error }, "could not write the response head");
  }
}
