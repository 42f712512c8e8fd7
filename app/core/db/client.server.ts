import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/core/db/schema";

export type Database = ReturnType<typeof createDb>;

/** A drizzle client over the D1 binding. Built per request from the bindings, never kept globally. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
