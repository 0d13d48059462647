/**
 * One floor server, started as its own process by bench/floor.ts, as Marquee runs in its own:
 * `node bench/floor-app/serve.ts fastify|react-router PORT [BUILD_DIRECTORY]`.
 * `fastify` answers a small JSON on GET /; `react-router` serves the floor app's build on /.
 */
import path from "node:path";
import { fastifyReactRouter } from "@mcansh/react-router-fastify";
import Fastify from "fastify";

const [kind, port, buildDirectory = ""] = process.argv.slice(2);
const app = Fastify({ logger: false });

if (kind === "fastify") {
  app.get("/", async () => ({ status: "ok", vendors: 3, services: ["dj", "band", "magician"] }));
} else if (kind === "react-router") {
  await app.register(fastifyReactRouter, {
    mode: "production",
    serverBuildPath: path.join(buildDirectory, "server", "index.js"),
    clientBuildDirectory: path.join(buildDirectory, "client"),
  });
} else {
  throw new Error(`unknown floor server "${kind}": use fastify or react-router`);
}

await app.listen({ host: "127.0.0.1", port: Number(port) });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
