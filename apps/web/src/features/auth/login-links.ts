import { splitThreePartToken, splitVerifyToken } from '@makerboard/shared/rules/tokens';

export type LoginLink =
  | { kind: 'none' }
  | { kind: 'invalid' }
  | { kind: 'limited'; token: string }
  | { kind: 'verify'; username: string; code: string };

/**
 * Links that log in from the URL: `?limitedToken=` (a three-part base64 token, spec/000 §5) and
 * `?verify=username|code` (a verify token without a username splits into username and code).
 * A malformed token is "invalid" and shows the translated invalid-token message without a call.
 */
export function parseLoginLink(search: string): LoginLink {
  const params = new URLSearchParams(search);
  const limited = params.get('limitedToken');
  if (limited !== null)
    return splitThreePartToken(limited) ? { kind: 'limited', token: limited } : { kind: 'invalid' };
  const verify = params.get('verify');
  if (verify !== null) {
    const parts = splitVerifyToken(verify);
    return parts ? { kind: 'verify', ...parts } : { kind: 'invalid' };
  }
  return { kind: 'none' };
}
