import { TRACKING_KEYS } from '@makerboard/shared/constants';

/** Marketing tracking of spec/000 §3, persisted under utm_params. */
export interface TrackingParams {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  query?: string;
  referrer?: string;
}

export const REFERRAL_CODE_KEY = 'mb_referral_code';

const UTM_FIELDS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_term', 'utmTerm'],
  ['utm_content', 'utmContent'],
] as const;

function safeStorage(storage?: Storage): Storage | null {
  try {
    return storage ?? globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Stores utm_source (with its companions) as the UTM source and rc as the referral code
 * (spec/000 §2). Earlier values stay unless the new URL carries its own.
 */
export function captureTracking(search: string, referrer = '', storage?: Storage): void {
  const store = safeStorage(storage);
  if (!store) return;
  const params = new URLSearchParams(search);
  const source = params.get('utm_source');
  if (source) {
    const tracking: TrackingParams = { query: search.replace(/^\?/u, '') };
    for (const [param, field] of UTM_FIELDS) {
      const value = params.get(param);
      if (value) tracking[field] = value.slice(0, 200);
    }
    if (referrer) tracking.referrer = referrer.slice(0, 2000);
    store.setItem(TRACKING_KEYS.params, JSON.stringify(tracking));
  }
  const rc = params.get('rc');
  if (rc) store.setItem(REFERRAL_CODE_KEY, rc.slice(0, 64));
}

export function readTracking(storage?: Storage): TrackingParams {
  const store = safeStorage(storage);
  try {
    const raw = store?.getItem(TRACKING_KEYS.params);
    return raw ? (JSON.parse(raw) as TrackingParams) : {};
  } catch {
    return {};
  }
}

export function readReferralCode(storage?: Storage): string | undefined {
  return safeStorage(storage)?.getItem(REFERRAL_CODE_KEY) ?? undefined;
}

export function isSignupTracked(storage?: Storage): boolean {
  return safeStorage(storage)?.getItem(TRACKING_KEYS.tracked) === 'true';
}

/** The signup was tracked another way (the server recorded it with the account from an engagement). */
export function markSignupTracked(storage?: Storage): void {
  safeStorage(storage)?.setItem(TRACKING_KEYS.tracked, 'true');
}

/** Runs the signup tracking call once per browser (the flag is persisted under utm_tracked). */
export async function trackSignupOnce(
  send: (body: Record<string, unknown>) => Promise<unknown>,
  details: { userId?: number; path: string; signupMethod?: string },
  storage?: Storage,
): Promise<boolean> {
  const store = safeStorage(storage);
  if (isSignupTracked(storage)) return false;
  store?.setItem(TRACKING_KEYS.tracked, 'true');
  try {
    const tracking = readTracking(storage);
    await send({
      ...tracking,
      userId: details.userId,
      action: 'signup',
      signupMethod: details.signupMethod ?? 'email',
      path: details.path,
      userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 500),
    });
    return true;
  } catch {
    // Tracking never blocks a signup; the flag stays so it is not retried in a loop.
    return false;
  }
}
