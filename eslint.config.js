import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const importZones = [
  {
    target: "./app/engines",
    from: ["./app/features", "./app/routes", "./app/ui", "./workers"],
    message: "Engines import no feature, route or UI: pass what they need in.",
  },
  {
    target: "./app/core",
    from: ["./app/features", "./app/routes", "./app/ui", "./workers"],
    message: "Core is shared by the features: it imports none of them.",
  },
  {
    target: "./app/ui",
    from: ["./app/features", "./app/routes", "./workers"],
    message: "Shared UI imports no feature or route.",
  },
  {
    target: "./app/features",
    from: ["./app/routes", "./workers"],
    message: "Features are called by routes and the jobs Worker, never the other way.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      "**/.wrangler/**",
      "test-results/**",
      "playwright-report/**",
      ".reports/**",
      "app/worker-configuration.d.ts",
      "migrations/**",
      // Deliberate violations of the import boundaries, linted by tests/unit/import-boundaries.test.ts.
      "tests/fixtures/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // The layout's rules (docs/decisions/021-one-folder-per-feature.md): what may import what, no
    // cycles, and one import style inside app/ and workers/.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      // Parse TypeScript modules when following imports (no-cycle reads the imported files).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: importZones }],
    },
  },
  {
    // One import style inside app/: ~/… (tests may reach the fakes in tests/ relatively).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["./*", "../*"], message: "Import app modules as ~/… (one import style)." }] },
      ],
    },
  },
  {
    // The browser translates with app/core/i18n/use-translation.ts, not i18next
    // (docs/decisions/026-client-translations-without-i18next.md): only server code may load i18next,
    // and anything may name its types (erased from the bundle). A separate rule name, so it adds to
    // the import-style rules above instead of replacing them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.ts", "app/**/*.d.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-i18next",
              message: "Use ~/core/i18n/use-translation (the browser ships no i18next).",
            },
            {
              name: "i18next",
              allowTypeImports: true,
              message:
                "Translate with ~/core/i18n/translate or use-translation; i18next is for *.server.ts only.",
            },
          ],
          patterns: [
            { group: ["i18next/*", "react-i18next/*"], message: "i18next is for *.server.ts only." },
          ],
        },
      ],
    },
  },
  {
    // Components take parsed markdown from their loader: the parser stays out of the browser bundle
    // (docs/decisions/020-markdown-parser-stays-hand-written.md).
    files: ["app/ui/**/*.tsx", "app/features/*/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["./*", "../*"], message: "Import app modules as ~/… (one import style)." },
            {
              group: ["~/engines/markdown/parse-markdown", "~/engines/markdown/block-reader"],
              message: "Parse markdown in the loader and pass the blocks in.",
            },
          ],
        },
      ],
    },
  },
  {
    // The jobs Worker reaches a feature through its public index.ts, never its internals. (The web
    // Worker's entry imports what it serves directly, as routes do: a feature's index carries its
    // job, and with it the renderer's WASM the web Worker must not bundle.)
    files: ["workers/jobs/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*/**"],
              message: "The jobs Worker imports a feature through its index.ts: ~/features/<name>.",
            },
          ],
        },
      ],
    },
  },
);
