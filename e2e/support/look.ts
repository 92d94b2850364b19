import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './axe';

/** The two widths every screen is checked at: a phone and a desktop. */
export const WIDTHS = [1440, 375] as const;
const HEIGHT: Record<number, number> = { 375: 812, 1440: 900 };

/**
 * Screenshots are for people to look at (docs/testing.md): written only when E2E_SCREENSHOTS is set,
 * to e2e/screenshots/<name>-<width>.png. CI sets nothing and takes none.
 */
const SHOTS_DIR = process.env.E2E_SCREENSHOTS ? path.join(import.meta.dirname, '..', 'screenshots') : null;
if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });

export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!SHOTS_DIR) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: options.fullPage ?? true });
}

export interface LookOptions {
  /** Limit axe to one part, e.g. '[role="dialog"]' (the dimmed page under a modal is not checked). */
  within?: string;
  /** Fail when the page is wider than the screen (default true). */
  noSideScroll?: boolean;
  /** Whole page (default) or only what the screen shows (a dialog over a fixed layer). */
  fullPage?: boolean;
  /** Waits for what must be on screen before each check (it may move when the width changes). */
  ready?: (page: Page) => Promise<void>;
}

/**
 * What a person sees of this screen at both widths: no sideways scrolling, axe (WCAG 2.1 AA) clean,
 * and a screenshot when asked for. Ends at the width the page had.
 */
export async function lookAtBothWidths(page: Page, name: string, options: LookOptions = {}) {
  const before = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 });
    await options.ready?.(page);
    if (options.noSideScroll !== false) await expectNoSideScroll(page);
    await expectNoAxeViolations(page, options.within);
    await screenshot(page, name, { fullPage: options.fullPage });
  }
  if (before) await page.setViewportSize(before);
}

export async function expectNoSideScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}
