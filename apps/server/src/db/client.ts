import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import {
  drizzle as drizzlePostgres,
  type PostgresJsDatabase,
  type PostgresJsQueryResultHKT,
} from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

/** Both drivers speak the same PostgreSQL dialect; code sees one type. */
export type Db = PostgresJsDatabase<typeof schema>;

/**
 * A transaction (what `db.transaction(async (tx) => ...)` hands its callback), or the database
 * itself: both are this type, so a query written for one runs on the other. The one name for it.
 */
export type Tx = PgDatabase<
  PostgresJsQueryResultHKT,
  typeof schema,
  ExtractTablesWithRelations<typeof schema>
>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed SQL migrations: next to this file in source, copied beside the bundle in dist. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((c) => fs.existsSync(path.join(c, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite persisted in `pgliteDir`
 * (or in memory when `pgliteDir` is 'memory://').
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir: string;
  max?: number;
}): Promise<Database> {
  if (opts.url) {
    const sql = postgres(opts.url, { max: opts.max ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(sql, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(db, { migrationsFolder: migrationsFolder() }),
      close: () => sql.end({ timeout: 5 }),
    };
  }
  if (opts.pgliteDir !== 'memory://') fs.mkdirSync(opts.pgliteDir, { recursive: true });
  const client = new PGlite(opts.pgliteDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
