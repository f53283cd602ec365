import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import type { Tx } from './client';
import { builtOnce, preparedOn } from './prepared';

/** A flat Drizzle select: its SQL, its selection's names (in the order of its columns) and its rows. */
interface FlatSelect<T> extends PromiseLike<T[]> {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: Readonly<Record<string, unknown>> };
}

/** postgres.js's client: rows as arrays with `.values()`. */
interface PostgresJsClient {
  unsafe(sql: string, params: unknown[], options?: { prepare: boolean }): { values(): Promise<unknown[][]> };
}

/** PGlite's client: rows as arrays with `rowMode: 'array'`. */
interface PgliteClient {
  query(sql: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/** Columns both drivers return as Drizzle would (no decoder of Drizzle's changes them). */
const ALIKE_COLUMNS = new Set(['PgInteger', 'PgSerial', 'PgText', 'PgVarchar', 'PgChar', 'PgBoolean']);
/** Decoders that leave what both drivers return for a text or int4 expression as it is. */
const ALIKE_DECODERS = new Set<unknown>([Number, String]);

/**
 * Refuses a field plainRows would read differently from Drizzle (a bigint, a timestamp, a date, a
 * numeric or JSON column, or an expression with a decoder of its own), so a later edit of a query
 * fails at once instead of answering strings where numbers were typed.
 */
function assertReadAlike(name: string, field: unknown): void {
  if (is(field, Column)) {
    if (ALIKE_COLUMNS.has(field.columnType)) return;
  } else {
    const sqlOf = is(field, SQL) ? field : (field as { sql?: unknown }).sql;
    if (is(sqlOf, SQL)) {
      const { decoder } = sqlOf as unknown as { decoder: { mapFromDriverValue: unknown } };
      const map = decoder.mapFromDriverValue;
      const probe = {};
      if (ALIKE_DECODERS.has(map) || (typeof map === 'function' && map(probe) === probe)) return;
    }
  }
  throw new TypeError(`plainRows cannot read the field "${name}" as Drizzle would: select it as text or int`);
}

const isPostgresJs = (client: unknown): client is PostgresJsClient =>
  typeof (client as Partial<PostgresJsClient>).unsafe === 'function';

/**
 * A select's rows read without Drizzle's per-field mapping: the same SQL and parameters, run on the
 * driver, each row's values named by the selection (docs/performance.md "Twelfth session"). Drizzle
 * maps every field of every row (prototype checks, then its decoder); for the reports' thousands of
 * rows that was about half of the JavaScript of a call.
 *
 * Only for flat selections whose columns both drivers decode alike: text and varchar, int4, boolean
 * (sums read as `::text`, counts as `::int`). A timestamp, a bigint or a `mapWith` other than Number
 * on an int4 would come back as the driver gives it; `plain-rows.test.ts` checks each query that uses
 * this against Drizzle's own mapping on both databases. In a transaction (no driver client of its
 * own) the query runs as usual. The statement is not prepared: PostgreSQL's generic plan for the
 * reports' statements (after five runs of a prepared one) took half as long again as a plan made
 * for the values (docs/performance.md "Thirteenth session").
 */
export async function plainRows<T>(db: Tx, query: FlatSelect<T>): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client === undefined) return await query;
  const { sql, params } = query.toSQL();
  return readPlain<T>(client, sql, params, namesOf(query), false);
}

/** The selection's names, in the order of its columns, once each is known to read alike. */
function namesOf(query: FlatSelect<unknown>): string[] {
  const fields = query._.selectedFields;
  const names = Object.keys(fields);
  for (const name of names) assertReadAlike(name, fields[name]);
  return names;
}

async function readPlain<T>(
  client: unknown,
  sql: string,
  params: unknown[],
  names: string[],
  prepare: boolean,
): Promise<T[]> {
  const arrays = isPostgresJs(client)
    ? await client.unsafe(sql, params, { prepare }).values()
    : (await (client as PgliteClient).query(sql, params, { rowMode: 'array' })).rows;
  return arrays.map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row as T;
  });
}

/** A flat select that takes its values by placeholder (`sql.placeholder('name')`) and can be prepared. */
interface PreparableSelect<T> extends FlatSelect<T> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T[]> };
}

/**
 * plainRows for a small statement every call of a report sends: built once per database and
 * prepared, as `preparedOn` (db/prepared.ts), its rows read without Drizzle's mapping. For a
 * statement whose plan does not depend on its values (the company account's movements: one
 * company's rows by an index); a report's large statements stay unprepared (plainRows). In a
 * transaction the prepared Drizzle query runs as usual.
 */
export async function preparedPlainRows<T>(
  db: Tx,
  name: string,
  build: () => PreparableSelect<T>,
  values: Record<string, unknown>,
): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client === undefined) return await preparedOn(db, name, build).execute(values);
  const statement = builtOnce(db, `plain:${name}`, () => {
    const query = build();
    return { ...query.toSQL(), names: namesOf(query) };
  });
  return await readPlain<T>(
    client,
    statement.sql,
    fillPlaceholders(statement.params, values),
    statement.names,
    true,
  );
}
