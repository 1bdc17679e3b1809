import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from './factories.ts';
import { bearer, createTestApp, type Session, type TestApp } from './helpers.ts';

/**
 * Bad input never gives a 5xx (quality.md): every registered route gets arbitrary JSON bodies,
 * query strings and path values, as a visitor and as a signed-in user. The field names come from
 * each route's own schema in the OpenAPI document, so the values reach the validators and the
 * services behind them; the values include what PostgreSQL cannot store (NUL bytes, lone
 * surrogates) and integers beyond its `integer`. 10,000 inputs a run (FUZZ_RUNS to change it).
 */
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100000' });
  user = await makeUser(t);
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
    'a\u0000b',
    '\u0000',
    'x\ud800',
    '\udfffy',
    '😀'.repeat(100),
    '2147483648',
    '-1',
    '1e309',
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -0, 0.5),
);
const GENERIC_KEYS = ['email', 'userName', 'username', 'password', 'login', 'token', 'code', '__proto__'];
const hostileValue = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);
/** A body built from the route's own field names (and a few others), or any JSON at all. */
const bodyFor = (keys: string[]) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.dictionary(fc.constantFrom(...keys, ...GENERIC_KEYS), hostileValue, { maxKeys: 6 }),
  );

/**
 * A path value as a client would send it; a lone surrogate has no UTF-8 form, so it goes as the
 * bytes a careless client would send (ED A0 80), which the server must refuse without a 5xx.
 */
function encodePath(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/gu, ''))}%ED%A0%80`;
  }
}

type Schema = { properties?: Record<string, unknown>; $ref?: string };
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
/** The body and query field names of each route, from the OpenAPI document. */
function fieldsOf(method: string, url: string): { body: string[]; query: string[] } {
  const document = t.app.swagger() as {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const path = url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[method.toLowerCase()];
  let schema = operation?.requestBody?.content?.['application/json']?.schema;
  if (schema?.$ref) schema = document.components?.schemas?.[schema.$ref.split('/').pop()!];
  return {
    body: Object.keys(schema?.properties ?? {}),
    query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
  };
}

describe('schema fuzzing of every route', () => {
  it('never answers 5xx', async () => {
    const routes = t.app.ctx.routes.filter(
      (r) =>
        (r.url.startsWith('/api/') || !/\.[a-z0-9]+$/i.test(r.url)) &&
        !r.url.startsWith('/api/docs') &&
        !r.url.includes('*') &&
        !['/api/users/logout', '/api/users/changePassword'].includes(r.url),
    );
    const failures: string[] = [];
    const cases = routes.map((route) => {
      const fields = fieldsOf(route.method, route.url);
      return fc.record({
        route: fc.constant(route),
        payload: bodyFor(fields.body),
        query: fc.dictionary(
          fc.constantFrom(...fields.query, 'limit', 'offset', 'q', 'language'),
          fc.oneof(hostileString, hostileNumber.map(String)),
          { maxKeys: 4 },
        ),
      });
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(...cases),
        hostileString,
        fc.boolean(),
        async ({ route, payload, query }, pathValue, signedIn) => {
          const url = `${route.url.replace(/:\w+/g, encodePath(pathValue) || 'x')}?${new URLSearchParams(query)}`;
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
      { numRuns: Number(process.env.FUZZ_RUNS ?? 10_000), seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
