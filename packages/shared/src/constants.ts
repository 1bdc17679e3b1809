/** Constants of spec/000 §9 and spec/001 §9, with their sections. */

/** spec/000 §3: user types. */
export const USER_TYPES = [
  'standard',
  'teacher',
  'student',
  'judge',
  'mentor',
  'poster',
  'booth',
  'stemExpo',
  'JACAdmin',
  'JudgingAppAdmin',
] as const;
export type UserType = (typeof USER_TYPES)[number];
/** The user types a person may pick for themselves at signup; the rest are granted. */
export const SELF_SERVICE_USER_TYPES = [
  'standard',
  'teacher',
  'student',
  'mentor',
] as const satisfies readonly UserType[];

/** spec/000 §6: roles carried in the token's role claim. */
export const ROLES = ['admin', 'analytic', 'curator', 'resourceEditor', 'judgingAdmin'] as const;
export type Role = (typeof ROLES)[number];
/** spec/000 §6: roles that open create, admin and clickable-areas pages ("admin-type role"). */
export const ADMIN_TYPE_ROLES = [
  'admin',
  'analytic',
  'curator',
  'resourceEditor',
] as const satisfies readonly Role[];

export function hasAdminTypeRole(roles: readonly string[] | undefined | null): boolean {
  return !!roles?.some((role) => (ADMIN_TYPE_ROLES as readonly string[]).includes(role));
}

/** spec/001 §9 */
export const ACCESS_TOKEN_COOKIE_DAYS = 30;
export const REFRESH_TOKEN_COOKIE_DAYS = 365;
export const LOGIN_CHECK_THROTTLE_MS = 3000;
export const CURRENT_USER_RETRIES = 5;
export const CURRENT_USER_RETRY_BASE_MS = 100;
export const VERSION_CHECK_INTERVAL_MS = 15 * 60 * 1000;
export const VERSION_CHECK_EDITING_INTERVAL_MS = 5 * 60 * 1000;
export const UPDATE_NOTICE_THRESHOLD_S = 518_400;
export const PUSH_TOKEN_THROTTLE_MS = 2000;
export const SOCKET_BACKOFF_BASE_MS = 250;
export const SOCKET_SEND_RETRY_MS = [500, 3000] as const;
export const SCROLL_RESTORE_DELAY_MS = 2000;
export const START_BUTTON_TEMPLATE_ID = 21744;
export const SHARED_STATE_KEY = 'pb-vms';
export const CONVERSATION_CACHE_PREFIX = 'c-';
export const TRACKING_KEYS = { params: 'utm_params', tracked: 'utm_tracked' } as const;
export const INTEREST_SUBCATEGORIES_MIN = 3;
export const SEARCH_MIN_LENGTH = 3;
export const RESPONSE_TEXT_MAX = 1000;

/** Verification, SMS and reset codes (quality.md): 6 digits, 10 minutes, 5 tries. */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

/** api.md paging. */
export const PAGE_DEFAULT = 20;
export const PAGE_MAX = 100;

/** spec/000 §6 signup survey certifications (spec/001 §5). */
export const SIGNUP_CERTIFICATIONS = [
  'ownWork',
  'over12OrParent',
  'parentPresent',
  'positiveConduct',
  'riskAcceptance',
  'disclaimer',
] as const;
export type SignupCertification = (typeof SIGNUP_CERTIFICATIONS)[number];

export const SITE_VARIANTS = ['community', 'projects', 'discussions'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

/** Social handle platforms offered on the profile. */
export const SOCIAL_PLATFORMS = [
  'github',
  'instagram',
  'youtube',
  'tiktok',
  'linkedin',
  'x',
  'website',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** How notification emails come when receiveEmails is on (docs/decisions.md, Notifications). */
export const EMAIL_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/**
 * spec/001 §9 "Mobile app codes": the native apps that host this build. The page learns it runs
 * inside one from `?app=<code>` on its first load (kept for the session) or from a
 * `MakerboardApp/<code>` token in the user agent (docs/native-shell.md).
 */
export const NATIVE_APP_CODES = ['BF05', '9DF6'] as const;
export type NativeAppCode = (typeof NATIVE_APP_CODES)[number];
