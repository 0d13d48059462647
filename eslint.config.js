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
    files: ["scripts/**", "bench/**", "db/seed/seed.ts", "db/seed/content.ts", "db/migrate.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
);
