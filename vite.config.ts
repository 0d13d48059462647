import { fastifyReactRouterDev } from "@mcansh/react-router-fastify/vite";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Server modules (`*.server.ts`) stay outside the SSR bundle so that pages and the Fastify
 * server share one copy of each: one database pool, one context token, one set of services.
 * Node loads them at run time through the package.json "imports" map.
 */
function keepServerModulesExternal(): Plugin {
  return {
    name: "marquee-keep-server-modules-external",
    apply: "build",
    enforce: "pre",
    resolveId(source, _importer, options) {
      if (options.ssr && source.startsWith("#") && source.endsWith(".server.ts")) {
        return { id: source, external: true };
      }
      return null;
    },
  };
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Every page loads the browser entry and the root route with all they import statically: React,
 * React Router and the site's frame (header, search form, footer, analytics). Left to the bundler,
 * that is some thirty small files, each compressed on its own; as two files (the libraries, which
 * change rarely, and the site's code) the same code weighs less gzip and takes two requests
 * (decision 019). Code that only some pages use stays in their own chunks.
 */
function pageStartChunks() {
  const seen: string[] = [];
  let startModules: Set<string> | undefined;
  const isStartEntry = (id: string) => id.endsWith("/app/root.tsx") || id.endsWith("/entry.client.tsx");
  return {
    // The bundler offers every module to `test` before it asks for any `name`.
    test: (id: string) => {
      seen.push(id);
      return true;
    },
    name: (id: string, graph: ModuleGraph): string | null => {
      if (!startModules) {
        startModules = new Set();
        const pending = seen.filter(isStartEntry);
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (startModules.has(next)) continue;
          startModules.add(next);
          pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
        }
      }
      if (isStartEntry(id) || !startModules.has(id)) return null;
      return id.includes("/node_modules/") ? "libraries" : "site";
    },
  };
}

export default defineConfig({
  plugins: [
    keepServerModulesExternal(),
    reactRouter(),
    fastifyReactRouterDev({ entry: "./server/dev.ts", externalizeServerEntryImports: false }),
  ],
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [pageStartChunks()] } } } } },
  },
});
