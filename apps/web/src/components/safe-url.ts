/**
 * Addresses shown from data (partners' sites, banners' links, logos) are checked again before they
 * reach an attribute: a link only when it is https, an image when it is https or this site's API.
 * The server refuses anything else; this keeps an old or hand-made row from running a script.
 */
export function safeLink(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function safeImage(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^\/api\/[A-Za-z0-9/_.~%=&?-]+$/.test(url) && !url.includes('..')) return url;
  return safeLink(url);
}
