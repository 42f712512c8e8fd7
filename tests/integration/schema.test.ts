import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const tables = [
  "users",
  "password_credentials",
  "sessions",
  "verification_tokens",
  "oauth_accounts",
  "profiles",
  "referrals",
  "subscriptions",
  "processed_webhook_events",
  "thumbnails",
  "feedback",
  "chat_conversations",
  "chat_messages",
  "channel_analysis_history",
  "jobs",
  "outbox",
];

/** Every per-user listing is served by an index on (owner, time). */
const listingIndexes: Record<string, string[]> = {
  thumbnails: ["user_id", "created_at"],
  feedback: ["user_id", "created_at"],
  chat_conversations: ["user_id", "updated_at"],
  chat_messages: ["conversation_id", "created_at"],
  channel_analysis_history: ["user_id", "created_at"],
  referrals: ["referrer_id", "created_at"],
  sessions: ["user_id", "created_at"],
  subscriptions: ["user_id", "created_at"],
  jobs: ["user_id", "created_at"],
};

describe("the real migrations", () => {
  it("create every table of the schema", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
      name: string;
    }>();
    const names = results.map((r) => r.name);
    for (const table of tables) expect(names, `table ${table}`).toContain(table);
  });

  it.each(Object.entries(listingIndexes))(
    "index the %s listing by its owner and time",
    async (table, columns) => {
      const { results: indexes } = await env.DB.prepare(`PRAGMA index_list(${table})`).all<{
        name: string;
      }>();
      const columnLists = await Promise.all(
        indexes.map(async (index) => {
          const { results } = await env.DB.prepare(`PRAGMA index_info(${index.name})`).all<{
            name: string;
          }>();
          return results.map((r) => r.name);
        }),
      );
      expect(columnLists).toContainEqual(columns);
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

  it("refuse a second account with the same e-mail and a job for an unknown user", async () => {
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
