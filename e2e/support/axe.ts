import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.1 A and AA: no violations allowed. `within` limits the check to one part, e.g. an open
 * dialog (the page under a modal's overlay is dimmed on purpose, which axe would count as low contrast).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // A dialog fading in or out is half transparent: check the page as it settles, not mid-transition.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  // Only violations are reported in detail: axe skips building the (large) lists of passing nodes.
  // (`options` replaces what `withTags` would set, so the tags are given here.)
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  });
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
