import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@makerboard/shared';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Codes are short, so they are keyed with the server secret: a leaked table does not give them away. */
export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const randomCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
