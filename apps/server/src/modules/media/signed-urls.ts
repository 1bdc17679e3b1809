import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileVariant } from '@makerboard/shared';

const DAY_S = 86_400;

/** What a file URL is made of: the upload's own key and when its files last changed. */
export interface Signable {
  storageKey: string;
  updatedAt: Date;
}

/**
 * Signed, expiring file URLs (docs/decisions.md "Media"): GET /files/{key}/{variant} needs no
 * session, the signature is the permission. It is only handed to whoever passed the visibility
 * check of the upload (its owner, or someone who may see a board it is shown on).
 */
export function signedUrls(secret: string) {
  const urlKey = createHmac('sha256', secret).update('media-urls').digest();
  const signature = (storageKey: string, variant: FileVariant, exp: number) =>
    createHmac('sha256', urlKey).update(`${storageKey}/${variant}:${exp}`).digest('base64url');

  return {
    /**
     * A file URL. It expires at the end of the next UTC day (so it is the same all day long and
     * caches well) and names no user.
     */
    fileUrl(row: Signable, variant: FileVariant): string {
      const exp = (Math.floor(Date.now() / 1000 / DAY_S) + 2) * DAY_S;
      // `v` changes when the file does (a whiteboard saved again): browsers cache the old URL.
      const version = row.updatedAt.getTime().toString(36);
      return `/api/files/${row.storageKey}/${variant}?exp=${exp}&sig=${signature(row.storageKey, variant, exp)}&v=${version}`;
    },

    /** Whether a URL's signature is ours and has not expired (compared in constant time). */
    verify(storageKey: string, variant: FileVariant, exp: number, sig: string): boolean {
      if (!Number.isSafeInteger(exp) || exp * 1000 < Date.now()) return false;
      const expected = Buffer.from(signature(storageKey, variant, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type SignedUrls = ReturnType<typeof signedUrls>;
