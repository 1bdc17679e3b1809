/**
 * Starts the app once a page's first screen from the server's HTML is on the screen (issue 17).
 *
 * A public board's page comes with its first screen written into the HTML (the server's
 * plugins/first-paint.ts): title, author, cover. On such a page the server puts the app's entry
 * script and the preloads of its code in `<template id="mb-after-paint">` (inert: nothing in it is
 * fetched) and names this small module instead. Here they are put in the head once the first screen
 * has been painted and its cover has loaded, so on a slow connection the 250 KB of scripts do not
 * compete with the cover for the line, and the phone paints before it compiles them. A page without
 * the template starts as built.
 *
 * Never waits forever: a cover that does not load, or a page in a background tab (no frames there),
 * starts the app after WAIT_AT_MOST_MS.
 */
export const WAIT_AT_MOST_MS = 1000;

/** After the next frame has been painted: a task queued from inside that frame's callback. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** Once the picture has loaded (or failed to). */
function loaded(picture: HTMLImageElement | null): Promise<void> {
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
  });
}

/** How many preloads go into the head per task (see startApp). */
export const PRELOADS_PER_TASK = 4;

/**
 * The template's nodes into the head; a script made anew, as one copied from a template never runs.
 * The entry first, then its preloads a few per task: each one added starts a request, and 30 of them
 * in one go made a task of 50-160 ms at 4x CPU on a board page (its total blocking time).
 */
export function startApp(later: HTMLTemplateElement): Promise<void> {
  const preloads: Element[] = [];
  for (const node of [...later.content.childNodes]) {
    if (node instanceof HTMLScriptElement) {
      const script = document.createElement('script');
      for (const { name, value } of node.attributes) script.setAttribute(name, value);
      document.head.append(script);
    } else if (node instanceof Element) {
      preloads.push(node);
    }
  }
  later.remove();
  return new Promise((resolve) => {
    const next = () => {
      for (const node of preloads.splice(0, PRELOADS_PER_TASK))
        document.head.append(document.importNode(node, true));
      if (preloads.length > 0) setTimeout(next, 0);
      else resolve();
    };
    next();
  });
}

export function startAfterFirstPaint(): Promise<void> {
  const later = document.getElementById('mb-after-paint');
  if (!(later instanceof HTMLTemplateElement)) return Promise.resolve();
  // The picture the screen's largest paint is (a board's cover, home's first board's), else the first.
  const picture =
    document.querySelector<HTMLImageElement>('#mb-first img[fetchpriority="high"]') ??
    document.querySelector<HTMLImageElement>('#mb-first img');
  const shown = loaded(picture).then(nextPaint);
  const longest = new Promise<void>((resolve) => setTimeout(resolve, WAIT_AT_MOST_MS));
  return Promise.race([shown, longest]).then(() => startApp(later));
}

void startAfterFirstPaint();
