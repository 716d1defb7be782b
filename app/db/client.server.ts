import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function newClient(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Db = ReturnType<typeof newClient>;

// Building a client walks the whole schema (drizzle's relational config): a few milliseconds that
// profiling showed on every request and every race start. The client holds nothing but the binding,
// so one per binding object is enough.
const clients = new WeakMap<D1Database, Db>();

/** The drizzle client for a D1 binding (made once per binding object). */
export function createDb(d1: D1Database): Db {
  let db = clients.get(d1);
  if (!db) {
    db = newClient(d1);
    clients.set(d1, db);
  }
  return db;
}
