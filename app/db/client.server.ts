import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** One drizzle client per request (D1 bindings are per-request objects). */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof createDb>;
