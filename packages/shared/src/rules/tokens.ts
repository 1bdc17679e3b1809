/**
 * Invite, limited-login and last-verified tokens (spec/000 §5, spec/001 §5): base64 text that
 * decodes to exactly three parts separated by a pipe. Anything else is the invalid-token message.
 */
export const TOKEN_PARTS = 3;

function decodeBase64(text: string): string | null {
  const cleaned = text.trim().replace(/-/gu, '+').replace(/_/gu, '/');
  if (cleaned.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/u.test(cleaned)) return null;
  try {
    const binary = atob(cleaned.padEnd(Math.ceil(cleaned.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Splits a three-part token; null when it is not base64 or does not have exactly three non-empty parts. */
export function splitThreePartToken(token: unknown): [string, string, string] | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const decoded = decodeBase64(token);
  if (decoded === null) return null;
  const parts = decoded.split('|');
  if (parts.length !== TOKEN_PARTS || parts.some((p) => p.length === 0)) return null;
  return [parts[0]!, parts[1]!, parts[2]!];
}

export function makeThreePartToken(a: string | number, b: string | number, c: string | number): string {
  return encodeBase64(`${a}|${b}|${c}`);
}

/** A verify token without a username splits into username and code by a pipe (spec/001 §5). */
export function splitVerifyToken(token: string): { username: string; code: string } | null {
  const index = token.indexOf('|');
  if (index <= 0 || index === token.length - 1) return null;
  return { username: token.slice(0, index), code: token.slice(index + 1) };
}
