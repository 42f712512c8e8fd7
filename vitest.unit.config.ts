import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * Unit tests: plain Node, no workerd. Pure modules only (i18n, plans, redirects, password hashing,
 * config parsing, queue layout). `npm test` reads the JSON report's counts.
 */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "tests/unit/**/*.test.ts"],
    reporters: ["default", "json"],
    outputFile: { json: "test-results/unit-report.json" },
  },
});
