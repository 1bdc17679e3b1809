import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';

/** How often a statement's text is sent before it is prepared, and how many texts are prepared. */
export const PREPARE_AFTER = 3;
export const MAX_PREPARED = 1000;

/**
 * Statements sent often are prepared on each connection once, by name, instead of parsed and
 * planned on every request (issue 15): PostgreSQL then keeps their plan, and a board list's
 * presentation, planned in 0.5-0.9 ms for a 0.1 ms run, costs its run alone. The name is given
 * by the statement's text, so a text always has the same name; only the first `max` texts seen
 * `after` times are named (a text built with a list of one length per call, `in ($1, $2…)`, is
 * prepared only when it comes back), which bounds what each connection's server process keeps.
 */
export class PreparedStatements {
  readonly #seen = new Map<string, number>();
  readonly #names = new Map<string, string>();

  constructor(
    private readonly after = PREPARE_AFTER,
    private readonly max = MAX_PREPARED,
  ) {}

  /** The name a statement's text is sent with, or undefined while it is not (yet) prepared. */
  nameOf(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined || this.#names.size >= this.max) return name;
    const count = (this.#seen.get(text) ?? 0) + 1;
    if (count < this.after) {
      // The texts seen once or twice are forgotten in bulk, so one-off texts never pile up.
      if (this.#seen.size >= this.max * 4) this.#seen.clear();
      this.#seen.set(text, count);
      return undefined;
    }
    this.#seen.delete(text);
    const made = `s${this.#names.size + 1}`;
    this.#names.set(text, made);
    return made;
  }

  /** How many texts are prepared. */
  get size(): number {
    return this.#names.size;
  }

  /** Sends each client's often-sent statements by name (every connection the pool opens). */
  install(pool: pg.Pool): void {
    pool.on('connect', (client) => {
      const send = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
        if (config && typeof config === 'object' && !('name' in config && config.name)) {
          const { text } = config as { text?: unknown };
          const name = typeof text === 'string' ? this.nameOf(text) : undefined;
          if (name) return send({ ...config, name }, ...rest);
        }
        return send(config, ...rest);
      };
    });
  }
}

/** What a drizzle query prepared with `.prepare(name)` offers: its run with the placeholders' values. */
interface PreparedQuery<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/**
 * A query built by drizzle once per database (or transaction) and then run with its values: the
 * lookups every route makes (a person by name, a board, a fair, a conversation by id; a role) were
 * built again on every request, and drizzle's building cost a third of the server's time on a
 * conversation route under load (a CPU profile, issue 15). `build` uses `sql.placeholder(…)` for its
 * values and `.prepare(name)` with the name it is given, unique, which also names it on the database
 * server.
 */
const queryNames = new Set<string>();

export function preparedQuery<D extends object, R>(
  name: string,
  build: (db: D, name: string) => PreparedQuery<R>,
): (db: D) => PreparedQuery<R> {
  // A name is the statement's on each connection: two texts under one name would be refused there.
  if (queryNames.has(name)) throw new Error(`two prepared queries are named ${name}`);
  queryNames.add(name);
  const built = new WeakMap<D, PreparedQuery<R>>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * Ids as one `int[]` parameter (`= any(${idArray(ids)})`): the statement's text is the same whatever
 * their number, so it is prepared once, where `in (…)` made a text per length.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;
}

/**
 * A column named with its table (`"projects"."id"`) whatever the statement: drizzle writes a column
 * of a one-table select bare (`"id"`), which inside a subquery names the subquery's table first.
 * For a subquery that reads the outer row (`roleOnBoard`).
 */
export function qualified(column: Column): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}
