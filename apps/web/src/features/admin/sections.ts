import type { Role } from '@makerboard/shared';
import type { ComponentType } from 'react';

/**
 * The sections of the admin area (`admin/{section}/{name}`), one entry each: who may open it
 * (platform roles, spec/000 §6), its texts (`admin.sections.<section>.<name>.title|description`
 * in the screens catalogue) and its screen, loaded when opened. `readOnly` lists roles that see
 * the screen without acting on it.
 */
export interface AdminSection {
  section: string;
  name: string;
  roles: readonly Role[];
  readOnly?: readonly Role[];
  load: () => Promise<ComponentType<{ readOnly: boolean }>>;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    section: 'moderation',
    name: 'reports',
    roles: ['admin', 'curator'],
    load: () => import('./components/moderation-queue.tsx').then((m) => m.ModerationQueue),
  },
  {
    section: 'users',
    name: 'list',
    roles: ['admin', 'analytic'],
    readOnly: ['analytic'],
    load: () => import('./components/users-screen.tsx').then((m) => m.UsersScreen),
  },
  {
    section: 'partners',
    name: 'pages',
    roles: ['admin'],
    load: () => import('../partners/index.ts').then((m) => m.PartnersAdminScreen),
  },
  {
    section: 'partners',
    name: 'builds',
    roles: ['admin'],
    load: () => import('./components/partner-builds-screen.tsx').then((m) => m.PartnerBuildsScreen),
  },
  {
    section: 'regions',
    name: 'list',
    roles: ['admin'],
    load: () => import('../partners/index.ts').then((m) => m.RegionsAdminScreen),
  },
  {
    section: 'resources',
    name: 'library',
    roles: ['admin', 'resourceEditor'],
    load: () => import('../resources/index.ts').then((m) => m.ResourcesAdminScreen),
  },
  {
    section: 'banners',
    name: 'carousels',
    roles: ['admin'],
    load: () => import('../carousels/index.ts').then((m) => m.loadCarouselsAdmin()),
  },
  {
    section: 'iframes',
    name: 'list',
    roles: ['admin'],
    load: () => import('../iframes/index.ts').then((m) => m.IframesAdminScreen),
  },
  {
    section: 'categories',
    name: 'list',
    roles: ['admin'],
    load: () => import('./components/categories-screen.tsx').then((m) => m.CategoriesScreen),
  },
  {
    section: 'system',
    name: 'pageviews',
    roles: ['admin'],
    load: () => import('./components/page-views-screen.tsx').then((m) => m.PageViewsScreen),
  },
  {
    section: 'system',
    name: 'online',
    roles: ['admin', 'analytic'],
    load: () => import('./components/online-count-screen.tsx').then((m) => m.OnlineCountScreen),
  },
  {
    // Admins and curators run the event's stage (docs/decisions.md "Auditorium and lobby").
    section: 'auditoriums',
    name: 'list',
    roles: ['admin', 'curator'],
    load: () => import('./components/auditoriums-screen.tsx').then((m) => m.AuditoriumsScreen),
  },
  {
    section: 'lobbies',
    name: 'clickableAreas',
    roles: ['admin', 'analytic', 'curator', 'resourceEditor'],
    readOnly: ['analytic', 'resourceEditor'],
    load: () => import('./components/clickable-areas-link.tsx').then((m) => m.ClickableAreasLink),
  },
  {
    section: 'system',
    name: 'maintenance',
    roles: ['admin'],
    load: () => import('./components/maintenance-screen.tsx').then((m) => m.MaintenanceScreen),
  },
];

/** The sections a person with these roles may open. */
export const sectionsFor = (roles: readonly string[] | undefined) =>
  ADMIN_SECTIONS.filter((s) => s.roles.some((r) => roles?.includes(r)));

/** Whether the person only reads the section: none of their roles may act on it. */
export const readOnlyFor = (section: AdminSection, roles: readonly string[] | undefined) =>
  !section.roles.some((r) => roles?.includes(r) && !section.readOnly?.includes(r));

/** The path of a section. */
export const sectionPath = (s: Pick<AdminSection, 'section' | 'name'>) => `/admin/${s.section}/${s.name}`;
