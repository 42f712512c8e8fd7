import { env } from "cloudflare:test";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/core/db/schema";

/** The tables app/core/db/schema.ts declares, read from the module itself (a new table cannot be forgotten). */
const declared = (Object.values(schema) as unknown[])
  .filter((value): value is SQLiteTable => is(value, SQLiteTable))
  .map((table) => getTableConfig(table));

/** Every per-user listing is served by an index on (owner, time). */
const listingIndexes: Record<string, string[]> = {
  sessions: ["user_id", "created_at"],
  verification_tokens: ["user_id", "created_at"],
  oauth_accounts: ["user_id", "created_at"],
  referrals: ["referrer_id", "created_at"],
  subscriptions: ["user_id", "created_at"],
  checkouts: ["user_id", "created_at"],
  usage_charges: ["user_id", "created_at"],
  thumbnails: ["user_id", "created_at"],
  feedback: ["user_id", "created_at"],
  chat_conversations: ["user_id", "updated_at"],
  chat_messages: ["conversation_id", "created_at"],
  channel_analysis_history: ["user_id", "created_at"],
  trend_analyses: ["user_id", "created_at"],
  api_keys: ["user_id", "created_at"],
  jobs: ["user_id", "created_at"],
  outbox: ["recipient", "created_at"],
};

async function sqliteMaster(type: "table" | "index") {
  const { results } = await env.DB.prepare(
    "SELECT name, tbl_name AS tableName, sql FROM sqlite_master WHERE type = ?",
  )
    .bind(type)
    .all<{ name: string; tableName: string; sql: string | null }>();
  return results;
}

async function indexColumns(index: string) {
  const { results } = await env.DB.prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno")
    .bind(index)
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

async function tableColumns(table: string) {
  const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info(?)")
    .bind(table)
    .all<{ name: string }>();
  return results.map((r) => r.name).sort();
}

describe("the real migrations", () => {
  it("are read from migrations/ and applied", () => {
    expect(env.TEST_MIGRATIONS.length).toBeGreaterThan(0);
    expect(declared.length).toBeGreaterThanOrEqual(16);
  });

  it("create every table of app/core/db/schema.ts with every column it declares", async () => {
    const tables = new Set((await sqliteMaster("table")).map((t) => t.name));
    for (const table of declared) {
      expect(tables.has(table.name), `table ${table.name} is missing`).toBe(true);
      expect(await tableColumns(table.name), `columns of ${table.name}`).toEqual(
        table.columns.map((c) => c.name).sort(),
      );
    }
  });

  it("create every index of app/core/db/schema.ts on the declared columns, unique where declared", async () => {
    const indexes = new Map((await sqliteMaster("index")).map((i) => [i.name, i]));
    for (const table of declared) {
      for (const { config } of table.indexes) {
        const found = indexes.get(config.name);
        expect(found, `index ${config.name} is missing`).toBeDefined();
        expect(found?.tableName).toBe(table.name);
        expect(await indexColumns(config.name), config.name).toEqual(
          config.columns.map((c) => (is(c, SQLiteColumn) ? c.name : String(c))),
        );
        expect(/^CREATE UNIQUE INDEX/i.test(found?.sql ?? ""), `${config.name} uniqueness`).toBe(
          config.unique,
        );
      }
    }
  });

  it("list every table that belongs to a user among the per-user listings", () => {
    const perUser = declared
      .filter((t) => t.columns.some((c) => c.name === "user_id" && !c.primary))
      .map((t) => t.name);
    expect(perUser.length).toBeGreaterThan(0);
    for (const table of perUser) expect(Object.keys(listingIndexes), table).toContain(table);
  });

  it.each(Object.entries(listingIndexes))(
    "index the %s listing by its owner and time",
    async (table, columns) => {
      const indexes = (await sqliteMaster("index")).filter((i) => i.tableName === table);
      const columnLists = await Promise.all(indexes.map((i) => indexColumns(i.name)));
      expect(columnLists).toContainEqual(columns);
      // And SQLite really searches by owner through an index for the listing query (not a scan of
      // the whole table) and reads it in order (no sorting in a temp B-tree).
      const [owner, time] = columns;
      const { results: plan } = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT * FROM ${table} WHERE ${owner} = ? ORDER BY ${time} DESC LIMIT 20`,
      )
        .bind("someone")
        .all<{ detail: string }>();
      const details = plan.map((p) => p.detail).join(" | ");
      expect(details).toMatch(new RegExp(`SEARCH ${table} USING (COVERING )?INDEX \\w+ \\(${owner}=\\?\\)`));
      expect(details).not.toMatch(/TEMP B-TREE/);
    },
  );

  it("give a new profile the Free plan's limits", async () => {
    const id = crypto.randomUUID();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(id, `${id}@example.com`),
      env.DB.prepare("INSERT INTO profiles (id, email) VALUES (?, ?)").bind(id, `${id}@example.com`),
    ]);
    const profile = await env.DB.prepare("SELECT * FROM profiles WHERE id = ?").bind(id).first();
    expect(profile).toMatchObject({
      plan: "free",
      monthly_thumbnails_limit: 3,
      monthly_ai_credits: 30,
      monthly_trends_limit: 1,
      used_thumbnails: 0,
      has_watermark: 1,
      max_export_resolution: "HD",
    });
  });

  it("refuse a second account with the same e-mail and a thumbnail for an unknown user", async () => {
    const email = `${crypto.randomUUID()}@example.com`;
    await env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)")
      .bind(crypto.randomUUID(), email)
      .run();
    await expect(
      env.DB.prepare("INSERT INTO users (id, email) VALUES (?, ?)").bind(crypto.randomUUID(), email).run(),
    ).rejects.toThrow(/UNIQUE/);
    await env.DB.prepare("PRAGMA foreign_keys = ON").run();
    await expect(
      env.DB.prepare("INSERT INTO thumbnails (id, user_id, title, image_url) VALUES (?, ?, 't', 'k')")
        .bind(crypto.randomUUID(), "no-such-user")
        .run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
