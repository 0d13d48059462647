import { createHash, createHmac, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: access tokens, refresh tokens and emailed links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as their SHA-256: a database leak hands out no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A network address as it is stored: HMAC-SHA256 under the installation's secret, so a copy of the
 * table gives no address back (IPv4 has too few addresses for a plain hash to hide one).
 */
export function hashAddress(network: string, secret: string): string {
  return createHmac("sha256", secret).update(network).digest("hex");
}
