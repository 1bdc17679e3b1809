/**
 * Resolves once the page has loaded and the browser is idle: what the first screen does not show
 * (the update notice, the install onboarding) loads then, so it never competes with the page's own
 * scripts and data on a slow phone.
 */
let started: Promise<void> | null = null;

export function afterStartup(): Promise<void> {
  if (started) return started;
  started = new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return started;
}
