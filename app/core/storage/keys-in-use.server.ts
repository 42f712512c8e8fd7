/**
 * Which uploaded objects a row still uses (issue 24, finding 10 and 5b). An upload can be used by
 * more than one row — a reference reused by name in another conversation, the quick generator's
 * retry of a failed attempt — so a delete, or the retention sweep, removes an object only when no
 * row points at it any more:
 * - a chat message's reference image (shown in its conversation for as long as the message exists);
 * - a job still waiting or running that will read it (a generation's reference, an upscale's
 *   source, a compression's original).
 */
import { sql } from "drizzle-orm";
import { createDb } from "~/core/db/client.server";
import { chatMessages, jobs } from "~/core/db/schema";

/**
 * D1 binds at most 100 parameters a statement, and the query below binds each key once in each of
 * its four parts (its other values are constants written into it).
 */
const batchSize = 24;

export async function keysInUse(d1: D1Database, keys: readonly string[]): Promise<Set<string>> {
  const db = createDb(d1);
  const used = new Set<string>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += batchSize) {
    const batch = unique.slice(start, start + batchSize);
    const list = () =>
      sql.join(
        batch.map((key) => sql`${key}`),
        sql`, `,
      );
    const pending = sql`${jobs.status} IN ('queued', 'running')`;
    const payloadKey = (field: "referenceKey" | "sourceKey" | "originalKey") =>
      sql`json_extract(${jobs.payload}, ${sql.raw(`'$.${field}'`)})`;
    const results = await db.all<{ key: string }>(
      sql`SELECT ${chatMessages.referenceImage} AS key FROM ${chatMessages} WHERE ${chatMessages.referenceImage} IN (${list()})
          UNION SELECT ${payloadKey("referenceKey")} FROM ${jobs} WHERE ${pending} AND ${payloadKey("referenceKey")} IN (${list()})
          UNION SELECT ${payloadKey("sourceKey")} FROM ${jobs} WHERE ${pending} AND ${payloadKey("sourceKey")} IN (${list()})
          UNION SELECT ${payloadKey("originalKey")} FROM ${jobs} WHERE ${pending} AND ${payloadKey("originalKey")} IN (${list()})`,
    );
    for (const row of results) used.add(row.key);
  }
  return used;
}
