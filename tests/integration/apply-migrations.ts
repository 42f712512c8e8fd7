import { applyD1Migrations, env } from "cloudflare:test";

// The real migrations from migrations/, applied once per test file (idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
