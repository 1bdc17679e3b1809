import type { Partner } from '@makerboard/shared';
import { hasAdminTypeRole } from '@makerboard/shared/constants';
import { type RouteRules, routeRuleTarget } from '@makerboard/shared/route-rules';
import type { UIMatch } from 'react-router';
import { sessionStore } from '../api/session-store.ts';
import { applyBuildLanguage } from '../i18n/index.ts';

/**
 * A partner or event build (spec/000 §2 `{partner}`, §6 variants), all from the partner's record:
 * its route rules, its colours and its default language. Nothing here names a partner.
 */

/** Where the partner's route rules send an app path (no partner segment), or null to stay. */
export function partnerRedirect(partner: Pick<Partner, 'routeRules'>, path: string, query: URLSearchParams) {
  const roles = sessionStore.get().status === 'loggedIn' ? sessionStore.get().user?.roles : undefined;
  return routeRuleTarget(partner.routeRules, { path, query, adminType: hasAdminTypeRole(roles) });
}

/** What the `:partner` route's loader hands the shell: the rules of the build being shown. */
export interface PartnerBuildData {
  routeRules: RouteRules;
}

/** The route rules of the partner build the current page is under, or null outside one. */
export function buildRulesOf(matches: readonly UIMatch[]): RouteRules | null {
  for (const match of matches) {
    const data = match.loaderData as Partial<PartnerBuildData> | null | undefined;
    if (data && typeof data === 'object' && data.routeRules) return data.routeRules;
  }
  return null;
}

/**
 * Whether a link to an app path (`/viewAll?view=mine`, no partner segment) shows that page under
 * the build's rules, rather than sending the browser elsewhere: the shell hides links that do not
 * (spec/000 §6, the science-fair variant's menu).
 */
export function leadsThere(rules: RouteRules | null, to: string, adminType: boolean): boolean {
  if (!rules) return true;
  const [path = '', search = ''] = to.split('?');
  return routeRuleTarget(rules, { path, query: new URLSearchParams(search), adminType }) === null;
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** A colour white text can sit on (4.5:1, WCAG AA): only such a brand colour fills buttons. */
export function carriesWhiteText(hex: string | null | undefined): hex is string {
  if (!hex || !/^#[0-9a-fA-F]{6}$/.test(hex)) return false;
  return 1.05 / (luminance(hex) + 0.05) >= 4.5;
}

const LOOK_VARIABLES = [
  '--mantine-primary-color-filled',
  '--mantine-primary-color-filled-hover',
  '--mb-partner-primary',
  '--mb-partner-secondary',
];

/** The partner's colours on the page: its primary fills buttons when white text reads on it. */
export function applyPartnerLook(partner: Pick<Partner, 'colors'> | null): void {
  if (typeof document === 'undefined') return;
  const style = document.documentElement.style;
  for (const name of LOOK_VARIABLES) style.removeProperty(name);
  if (!partner) return;
  const { primary, secondary } = partner.colors;
  if (carriesWhiteText(primary)) {
    style.setProperty('--mantine-primary-color-filled', primary);
    style.setProperty('--mantine-primary-color-filled-hover', `color-mix(in srgb, ${primary} 85%, black)`);
    style.setProperty('--mb-partner-primary', primary);
  }
  if (secondary && /^#[0-9a-fA-F]{6}$/.test(secondary))
    style.setProperty('--mb-partner-secondary', secondary);
}

/** The build's look and language, once per partner per page (a person's own choices win). */
let applied: string | null = null;
export function enterPartnerBuild(
  partner: Pick<Partner, 'name' | 'colors' | 'defaultLanguage'> | null,
): void {
  const name = partner?.name ?? null;
  if (applied === name) return;
  applied = name;
  applyPartnerLook(partner);
  if (partner) void applyBuildLanguage(partner.defaultLanguage);
}
