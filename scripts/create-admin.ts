/**
 * `npm run create-admin -- --email <address>`: creates an administrator, or makes the account of
 * that email one, on the configured database (DATABASE_URL, else the embedded database, which must
 * not be in use by a running server). The password is read from MARQUEE_ADMIN_PASSWORD, or asked
 * for on the terminal without echo; it is never an argument, which shell history and `ps` would keep.
 */
import { stdin, stdout } from "node:process";
import { parseArgs } from "node:util";
import { databaseTargetFor, openDatabase } from "#db/client.server.ts";
import { migrateDatabase } from "#db/migrate.server.ts";
import { createAdministrator } from "#features/accounts/create-administrator.server.ts";
import { isDomainError } from "#lib/domain-errors.ts";
import { loadConfig } from "#server/config.ts";
import { embeddedDatabaseOwner } from "#server/embedded-database-owner.server.ts";

const USAGE =
  "Usage: MARQUEE_ADMIN_PASSWORD=… npm run create-admin -- --email <address>  (or leave the variable unset to be asked)";

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(2);
}

/** Reads one line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  if (!stdin.isTTY) fail(`no terminal to ask for the password on: set MARQUEE_ADMIN_PASSWORD.\n${USAGE}`);
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          resolve(typed);
          return;
        }
        if (character === "\u0003") {
          stdin.setRawMode(false);
          stdout.write("\n");
          process.exit(130);
        }
        typed = character === "\u007f" || character === "\b" ? typed.slice(0, -1) : typed + character;
      }
    };
    stdin.on("data", onData);
  });
}

const { values } = parseArgs({ options: { email: { type: "string" } } });
if (!values.email) fail(USAGE);

const config = loadConfig();
if (!config.databaseUrl) {
  const owner = embeddedDatabaseOwner(config.dataDir);
  if (owner !== undefined) {
    fail(
      `the embedded database in ${config.dataDir} is in use by a running server (process ${owner}). ` +
        "Stop the server, run this again, then start the server; or run Marquee on PostgreSQL (DATABASE_URL).",
    );
  }
}

let password = process.env.MARQUEE_ADMIN_PASSWORD;
if (!password) {
  password = await askHidden(`Password for ${values.email}: `);
  if (password !== (await askHidden("Again: "))) fail("the two passwords differ.");
}

const database = await openDatabase(databaseTargetFor(config));
try {
  await migrateDatabase(database);
  const outcome = await createAdministrator(database.db, { email: values.email, password });
  console.log(
    outcome === "created"
      ? `create-admin: created the administrator ${values.email.trim().toLowerCase()}`
      : `create-admin: ${values.email.trim().toLowerCase()} is an administrator now, with the new password`,
  );
} catch (error) {
  if (!isDomainError(error)) throw error;
  process.exitCode = 2;
  console.error(`create-admin: ${error.message}`);
} finally {
  await database.close();
}
