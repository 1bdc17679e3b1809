import {
  BULK_SIGNUP_MAX_BYTES,
  BULK_SIGNUP_MAX_ROWS,
  BULK_SIGNUP_OPTIONAL_COLUMNS,
  BULK_SIGNUP_REQUIRED_COLUMNS,
} from '@makerboard/shared';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/errors.ts';

/** One person of the file: the line it is on and its values by column name. */
export interface CsvPerson {
  line: number;
  values: Record<string, string>;
}

const KNOWN = new Set<string>([...BULK_SIGNUP_REQUIRED_COLUMNS, ...BULK_SIGNUP_OPTIONAL_COLUMNS]);
/** Column names are matched without case, spaces, dashes or underscores ("User name" is userName). */
const canonical = new Map([...KNOWN].map((name) => [squash(name), name]));
function squash(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * Reads the uploaded file: size and row limits, then the header (every required column, no
 * unknown one), then one record per non-empty line with its line number. A file that is not CSV
 * (an unclosed quote, a line with another number of fields) is refused whole, naming the line.
 * Commas and semicolons both separate fields (spreadsheets in de and fr save with semicolons).
 */
export function readPeople(text: string): CsvPerson[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  const tooBig = new AppError(413, 'BULK_FILE_TOO_BIG', {
    rows: BULK_SIGNUP_MAX_ROWS,
    size: BULK_SIGNUP_MAX_BYTES / 1024,
  });
  if (bytes > BULK_SIGNUP_MAX_BYTES) throw tooBig;
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';'],
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 1;
      throw new AppError(400, 'BULK_NOT_CSV', { line });
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new AppError(400, 'BULK_FILE_EMPTY');
  const columns = header.record.map((name) => canonical.get(squash(name)) ?? name);
  const unknown = columns.filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) {
    throw new AppError(400, 'BULK_UNKNOWN_COLUMNS', { columns: unknown.join(', ') }, [], {
      csv: 'BULK_UNKNOWN_COLUMNS',
    });
  }
  const missing = BULK_SIGNUP_REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    throw new AppError(400, 'BULK_MISSING_COLUMNS', { columns: missing.join(', ') }, [], {
      csv: 'BULK_MISSING_COLUMNS',
    });
  }
  const people = rows.filter((row) => row.record.some((value) => value !== ''));
  if (people.length === 0) throw new AppError(400, 'BULK_FILE_EMPTY');
  if (people.length > BULK_SIGNUP_MAX_ROWS) throw tooBig;
  return people.map((row) => ({
    line: row.info.lines,
    values: Object.fromEntries(columns.map((name, index) => [name, row.record[index] ?? ''])),
  }));
}

/** A certification column says yes with any of these (case-insensitive); anything else is no. */
const YES = new Set(['yes', 'y', 'true', '1', 'x', 'ja', 'j', 'oui', 'o']);
export const isYes = (value: string | undefined): boolean => YES.has((value ?? '').trim().toLowerCase());
