/**
 * What "Download my data" puts in its JSON: the account's rows as the creator may read them (see
 * `accountRows`), JSON columns parsed so the export reads as data. Read with SQL rather than drizzle
 * on purpose: the file shows each table's stored column names (snake_case, as in migrations/), so a
 * creator or a regulator can match it to the schema (docs/decisions/021).
 */

async function all(d1: D1Database, sql: string, ...values: unknown[]) {
  const { results } = await d1
    .prepare(sql)
    .bind(...values)
    .all<Record<string, unknown>>();
  return results;
}

/** Columns stored as JSON text, returned parsed so the export reads as data, not as strings. */
function parseJsonColumns(rows: Record<string, unknown>[], columns: string[]) {
  return rows.map((row) => {
    const copy = { ...row };
    for (const column of columns) {
      const value = copy[column];
      if (typeof value === "string") {
        try {
          copy[column] = JSON.parse(value);
        } catch {
          // Not JSON after all: keep the text.
        }
      }
    }
    return copy;
  });
}

/**
 * The account's rows, as the creator may read them: everything about them, without secrets — no
 * password hash, session or reset token hashes, API key hashes, or their YouTube key (only whether
 * one is saved) — and without other people's ids (referrals name no other account).
 */
export async function accountRows(d1: D1Database, userId: string) {
  const one = async (sql: string) => (await all(d1, sql, userId))[0] ?? null;
  const profile = await one(`SELECT * FROM profiles WHERE id = ?1`);
  if (profile) {
    profile.has_youtube_api_key = profile.youtube_api_key !== null;
    delete profile.youtube_api_key;
  }
  const conversations = await all(
    d1,
    `SELECT * FROM chat_conversations WHERE user_id = ?1 ORDER BY created_at`,
    userId,
  );
  const messages = parseJsonColumns(
    await all(
      d1,
      `SELECT m.* FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.user_id = ?1 ORDER BY m.created_at`,
      userId,
    ),
    ["images"],
  );
  return {
    account: await one(
      `SELECT id, email, email_verified_at, role, created_at, updated_at FROM users WHERE id = ?1`,
    ),
    profile,
    signIn: {
      password: await one(`SELECT updated_at FROM password_credentials WHERE user_id = ?1`),
      google: await all(
        d1,
        `SELECT provider, provider_account_id, created_at FROM oauth_accounts WHERE user_id = ?1`,
        userId,
      ),
      sessions: await all(
        d1,
        `SELECT created_at, last_seen_at, expires_at, persistent, user_agent FROM sessions WHERE user_id = ?1
         ORDER BY created_at`,
        userId,
      ),
    },
    thumbnails: parseJsonColumns(
      await all(d1, `SELECT * FROM thumbnails WHERE user_id = ?1 ORDER BY created_at`, userId),
      ["document"],
    ),
    conversations: conversations.map((conversation) => ({
      ...conversation,
      // A dated default title is stored empty and written at render (conversation-title.ts); the
      // export, read in any language, names the day as an ISO date.
      title:
        conversation.title ||
        `Thumbnail - ${new Date(Number(conversation.created_at)).toISOString().slice(0, 10)}`,
      messages: messages.filter((message) => message.conversation_id === conversation.id),
    })),
    channelAnalyses: await all(
      d1,
      `SELECT * FROM channel_analysis_history WHERE user_id = ?1 ORDER BY created_at`,
      userId,
    ),
    trendAnalyses: parseJsonColumns(
      await all(d1, `SELECT * FROM trend_analyses WHERE user_id = ?1 ORDER BY created_at`, userId),
      ["inputs", "videos"],
    ),
    subscriptions: await all(
      d1,
      `SELECT * FROM subscriptions WHERE user_id = ?1 ORDER BY created_at`,
      userId,
    ),
    checkouts: await all(d1, `SELECT * FROM checkouts WHERE user_id = ?1 ORDER BY created_at`, userId),
    usageCharges: await all(d1, `SELECT * FROM usage_charges WHERE user_id = ?1 ORDER BY created_at`, userId),
    referrals: {
      made: await all(
        d1,
        `SELECT created_at, signup_bonus_given, purchase_bonus_given FROM referrals WHERE referrer_id = ?1
         ORDER BY created_at`,
        userId,
      ),
      referredBy: await one(`SELECT created_at FROM referrals WHERE referred_id = ?1`),
    },
    feedback: await all(d1, `SELECT * FROM feedback WHERE user_id = ?1 ORDER BY created_at`, userId),
    apiKeys: await all(
      d1,
      `SELECT id, name, prefix, last_used_at, revoked_at, created_at FROM api_keys WHERE user_id = ?1
       ORDER BY created_at`,
      userId,
    ),
    jobs: parseJsonColumns(
      await all(
        d1,
        `SELECT id, type, status, payload, result, error, created_at, finished_at FROM jobs WHERE user_id = ?1
         ORDER BY created_at`,
        userId,
      ),
      ["payload", "result"],
    ),
  };
}
