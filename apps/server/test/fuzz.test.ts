import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type Session, signupAndVerify, type TestApp } from './helpers.ts';

/**
 * Bad input never gives a 5xx (quality.md): every registered route gets arbitrary JSON bodies,
 * query strings and path values, as a visitor and as a signed-in user.
 */
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
  user = await signupAndVerify(t);
});
afterAll(async () => {
  await t.close();
});

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    '../../etc/passwd',
    '%00',
    "' or 1=1 --",
    '<script>x</script>',
    '9'.repeat(400),
  ),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'userName',
      'username',
      'password',
      'login',
      'token',
      'code',
      'phone',
      'settings',
      '__proto__',
    ),
    fc.oneof(
      hostileString,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(hostileString, { maxLength: 3 }),
    ),
  ),
);

describe('schema fuzzing of every route', () => {
  it('never answers 5xx', async () => {
    const routes = t.app.ctx.routes.filter(
      (r) =>
        !r.url.startsWith('/api/docs') &&
        !r.url.includes('*') &&
        !['/api/users/logout', '/api/users/changePassword'].includes(r.url),
    );
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        hostileString,
        fc.dictionary(fc.constantFrom('field', 'value', 'language', 'limit', 'offset', 'q'), hostileString),
        fc.boolean(),
        async (route, payload, pathValue, query, signedIn) => {
          const url = `${route.url.replace(/:\w+/g, encodeURIComponent(pathValue) || 'x')}?${new URLSearchParams(query)}`;
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: signedIn ? bearer(user.accessToken) : {},
            ...(withBody
              ? {
                  payload: JSON.stringify(payload),
                  headers: {
                    'content-type': 'application/json',
                    ...(signedIn ? bearer(user.accessToken) : {}),
                  },
                }
              : {}),
          });
          if (response.statusCode >= 500 && response.statusCode !== 503) {
            failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
          return true;
        },
      ),
      { numRuns: 600, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
