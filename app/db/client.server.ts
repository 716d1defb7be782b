import { createTableRelationsHelpers, extractTablesRelationalConfig, type ExtractTablesWithRelations, type RelationalSchemaConfig } from "drizzle-orm";
import { DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteD1Session } from "drizzle-orm/d1/session";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

type Schema = typeof schema;
type Tables = ExtractTablesWithRelations<Schema>;
/** `$client` is what raw batches run on (prize-standings): the binding or the request's session. */
export type Db = DrizzleD1Database<Schema> & { $client: D1Target };

/**
 * What drizzle's queries run on: the D1 binding, or a D1 Sessions API session (ADR 029). A session has
 * the binding's prepare() and batch(), which are all drizzle's D1 driver calls, but not exec() or
 * withSession(), so the type says which of the two it is and the driver gets it behind one cast.
 */
export type D1Target = D1Database | D1DatabaseSession;

// Walking the whole schema for drizzle's relational queries took a few milliseconds on every request
// (profiled); with one D1 session per request it would be paid per request. It is done once here, and
// each client is just a dialect, a driver session and the database object: what drizzle(d1, { schema }) builds.
let relational: RelationalSchemaConfig<Tables> | undefined;
function relationalSchema(): RelationalSchemaConfig<Tables> {
  if (!relational) {
    const config = extractTablesRelationalConfig<Tables>(schema, createTableRelationsHelpers);
    relational = { fullSchema: schema, schema: config.tables, tableNamesMap: config.tableNamesMap };
  }
  return relational;
}

function newClient(d1: D1Target): Db {
  const dialect = new SQLiteAsyncDialect();
  const session = new SQLiteD1Session<Schema, Tables>(d1 as D1Database, dialect, relationalSchema(), {});
  return Object.assign(new DrizzleD1Database<Schema>("async", dialect, session, relationalSchema()), { $client: d1 });
}

const clients = new WeakMap<D1Target, Db>();

/** The drizzle client for a D1 binding or session (made once per object). */
export function createDb(d1: D1Target): Db {
  let db = clients.get(d1);
  if (!db) {
    db = newClient(d1);
    clients.set(d1, db);
  }
  return db;
}
