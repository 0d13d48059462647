/**
 * Where a rendered page's time goes: `node bench/render.ts [--path /search/band-new-york-city-ny]
 * [--database-url URL] [--vendors 3000] [--seconds 20] [--connections 8] [--profile-out file.cpuprofile]`. Starts the production server
 * with the inspector on a loopback port, loads one page with a cookie (so every answer is rendered,
 * never served from the page cache) under autocannon while the V8 profiler samples the main thread,
 * then prints the CPU per answer by part (each React component, React DOM, React Router, the server's
 * modules, Fastify, Node.js, garbage collection) and what the page's HTML is made of. Asserts nothing.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { freePort, startServer, stopServer } from "#tests/support/server-process.ts";
import { measure } from "./floor.ts";

const { values } = parseArgs({
  options: {
    path: { type: "string", default: "/search/band-new-york-city-ny" },
    "database-url": { type: "string" },
    "data-dir": { type: "string", default: "data/bench-pages" },
    vendors: { type: "string", default: "3000" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "8" },
    /** Where to write the profile too, to open in Chrome's DevTools. */
    "profile-out": { type: "string" },
  },
});
const pagePath = values.path as string;
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", cookie: "bench=rendered" };

type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** The Chrome DevTools Protocol over the inspector's WebSocket: one call at a time is all this needs. */
async function connectInspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const address = targets[0]?.webSocketDebuggerUrl;
  if (!address) throw new Error("the server's inspector lists no target");
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let nextId = 1;
  return {
    call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onMessage = (event: MessageEvent) => {
          const message = JSON.parse(String(event.data)) as { id?: number; result?: T; error?: { message: string } };
          if (message.id !== id) return;
          socket.removeEventListener("message", onMessage);
          if (message.error) reject(new Error(`${method}: ${message.error.message}`));
          else resolve(message.result as T);
        };
        socket.addEventListener("message", onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    close: () => socket.close(),
  };
}

