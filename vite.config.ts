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

export default defineConfig({
  plugins: [
    keepServerModulesExternal(),
    reactRouter(),
    fastifyReactRouterDev({ entry: "./server/dev.ts", externalizeServerEntryImports: false }),
  ],
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
