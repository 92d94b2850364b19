import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's own `axe.run` in the page, injected once per document. (`@axe-core/playwright` injects
 * the 0.5 MB script twice on every check and finishes each run in a new blank page: a renderer started
 * and stopped per check, most of a check's time on this 2-core machine. The rules, tags and frames
 * checked are the same; see docs/testing.md.)
 */
async function injectInto(frame: Frame) {
  try {
    const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
    if (!present) await frame.evaluate(axe.source);
  } catch {
    // A sandboxed preview frame (the email editor's) runs no scripts; axe reports what it cannot enter.
  }
}

/**
 * WCAG 2.1 A and AA: no violations allowed. `within` limits the check to one part, e.g. an open
 * dialog (the page under a modal's overlay is dimmed on purpose, which axe would count as low contrast).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // A dialog fading in or out is half transparent: check the page as it settles, not mid-transition.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  for (const frame of page.frames()) await injectInto(frame);
  // Only violations are reported in detail: axe skips building the (large) lists of passing nodes.
  const violations = await page.evaluate(
    async ({ within, tags }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { within, tags: TAGS },
  );
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}
