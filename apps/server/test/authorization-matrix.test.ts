import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/lib/access.ts';
import {
  bearer,
  createTestApp,
  grantRole,
  json,
  login,
  type Session,
  signupAndVerify,
  signupBody,
  type TestApp,
} from './helpers.ts';

/**
 * The authorisation matrix of quality.md: every registered route, called as a visitor, as a
 * limited (unverified) account, as an unrelated user, as the right user and as an admin. A route
 * without a declared rule cannot even be registered (lib/access.ts), so this list is complete.
 *
 * Object-level rules are listed in OWNED: the "right user" is the owner of the path's {username}.
 */
const OWNED: Record<string, 'self'> = {
  'PUT /api/users/:username/profile': 'self',
  'DELETE /api/users/:username': 'self',
};

let t: TestApp;
let owner: Session;
let other: Session;
let admin: Session;
let limitedToken: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' });
  owner = await signupAndVerify(t);
  other = await signupAndVerify(t);
  const a = await signupAndVerify(t);
  await grantRole(t, a.userName, 'admin');
  admin = await login(t, a.userName);
  const body = signupBody();
  limitedToken = json(await t.app.inject({ method: 'POST', url: '/api/users/signup', payload: body })).result
    .accessToken;
});
afterAll(async () => {
  await t.close();
});

function urlFor(pattern: string): string {
  return pattern
    .replace(':username', owner.userName)
    .replace(/:(\w+)/g, '1')
    .replace('*', 'x');
}

async function call(method: string, url: string, token?: string) {
  const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: token ? bearer(token) : {},
  });
}

const isRoles = (access: Access): access is Extract<Access, object> => typeof access === 'object';

describe('authorisation matrix (quality.md)', () => {
  it('knows every route with its rule', () => {
    const api = t.app.ctx.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(api.length).toBeGreaterThan(25);
    for (const route of t.app.ctx.routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('applies each rule to each kind of caller, and never answers 5xx', async () => {
    const failures: string[] = [];
    const routes = t.app.ctx.routes.filter((r) => !r.url.startsWith('/api/docs') && !r.url.includes('*'));
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      // Skip the calls that would end the sessions used by the rest of the matrix.
      if (
        ['POST /api/users/logout', 'PUT /api/users/changePassword', 'PUT /api/admin/maintenance'].includes(
          key,
        )
      )
        continue;
      const url = urlFor(route.url);
      const expectOk = (status: number, who: string) => {
        if (status === 401 || status === 403 || status >= 500) failures.push(`${key} as ${who}: ${status}`);
      };
      const expectStatus = (status: number, wanted: number, who: string) => {
        if (status !== wanted) failures.push(`${key} as ${who}: ${status}, wanted ${wanted}`);
      };
      const visitor = (await call(route.method, url)).statusCode;
      const limited = (await call(route.method, url, limitedToken)).statusCode;
      const stranger = (await call(route.method, url, other.accessToken)).statusCode;
      const right = (await call(route.method, url, owner.accessToken)).statusCode;
      // An admin may delete the owner's account: that call would end the matrix's owner.
      const boss = key === 'DELETE /api/users/:username' ? 200 : (await call(route.method, url, admin.accessToken)).statusCode;
      for (const [who, status] of Object.entries({ visitor, limited, stranger, right, boss })) {
        if (status >= 500) failures.push(`${key} as ${who}: ${status}`);
      }
      const access = route.access;
      if (access === 'public') {
        expectOk(visitor, 'visitor');
      } else if (access === 'limited') {
        expectStatus(visitor, 401, 'visitor');
        expectOk(limited, 'limited');
        expectOk(right, 'right user');
      } else if (access === 'user') {
        expectStatus(visitor, 401, 'visitor');
        expectStatus(limited, 403, 'limited');
        expectOk(right, 'right user');
        if (OWNED[key] === 'self') expectStatus(stranger, 403, 'stranger');
        else expectOk(stranger, 'stranger');
      } else if (isRoles(access)) {
        expectStatus(visitor, 401, 'visitor');
        expectStatus(limited, 403, 'limited');
        expectStatus(stranger, 403, 'stranger');
        expectStatus(right, 403, 'right user without the role');
        if (access.roles.includes('admin')) expectOk(boss, 'admin');
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
