import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row of `table` read as JSON inside a larger statement (`json_agg(u)` or `row_to_json(u)` of
 * the table's alias), decoded as drizzle decodes the same row from a `select`: each column by its
 * own `mapFromDriverValue`, nulls kept. So timestamps become Dates (JSON carries microseconds and
 * an offset; `new Date` keeps the milliseconds, as it does for the driver's text), arrays and
 * jsonb stay as JSON parsed them, integers stay numbers. Drizzle's relational queries decode
 * their JSON the same way. One statement can then carry several kinds of rows (the parts of a
 * page of boards: projects.repository.ts `readPage`) without a second round trip.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A `json` value of a raw statement: node-postgres and PGlite parse it, a text cast does not. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
