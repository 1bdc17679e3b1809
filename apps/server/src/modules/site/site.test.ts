import {
  LANDING_ROUTE_RULES,
  OPEN_ROUTE_RULES,
  type RouteRules,
  routeRulesLoop,
  routeRuleTarget,
  SCIENCE_FAIR_ROUTE_RULES,
} from '@makerboard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { partners } from '../../db/schema/index.ts';

let t: TestApp;
let projectsBuild: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  projectsBuild = await createTestApp({ SITE_VARIANT: 'projects' });
  await t.database.db.insert(partners).values([
    {
      name: 'forscher',
      title: 'Forscher Fair',
      kind: 'partner',
      primaryColor: '#2a6f4f',
      secondaryColor: '#e9c46a',
      defaultLanguage: 'de',
      routeRules: SCIENCE_FAIR_ROUTE_RULES,
    },
    { name: 'atelier', title: 'Atelier', kind: 'partner', routeRules: LANDING_ROUTE_RULES },
    { name: 'plain', title: 'Plain', kind: 'partner' },
    // Rules written by hand that do not parse open every route rather than break the build.
    {
      name: 'broken',
      title: 'Broken',
      kind: 'partner',
      routeRules: { only: 'all' } as unknown as RouteRules,
    },
  ]);
});
afterAll(async () => {
  await t.close();
  await projectsBuild.close();
});

const site = (app: TestApp, event?: string) =>
  app.call(
    'GET',
    '/api/site',
    undefined,
    undefined,
    event === undefined ? {} : { headers: { 'x-event': event } },
  );

describe('GET /api/site: one build serves every variant (spec/000 §1, §2; api.md X-Event)', () => {
  it('answers the server variant and its board types, with no partner for the default event', async () => {
    const r = await site(t, 'makerboard-community');
    expect(r.status).toBe(200);
    expect(r.data.result).toEqual({
      variant: 'community',
      boardTypes: ['story'],
      event: 'makerboard-community',
      partner: null,
    });
    const projects = await site(projectsBuild);
    expect(projects.data.result).toMatchObject({
      variant: 'projects',
      boardTypes: ['project', 'discussion'],
      event: null,
      partner: null,
    });
  });

  it('answers the partner build X-Event names: name, colours, logo, default language, route rules', async () => {
    const r = await site(t, 'forscher');
    expect(r.status).toBe(200);
    expect(r.data.result.event).toBe('forscher');
    expect(r.data.result.partner).toMatchObject({
      name: 'forscher',
      title: 'Forscher Fair',
      colors: { primary: '#2a6f4f', secondary: '#e9c46a' },
      defaultLanguage: 'de',
      routeRules: SCIENCE_FAIR_ROUTE_RULES,
    });
    expect((await site(t, 'atelier')).data.result.partner.routeRules).toEqual(LANDING_ROUTE_RULES);
  });

  it('gives open rules to a partner without rules, or with rules that do not parse', async () => {
    expect((await site(t, 'plain')).data.result.partner.routeRules).toEqual(OPEN_ROUTE_RULES);
    expect((await site(t, 'broken')).data.result.partner.routeRules).toEqual(OPEN_ROUTE_RULES);
  });

  it('treats an X-Event that is no slug, or names no partner, as the plain variant', async () => {
    for (const event of ['nobody', '../etc', 'Not A Slug', '']) {
      const r = await site(t, event);
      expect(r.status).toBe(200);
      expect(r.data.result.partner).toBeNull();
    }
    expect((await site(t, 'FORSCHER')).data.result.partner.name).toBe('forscher');
  });

  it('shows the route rules on the second API too', async () => {
    const r = await t.call('GET', '/api/v2/partners/forscher');
    expect(r.data.result.partner.routeRules).toEqual(SCIENCE_FAIR_ROUTE_RULES);
  });
});

const q = (search = '') => new URLSearchParams(search);

// [rules, admin-type role, path, query, target or null (stays)]
const TABLE: Array<
  [name: string, rules: RouteRules, adminType: boolean, path: string, search: string, target: string | null]
> = [
  // spec/000 §6 science-fair variant: non-admins reach only these ...
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'coming-soon', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'finalists', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'profile', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'profile/ada/projects', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'story/12', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'story/video/12', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'project/12', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'viewAll', 'view=mine', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'viewAll', 'view=submissions&sort=popular', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'logout', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'loginPage', 'redirect=/x', null],
  // ... everything else goes to coming-soon.
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, '', '', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'home', '', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'story', '', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'viewAll', '', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'viewAll', 'view=everything', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'profiles', '', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'admin', '', 'coming-soon'],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, false, 'finalists/extra', '', 'coming-soon'],
  // Admin-type roles reach everything.
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, true, 'home', '', null],
  ['science fair', SCIENCE_FAIR_ROUTE_RULES, true, 'admin/users/all', '', null],
  // The second partner variant: coming-soon goes to the landing page, for everyone.
  ['landing', LANDING_ROUTE_RULES, false, 'coming-soon', '', 'home'],
  ['landing', LANDING_ROUTE_RULES, true, 'coming-soon/', '', 'home'],
  ['landing', LANDING_ROUTE_RULES, false, 'home', '', null],
  ['landing', LANDING_ROUTE_RULES, false, 'leaderboard', '', null],
  // No rules: every route.
  ['open', OPEN_ROUTE_RULES, false, 'coming-soon', '', null],
  ['open', OPEN_ROUTE_RULES, false, 'admin', '', null],
  // A rule never sends a path to itself.
  [
    'self',
    { only: null, fallback: 'home', redirects: [{ from: 'home', to: 'home' }] },
    false,
    'home',
    '',
    null,
  ],
];

describe('partner build route rules as data (spec/000 §2, §6)', () => {
  it.each(TABLE)('%s: admin-type %s, /%s?%s goes to %s', (_name, rules, adminType, path, search, target) => {
    expect(routeRuleTarget(rules, { path, query: q(search), adminType })).toBe(target);
  });
});

/** Rules an admin writes in the admin area must let every path settle (routeRulesLoop). */
const LOOPS: Array<[string, RouteRules, string | null]> = [
  ['the open rules', OPEN_ROUTE_RULES, null],
  ['the science-fair variant', SCIENCE_FAIR_ROUTE_RULES, null],
  ['the landing variant', LANDING_ROUTE_RULES, null],
  [
    'a fallback that redirects outside the allowed pages',
    { only: ['finalists'], fallback: 'coming-soon', redirects: [{ from: 'coming-soon', to: 'home' }] },
    '/',
  ],
  [
    'two redirects into each other',
    {
      only: null,
      fallback: 'coming-soon',
      redirects: [
        { from: 'a', to: 'b' },
        { from: 'b', to: 'a' },
      ],
    },
    'a',
  ],
  [
    'a redirect to an allowed page',
    { only: ['finalists', 'home'], fallback: 'finalists', redirects: [{ from: 'coming-soon', to: 'home' }] },
    null,
  ],
];

describe('route rules that would send a browser round in circles', () => {
  it.each(LOOPS)('%s', (_name, rules, loop) => {
    expect(routeRulesLoop(rules)).toBe(loop);
  });
});
