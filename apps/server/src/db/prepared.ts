/*
 * Statements every call sends (the session, the principal, the pending password change, a company
 * report's visibility) built once per database instead of once per call (docs/performance.md
 * "Thirteenth session"). Drizzle builds a select's SQL each time it runs (about 40 kB of short-lived
 * objects for one of these); a prepared query keeps its SQL and takes its values by placeholder
 * (`sql.placeholder('name')`). On PostgreSQL it is also prepared by the server, once per connection.
 */

/** A Drizzle prepared query, by database (a db or a transaction) and name. */
const built = new WeakMap<object, Map<string, unknown>>();

/** What `make` answers for `db` and `name`: made the first time, the same one after. */
export function builtOnce<Q>(db: object, name: string, make: () => Q): Q {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (query === undefined) {
    query = make();
    queries.set(name, query);
  }
  return query;
}

/**
 * The query `name` prepared on `db`: built by `build` and prepared under `name` the first time, the
 * same one after. `name` names one statement: two different statements must not share it.
 */
export function preparedOn<Q>(db: object, name: string, build: () => { prepare(name: string): Q }): Q {
  return builtOnce(db, name, () => build().prepare(name));
}
