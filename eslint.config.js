import { readFileSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Code that reaches the browser may not import server code, the database or secrets. */
const serverOnlyImports = {
  patterns: [
    { group: ["#server/*", "**/server/*"], message: "Browser code must not import server/." },
    { group: ["#db/*", "**/db/*"], message: "Browser code must not import db/: call a feature service from a loader." },
    {
      group: ["*.server", "*.server.ts", "**/*.server", "**/*.server.ts"],
      message: "Browser code must not import *.server.ts modules.",
    },
    { group: ["node:*"], message: "Browser code must not import Node built-ins." },
  ],
};

/** Route modules may call feature services (*.server.ts) from loaders, but never server/ or db/. */
const routeModuleImports = {
  patterns: [
    { group: ["#server/*", "**/server/*"], message: "Route modules call feature services, not server/." },
    { group: ["#db/*", "**/db/*"], message: "Route modules call feature services; only repositories touch db/." },
  ],
};

/**
 * The feature slices from the bottom up. A slice imports only slices on a lower line, so no slices
 * import each other, directly or round a cycle; slices on one line are peers and import none of each
 * other. A listing (members) builds on an account, search shows members, a profile shows search cards,
 * content pages embed searches, and the marketplace uses them all. Where a lower slice needs a higher
 * one's work, the composition root (features/services.server.ts) hands it in as a function.
 */
const SLICE_LAYERS = [
  ["audit", "contact-details", "locations", "media", "notifications", "payments", "service-types", "api-reference"],
  ["accounts"],
  ["members"],
  ["analytics"],
  ["search"],
  ["profiles"],
  ["content"],
  ["marketplace"],
  ["operator", "personal-data", "sitemap"],
];

/** What each layer may not import: layers import only downward (docs/architecture.md). */
const LAYER_LIMITS = {
  lib: { forbidden: ["app", "features", "db", "server"], reason: "lib/ holds domain-free helpers below every layer" },
  db: {
    forbidden: ["app", "features", "server"],
    reason: "db/ sits below the features: seeding takes what it needs from them as arguments",
  },
  features: {
    forbidden: ["app", "server"],
    reason: "features sit below the HTTP and page layers: errors are DomainErrors, config arrives as arguments",
  },
};

/** A slice's public face: other slices reach it only through these files, never its repository or API. */
const SLICE_ENTRY = /\.(service\.server|rules|schema)\.ts$/;

const ROOT = import.meta.dirname;
const PACKAGE_IMPORTS = Object.entries(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).imports).map(
  ([alias, target]) => [alias.replace(/\*$/, ""), target.replace(/^\.\//, "").replace(/\*$/, "")],
);

/** The imported file relative to the repository root, or undefined for a package. */
function importedPath(fromFile, specifier) {
  for (const [alias, folder] of PACKAGE_IMPORTS) {
    if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length);
  }
  if (!specifier.startsWith(".")) return undefined;
  return path
    .relative(ROOT, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join("/");
}

/** The slice of a file under features/<slice>/, or undefined (features/services.server.ts composes them all). */
function sliceOf(file) {
  const parts = file.split("/");
  return parts[0] === "features" && parts.length > 2 ? parts[1] : undefined;
}

const sliceRank = new Map(SLICE_LAYERS.flatMap((line, rank) => line.map((slice) => [slice, rank])));

/** Why an import breaks the house's boundaries, or undefined when it keeps them. */
function boundaryBreach(file, imported) {
  const from = file.split("/")[0];
  const to = imported.split("/")[0];
  const limit = LAYER_LIMITS[from];
  if (limit?.forbidden.includes(to)) return `${from}/ must not import ${to}/: ${limit.reason}.`;
  const slice = sliceOf(file);
  const target = sliceOf(imported);
  if (!slice || !target || slice === target) return undefined;
  for (const name of [slice, target]) {
    if (!sliceRank.has(name)) return `The slice "${name}" has no place in SLICE_LAYERS (eslint.config.js).`;
  }
  if (!SLICE_ENTRY.test(imported)) {
    return `Reach the ${target} slice through its *.service.server.ts, *.rules.ts or *.schema.ts, not ${path.basename(imported)}.`;
  }
  if (sliceRank.get(target) >= sliceRank.get(slice)) {
    return `The ${slice} slice must not import the ${target} slice: slices import only slices below them in SLICE_LAYERS (eslint.config.js), so no two depend on each other.`;
  }
  return undefined;
}

/** The layer and slice rules as one lint rule, on every import, export-from and dynamic import. */
const boundariesRule = {
  meta: {
    type: "problem",
    docs: { description: "Layers import only downward; slices reach lower slices through their public files." },
    messages: { breach: "{{reason}}" },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join("/");
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const imported = importedPath(context.filename, source.value);
      const reason = imported && boundaryBreach(file, imported);
      if (reason) context.report({ node: source, messageId: "breach", data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".tools/", "data/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: [
      "app/components/**",
      "app/lib/**",
      "app/entry.client.tsx",
      "features/*/components/**",
      "**/*.rules.ts",
      "**/*.schema.ts",
    ],
    // Tests of browser code run in Node and may serve real HTTP to it.
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", serverOnlyImports] },
  },
  { files: ["app/routes/**", "app/root.tsx"], rules: { "no-restricted-imports": ["error", routeModuleImports] } },
  {
    files: ["lib/**/*.ts", "db/**/*.ts", "features/**/*.{ts,tsx}"],
    // Tests compose the layers as the server does: they build the app, seed data and reach into slices.
    ignores: ["**/*.test.ts"],
    plugins: { marquee: { rules: { boundaries: boundariesRule } } },
    rules: { "marquee/boundaries": "error" },
  },
  {
    files: ["scripts/**", "bench/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
