import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database belongs to one process at a time: a second one opening its folder would
 * corrupt it. The serving process writes its id here; a command that opens the folder itself
 * (`npm run create-admin`) reads it and stops while that process lives.
 */
const OWNER_FILE = "embedded-database.pid";

/** Records this process as the one serving the embedded database under `dataDir`. */
export function claimEmbeddedDatabase(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, OWNER_FILE), String(process.pid));
}

/** The id of a live process serving the embedded database under `dataDir`, if one is. */
export function embeddedDatabaseOwner(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, OWNER_FILE), "utf8").trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; ESRCH: the file is left from a stopped server.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}
