import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './errors.ts';

describe('what a 5xx logs', () => {
  it('names the failing statement and the code, never the values sent', () => {
    const secret = 'ada@example.org';
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${secret}"`), {
      code: '22P02',
    });
    const error = new DrizzleQueryError('select * from users where email = $1', [secret], cause);
    const logged = JSON.stringify(describeFailure(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select * from users where email = $1');
    expect(logged).toContain('22P02');
    expect(describeFailure(new TypeError(`cannot read ${secret}`))).toMatchObject({ name: 'TypeError' });
    expect(JSON.stringify(describeFailure(new TypeError(`cannot read ${secret}`)))).not.toContain(secret);
  });
});
