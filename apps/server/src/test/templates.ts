import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import { migrationsFolder, openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';

/**
 * Migrated, empty databases made once per `vitest run` (test/global-setup.ts) and copied for each
 * test file, so a file starts from the state the committed migrations leave, without paying for them
 * again: a new PGlite spends seconds of CPU on initdb alone, loading a dump a fraction of that; a
 * PostgreSQL `create database ... template` costs what a plain `create database` does. Each copy is
 * still migrated by its test (a no-op that checks the journal) and seeded at the test's own clock.
 */
export interface Templates {
  /** A PGlite data directory dump (uncompressed tar), migrated. */
  pglite?: string;
  /** A migrated PostgreSQL database at TEST_DATABASE_URL's server, to copy with `template`. */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestTemplates: Templates;
  }
}

/** The PGlite data directory of a fresh, migrated database, as an uncompressed tar file at `file`. */
export async function makePgliteTemplate(file: string): Promise<void> {
  const client = new PGlite('memory://');
  try {
    await client.waitReady;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** An in-memory PGlite started from a template made by makePgliteTemplate. */
export async function openPgliteFromTemplate(file: string): Promise<Database> {
  const client = new PGlite('memory://', { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** A new, migrated PostgreSQL database at the server of `adminUrl`; answers its name. */
export async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `api_template_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // One connection, closed before any copy: `template` needs the source without sessions.
    const database = await openDatabase({ url: url.toString(), pgliteDir: '', max: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return name;
  } finally {
    await admin.end();
  }
}

export async function dropPostgresTemplate(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
