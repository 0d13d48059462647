/**
 * Cold start and memory: `node bench/startup.ts [--data-dir DIR]`. Starts the production server
 * on an already seeded embedded database (seeding one first if the folder is empty), measures the
 * time until it answers readiness and its resident memory, idle and after 200 home page requests.
 */
import { parseArgs } from "node:util";
import { residentMiB, startServer, stopServer } from "#tests/support/server-process.ts";

const { values } = parseArgs({ options: { "data-dir": { type: "string", default: "data/bench-startup" } } });
const environment = { DATA_DIR: values["data-dir"] as string, DATABASE_URL: "" };

const first = await startServer(environment);
await stopServer(first.process);

const runs: number[] = [];
let idle = 0;
let warm = 0;
for (let run = 0; run < 3; run += 1) {
  const server = await startServer(environment);
  runs.push(server.readyMs);
  idle = await residentMiB(server.process.pid as number);
  for (let request = 0; request < 200; request += 1) await (await fetch(server.baseUrl)).text();
  warm = await residentMiB(server.process.pid as number);
  await stopServer(server.process);
}
runs.sort((a, b) => a - b);
console.log(`cold start to ready on a seeded PGlite database: median ${runs[1]} ms (runs: ${runs.join(", ")} ms)`);
console.log(`resident memory: ${idle} MiB idle after start, ${warm} MiB after 200 home page requests`);
