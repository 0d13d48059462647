import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

/** OWASP's argon2id recommendation (19 MiB, 2 passes, 1 lane) at the time of writing. */
const PARAMETERS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;
const SALT_BYTES = 16;

/**
 * Hashes a password into a PHC string: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`.
 * `salt` is only passed by the demo-data seed, which must produce the same bytes on every run.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(SALT_BYTES)): Promise<string> {
  const hash = await argon2Async("argon2id", { message: password, nonce: salt, ...PARAMETERS });
  const encode = (bytes: Buffer) => bytes.toString("base64").replace(/=+$/, "");
  return `$argon2id$v=19$m=${PARAMETERS.memory},t=${PARAMETERS.passes},p=${PARAMETERS.parallelism}$${encode(salt)}$${encode(hash)}`;
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, hash] = match;
  const expected = Buffer.from(hash as string, "base64");
  const actual = await argon2Async("argon2id", {
    message: password,
    nonce: Buffer.from(salt as string, "base64"),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
