/**
 * Keys for the Elite REST API: made, named, listed and revoked in settings (Configurações › API),
 * checked on every /api/v1 request. D1 keeps only the SHA-256 of a key; the key itself is shown
 * once, when it is made. A key is 256 bits of randomness, so a plain hash is enough (no slow hash:
 * nothing to guess), and the lookup is one indexed read.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { randomToken, sha256Hex } from "~/core/security/tokens.server";
import { createDb, type Database } from "~/core/db/client.server";
import { apiKeys } from "~/core/db/schema";
import { apiKeyLimits } from "~/features/api/api-key-form";

/** What every key starts with, so a leaked one is recognisable (secret scanners, logs). */
export const apiKeyPrefix = "mnt_";

/** The part of a key shown in settings to tell keys apart: the marker and 8 characters. */
const shownPrefixLength = apiKeyPrefix.length + 8;

export const looksLikeApiKey = (value: string) => /^mnt_[A-Za-z0-9_-]{43}$/.test(value);

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export type CreatedApiKey =
  { ok: true; id: string; key: string; prefix: string } | { ok: false; reason: "limit" };

/**
 * Makes a key for the user. Refused when the user already has the most active keys allowed, checked
 * in the same statement as the insert, so two forms sent at once cannot pass the limit.
 */
export async function createApiKey(d1: D1Database, userId: string, name: string): Promise<CreatedApiKey> {
  const key = `${apiKeyPrefix}${randomToken(32)}`;
  const id = crypto.randomUUID();
  const prefix = key.slice(0, shownPrefixLength);
  const keyHash = await sha256Hex(key);
  // An INSERT … SELECT … WHERE: the count and the insert are one statement.
  const result = await createDb(d1).run(
    sql`INSERT INTO ${apiKeys} (id, user_id, name, prefix, key_hash)
        SELECT ${id}, ${userId}, ${name}, ${prefix}, ${keyHash}
        WHERE (SELECT COUNT(*) FROM ${apiKeys} WHERE user_id = ${userId} AND revoked_at IS NULL) < ${apiKeyLimits.activeKeys}`,
  );
  if (!result.meta.changes) return { ok: false, reason: "limit" };
  return { ok: true, id, key, prefix };
}

/** The user's keys, newest first, revoked ones included (with when they were revoked). */
export function listApiKeys(db: Database, userId: string): Promise<ApiKeyView[]> {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes one of the user's active keys; false when there is none by that id for this user. */
export async function revokeApiKey(db: Database, userId: string, keyId: string, now = Date.now()) {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

/** Last use is recorded at most once a minute per key, so a busy integration does not write on every call. */
const lastUsedGranularityMs = 60_000;

/** The key's id and owner when `key` is an active key; null otherwise. */
export async function authenticateApiKey(
  db: Database,
  key: string,
  now = Date.now(),
): Promise<{ keyId: string; userId: string } | null> {
  if (!looksLikeApiKey(key)) return null;
  const row = await db
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, await sha256Hex(key)), isNull(apiKeys.revokedAt)))
    .get();
  if (!row) return null;
  if (row.lastUsedAt === null || now - row.lastUsedAt >= lastUsedGranularityMs) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiKeys.id, row.id),
          sql`coalesce(${apiKeys.lastUsedAt}, 0) <= ${now - lastUsedGranularityMs}`,
        ),
      );
  }
  return { keyId: row.id, userId: row.userId };
}
