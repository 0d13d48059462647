import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: access tokens, refresh tokens and reset links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256: a database leak hands out no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
