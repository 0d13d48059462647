import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

describe("password hashing", () => {
  it("stores argon2id with OWASP parameters and verifies only the right password", async () => {
    const encoded = await hashPassword("correct horse battery staple");
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword("correct horse battery staple", encoded)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", encoded)).toBe(false);
  });

  it("salts every hash differently unless a salt is given", async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword("same", salt)).toBe(await hashPassword("same", salt));
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("rejects anything that is not an argon2id hash", async () => {
    expect(await verifyPassword("anything", "!no-login")).toBe(false);
    expect(await verifyPassword("anything", "")).toBe(false);
  });
});