/** Components whose function is named otherwise in their package. */
const COMPONENT_NAMES: Record<string, string> = { LinkWithRef: "Link (React Router)" };
const PARTS: [RegExp, string][] = [
  [/\/node_modules\/react-dom\//, "React DOM (rendering, writing HTML)"],
  [
    /\/node_modules\/(react-router|@react-router|@mcansh|turbo-stream)\//,
    "React Router (routing, data serialised for hydration)",
  ],
  [/\/node_modules\/react\//, "React"],
  [
    /\/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|pino|fast-json-stringify|fastify-plugin)/,
    "Fastify and its plugins",
  ],
  [/\/node_modules\/(drizzle-orm|pg|pg-protocol|@electric-sql)\//, "database client"],
  [/\/node_modules\/zod\//, "Zod"],
  [/\/node_modules\//, "other packages"],
  [/\/(server|features|lib)\//, "server modules (services, queries, plugins)"],
  [/build\/server\/index\.js$/, "page code (loaders, helpers)"],
  [/^node:/, "Node.js (streams, http, zlib)"],
];

/**
 * What one sample's time is spent on: the nearest React component on the stack (its own work, with
 * the hooks and helpers it calls; React renders its children after it returns), else the leaf's code.
 */
function partsOf(profile: Profile): Map<number, string> {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  // React DOM's server renderer calls each function component from renderWithHooks.
  const isComponent = (id: number) => {
    const up = parent.get(id);
    return up !== undefined && byId.get(up)?.callFrame.functionName === "renderWithHooks";
  };
  const parts = new Map<number, string>();
  const partOf = (id: number): string => {
    const known = parts.get(id);
    if (known) return known;
    const node = byId.get(id) as ProfileNode;
    const { functionName, url } = node.callFrame;
    let part: string;
    if (functionName === "(idle)") part = "idle";
    else if (functionName === "(garbage collector)") part = "garbage collection";
    else if (functionName === "(program)") part = "V8 (compiling, runtime)";
    else if (isComponent(id)) part = `<${COMPONENT_NAMES[functionName] ?? functionName}>`;
    else {
      const up = parent.get(id);
      const above = up === undefined ? undefined : partOf(up);
      if (above?.startsWith("<")) part = above;
      else if (!url) part = above ?? "native";
      else part = PARTS.find(([pattern]) => pattern.test(url))?.[1] ?? url;
    }
    parts.set(id, part);
    return part;
  };
  for (const node of profile.nodes) partOf(node.id);
  return parts;
}

/** What the HTML is made of, in bytes. */
function htmlParts(html: string) {
  const bytes = (text: string) => Buffer.byteLength(text);
  const sum = (pattern: RegExp) => [...html.matchAll(pattern)].reduce((total, match) => total + bytes(match[0]), 0);
  return {
    "whole page": bytes(html),
    "data for hydration (inline scripts)": sum(
      /<script\b[^>]*>[^<]*(?:__reactRouterContext|streamController)[\s\S]*?<\/script>/g,
    ),
    "vendor cards (<article> markup)": sum(/<article class="vendor-card[\s\S]*?<\/article>/g),
    "head (meta, links, preloads)": sum(/<head>[\s\S]*?<\/head>/g),
    "header and footer": sum(/<header class="site-header[\s\S]*?<\/header>|<footer[\s\S]*?<\/footer>/g),
  };
}

const inspectorPort = await freePort();
const server = await startServer(
  {
    DATABASE_URL: values["database-url"] ?? "",
    DATA_DIR: values["database-url"] ? "data/bench-pages-pg" : (values["data-dir"] as string),
    SEED_VENDORS: values.vendors as string,
    NODE_OPTIONS: `--inspect=127.0.0.1:${inspectorPort}`,
  },
  1_800_000,
);
try {
  const page = await fetch(`${server.baseUrl}${pagePath}`, { headers: { cookie: HEADERS.cookie } });
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = await page.text();
  const request = { method: "GET" as const, path: pagePath, headers: HEADERS };
  await measure(server.baseUrl, { connections, seconds: 3, requests: [request] });

  const inspector = await connectInspector(inspectorPort);
  await inspector.call("Profiler.enable");
  await inspector.call("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.call("Profiler.start");
  const figures = await measure(server.baseUrl, { connections, seconds, requests: [request] });
  const { profile } = await inspector.call<{ profile: Profile }>("Profiler.stop");
  inspector.close();
  if (values["profile-out"]) await writeFile(values["profile-out"], JSON.stringify(profile));

  const parts = partsOf(profile);
  const microseconds = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = parts.get(id) ?? "unknown";
    microseconds.set(part, (microseconds.get(part) ?? 0) + (profile.timeDeltas[index + 1] ?? 0));
  });
  microseconds.delete("idle");
  const busy = [...microseconds.values()].reduce((total, value) => total + value, 0);
  const perAnswer = (value: number) => (value / 1000 / figures.requests).toFixed(3);

  console.log(
    `\n${pagePath}, rendered (with a cookie), ${connections} connections for ${seconds} s: ` +
      `${figures.requestsPerSecond} requests/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ` +
      `${figures.requests} answers, ${figures.non2xx} non-2xx\n` +
      `main thread busy ${(busy / 1000 / seconds / 10).toFixed(1)} % of the run, ${perAnswer(busy)} ms of CPU per answer\n`,
  );
  console.log("| part | CPU ms per answer | share |\n| --- | ---: | ---: |");
  for (const [part, value] of [...microseconds].sort((a, b) => b[1] - a[1])) {
    if (value / busy < 0.002) continue;
    console.log(`| ${part} | ${perAnswer(value)} | ${((value / busy) * 100).toFixed(1)} % |`);
  }
  console.log("\n| HTML part (uncompressed) | bytes | share |\n| --- | ---: | ---: |");
  const sizes = htmlParts(html);
  for (const [part, size] of Object.entries(sizes)) {
    console.log(`| ${part} | ${size.toLocaleString("en-US")} | ${((size / sizes["whole page"]) * 100).toFixed(1)} % |`);
  }
} finally {
  await stopServer(server.process);
}
