import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PreparedStatements, preparedQuery } from './prepared.ts';

describe('PreparedStatements (issue 15: often-sent statements planned once per connection)', () => {
  it('names a text from its third sending on, always with the same name', () => {
    const statements = new PreparedStatements(3, 10);
    expect(statements.nameOf('select 1')).toBeUndefined();
    expect(statements.nameOf('select 1')).toBeUndefined();
    const name = statements.nameOf('select 1');
    expect(name).toBeDefined();
    expect(statements.nameOf('select 1')).toBe(name);
    expect(statements.nameOf('select 2')).toBeUndefined();
  });

  it('names at most `max` texts; the others are sent as before', () => {
    const statements = new PreparedStatements(1, 2);
    expect(statements.nameOf('a')).toBe('s1');
    expect(statements.nameOf('b')).toBe('s2');
    expect(statements.nameOf('c')).toBeUndefined();
    expect(statements.nameOf('c')).toBeUndefined();
    expect(statements.nameOf('a')).toBe('s1');
    expect(statements.size).toBe(2);
  });

  const url = process.env.TEST_DATABASE_URL;
  describe.runIf(!!url)('on PostgreSQL', () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    const statements = new PreparedStatements(2, 10);
    statements.install(pool);
    afterAll(() => pool.end());

    it('prepares a text sent again on the connection, and answers as before', async () => {
      const text = 'select $1::int + 1 as n /* prepared.test */';
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { rows } = await pool.query({ text, values: [i] });
        answers.push(rows[0].n);
      }
      expect(answers).toEqual([1, 2, 3, 4]);
      const { rows } = await pool.query({
        text: 'select name, statement from pg_prepared_statements where statement like $1',
        values: ['%prepared.test%'],
      });
      expect(rows).toEqual([{ name: statements.nameOf(text), statement: text }]);
      // A client taken for a transaction sends by name too.
      const client = await pool.connect();
      try {
        const again = await client.query({ text, values: [41] });
        expect(again.rows[0].n).toBe(42);
      } finally {
        client.release();
      }
    });
  });
});

describe('preparedQuery', () => {
  it('refuses a second query under a name already given', () => {
    preparedQuery('prepared_test_once', () => ({ execute: async () => [] }));
    expect(() => preparedQuery('prepared_test_once', () => ({ execute: async () => [] }))).toThrow(
      /prepared_test_once/,
    );
  });

  it('builds once per database and runs with each call’s values', async () => {
    let builds = 0;
    const query = preparedQuery('prepared_test_echo', (_db: object, name) => {
      builds++;
      return { execute: async (values?: Record<string, unknown>) => [name, values?.id] };
    });
    const db = {};
    expect(await query(db).execute({ id: 1 })).toEqual(['prepared_test_echo', 1]);
    expect(await query(db).execute({ id: 2 })).toEqual(['prepared_test_echo', 2]);
    await query({}).execute({ id: 3 });
    expect(builds).toBe(2);
  });
});
