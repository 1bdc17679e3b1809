import { USERNAME_PATTERN } from './username.ts';

/**
 * The engagement a signup came from (spec/001 §7 "create account from engagement"): a booth's pin
 * (`booth:{username}`), a resource's download or webinar (`resource:{id}`), a poll (`poll:{id}`),
 * or a partner campaign (`campaign:{id}`, or the campaign's bare id). Zod-free: the web app's
 * signup dialog reads it too.
 */
export const ENGAGEMENT_MAX_LENGTH = 80;
const CAMPAIGN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/u;
const NUMBER = /^[1-9][0-9]{0,9}$/u;

export type EngagementKind = 'booth' | 'resource' | 'poll' | 'campaign';
export interface Engagement {
  kind: EngagementKind;
  ref: string;
  /** The page the engagement happened on, where the person goes back to after verifying; null for a campaign. */
  path: string | null;
}

/** The engagement a tracking id names, or null when it is not one of the forms above. */
export function parseEngagement(value: unknown): Engagement | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > ENGAGEMENT_MAX_LENGTH) return null;
  const colon = value.indexOf(':');
  if (colon < 0) return CAMPAIGN.test(value) ? { kind: 'campaign', ref: value, path: null } : null;
  const kind = value.slice(0, colon);
  const ref = value.slice(colon + 1);
  switch (kind) {
    case 'booth':
      return USERNAME_PATTERN.test(ref) ? { kind, ref, path: `/booth/${ref}` } : null;
    case 'resource':
    case 'poll':
      return NUMBER.test(ref) && Number(ref) <= 2_147_483_647
        ? { kind, ref, path: kind === 'resource' ? `/resource/${ref}` : null }
        : null;
    case 'campaign':
      return CAMPAIGN.test(ref) ? { kind, ref, path: null } : null;
    default:
      return null;
  }
}

export function isEngagementId(value: unknown): value is string {
  return parseEngagement(value) !== null;
}
