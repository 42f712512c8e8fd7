/**
 * Which uploaded objects a row still uses (issue 24, finding 10 and 5b). An upload can be used by
 * more than one row — a reference reused by name in another conversation, the quick generator's
 * retry of a failed attempt — so a delete, or the retention sweep, removes an object only when no
 * row points at it any more:
 * - a chat message's reference image (shown in its conversation for as long as the message exists);
 * - a job still waiting or running that will read it (a generation's reference, an upscale's
 *   source, a compression's original).
 */

/** D1 binds at most 100 parameters a statement; the same ?N is reused by each part of the query. */
const batchSize = 50;

export async function keysInUse(d1: D1Database, keys: readonly string[]): Promise<Set<string>> {
  const used = new Set<string>();
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += batchSize) {
    const batch = unique.slice(start, start + batchSize);
    const marks = batch.map((_, index) => `?${index + 1}`).join(", ");
    const pending = `status IN ('queued', 'running')`;
    const { results } = await d1
      .prepare(
        `SELECT reference_image AS key FROM chat_messages WHERE reference_image IN (${marks})
         UNION SELECT json_extract(payload, '$.referenceKey') FROM jobs
           WHERE ${pending} AND json_extract(payload, '$.referenceKey') IN (${marks})
         UNION SELECT json_extract(payload, '$.sourceKey') FROM jobs
           WHERE ${pending} AND json_extract(payload, '$.sourceKey') IN (${marks})
         UNION SELECT json_extract(payload, '$.originalKey') FROM jobs
           WHERE ${pending} AND json_extract(payload, '$.originalKey') IN (${marks})`,
      )
      .bind(...batch)
      .all<{ key: string }>();
    for (const row of results) used.add(row.key);
  }
  return used;
}
