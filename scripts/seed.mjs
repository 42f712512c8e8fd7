#!/usr/bin/env node
// Seeds the demo accounts into the local D1 (idempotent: re-running refreshes them).
// Hashes with the app's own password module and the local PASSWORD_PEPPER from .dev.vars.
import { ensureNode22 } from "./lib/node22.mjs";
ensureNode22(import.meta.url);

const { hashPassword } = await import("../app/features/accounts/password.server.ts");
const { profileLimitsFor } = await import("../app/core/plans/catalog.ts");
const { demoAccounts } = await import("./lib/demo-accounts.mjs");
const { defaultPersistTo, readDevVars, root } = await import("./lib/local-stack.mjs");
const { must } = await import("./lib/run.mjs");
const { writeFileSync, mkdtempSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const path = await import("node:path");

const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : defaultPersistTo;
const vars = readDevVars();
if (vars.APP_ENV === "production") {
  console.error("Refusing to seed demo accounts: APP_ENV is production in .dev.vars.");
  process.exit(1);
}

const quote = (value) =>
  value === null
    ? "NULL"
    : typeof value === "number"
      ? String(value)
      : typeof value === "boolean"
        ? value
          ? "1"
          : "0"
        : `'${String(value).replaceAll("'", "''")}'`;
const columns = {
  plan: "plan",
  monthlyThumbnailsLimit: "monthly_thumbnails_limit",
  monthlyAiCredits: "monthly_ai_credits",
  monthlyTrendsLimit: "monthly_trends_limit",
  hasWatermark: "has_watermark",
  maxExportResolution: "max_export_resolution",
  hasUpscaling: "has_upscaling",
  hasPremiumTemplates: "has_premium_templates",
  hasTrendAnalysis: "has_trend_analysis",
  hasAiPerformance: "has_ai_performance",
  hasBatchProcessing: "has_batch_processing",
  batchLimit: "batch_limit",
};

const now = Date.now();
const statements = [];
for (const account of demoAccounts) {
  const hash = await hashPassword(account.password, vars.PASSWORD_PEPPER);
  const limits = profileLimitsFor(account.plan);
  const limitNames = Object.keys(columns).map((k) => columns[k]);
  const limitValues = Object.keys(columns).map((k) => quote(limits[k]));
  statements.push(
    `INSERT INTO users (id, email, email_verified_at, role, created_at, updated_at) VALUES (${quote(account.id)}, ${quote(account.email)}, ${now}, 'user', ${now}, ${now})
       ON CONFLICT(id) DO UPDATE SET email = excluded.email, email_verified_at = excluded.email_verified_at, updated_at = excluded.updated_at;`,
    `INSERT INTO password_credentials (user_id, hash, updated_at) VALUES (${quote(account.id)}, ${quote(hash)}, ${now})
       ON CONFLICT(user_id) DO UPDATE SET hash = excluded.hash, updated_at = excluded.updated_at;`,
    `INSERT INTO profiles (id, email, full_name, ${limitNames.join(", ")}, created_at, updated_at) VALUES (${quote(account.id)}, ${quote(account.email)}, ${quote(account.fullName)}, ${limitValues.join(", ")}, ${now}, ${now})
       ON CONFLICT(id) DO UPDATE SET ${limitNames.map((c) => `${c} = excluded.${c}`).join(", ")}, full_name = excluded.full_name, updated_at = excluded.updated_at;`,
  );
}

const file = path.join(mkdtempSync(path.join(tmpdir(), "miniatura-seed-")), "seed.sql");
writeFileSync(file, statements.join("\n"));
await must(
  "npx",
  ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"],
  {
    cwd: root,
    env: { ...process.env, CI: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
console.log(`Seeded ${demoAccounts.map((a) => a.email).join(", ")}.`);
