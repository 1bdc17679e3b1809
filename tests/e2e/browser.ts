import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const artefacts = path.resolve(import.meta.dirname, '../../test-results/e2e');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, locale = 'en-GB'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, locale, viewport: { width: 1280, height: 860 } });
}

/**
 * Keeps a screenshot as a test artefact (always for named steps; the failing step is the last one).
 * With E2E_SCREENSHOTS=off (CI, which keeps no artefacts) only the shots of failures are taken: a
 * full-page capture costs about two seconds of a core, and the suite takes some 170.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off' && !name.endsWith('FAILED')) return;
  mkdirSync(artefacts, { recursive: true });
  await page.screenshot({ path: path.join(artefacts, `${name}.png`), fullPage: true });
}

/** axe-core on the current page: serious and critical violations, with their targets. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found = await violationsNow(page);
  if (found.length === 0) return found;
  // A page still settling (an answer arriving, a route finishing) can be read between two of its
  // states: what a person meets is what is still there a moment later. A lasting violation is
  // reported as before; one that was gone at the second reading is not.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.waitForTimeout(500);
  const again = await violationsNow(page);
  return again.filter((violation) => found.includes(violation));
}

async function violationsNow(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  // axe leaves some contrast checks "incomplete" (short text, pseudo elements) even when the text has
  // the very colour of its background: skill tags once were invisible that way on /profile/sam.
  const invisible = results.incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes)
    .filter((n) => n.any.some((check) => sameColours(check.data)))
    .map((n) => `color-contrast (1:1, text invisible): ${n.target.join(' ')}`);
  return [...serious, ...invisible];
}

function sameColours(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const { fgColor, bgColor, contrastRatio } = data as {
    fgColor?: string;
    bgColor?: string;
    contrastRatio?: number;
  };
  return (!!fgColor && fgColor === bgColor) || contrastRatio === 1;
}

/** The newest 6-digit code sent to an address, from the dev outbox. */
export async function codeFor(address: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  const { result } = (await response.json()) as { result: { messages: { to: string; text: string }[] } };
  const message = result.messages.find((m) => m.to.toLowerCase() === address.toLowerCase());
  const match = message && /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`no code for ${address}`);
  return match[1]!;
}
