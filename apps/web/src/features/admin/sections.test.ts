import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, readOnlyFor, sectionPath, sectionsFor } from './sections.ts';

const paths = (roles: string[]) => sectionsFor(roles).map(sectionPath);

/** spec/000 §6: admin-type roles open the admin area; each sees the sections its role allows. */
describe('the admin sections', () => {
  it('open everything to admins, the moderation queue, auditoriums and lobbies to curators, read-only views to analytics, the library to resource editors', () => {
    expect(paths(['admin'])).toEqual(ADMIN_SECTIONS.map(sectionPath));
    expect(paths(['curator'])).toEqual([
      '/admin/moderation/reports',
      '/admin/auditoriums/list',
      '/admin/lobbies/clickableAreas',
    ]);
    expect(paths(['analytic'])).toEqual([
      '/admin/users/list',
      '/admin/system/online',
      '/admin/lobbies/clickableAreas',
    ]);
    // spec/000 §6: resource editors edit the resources library; every admin-type role opens the
    // clickable-area pages.
    expect(paths(['resourceEditor'])).toEqual(['/admin/resources/library', '/admin/lobbies/clickableAreas']);
    expect(paths([])).toEqual([]);
  });

  it('let analytics read the people screen without acting on it', () => {
    const people = ADMIN_SECTIONS.find((s) => s.section === 'users')!;
    expect(readOnlyFor(people, ['analytic'])).toBe(true);
    expect(readOnlyFor(people, ['admin'])).toBe(false);
    expect(readOnlyFor(people, ['admin', 'analytic'])).toBe(false);
  });
});
