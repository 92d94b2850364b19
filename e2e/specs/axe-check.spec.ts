import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The suite's accessibility check itself (support/axe.ts): it must see a violation, including one
// inside a dialog it is limited to, and pass a clean page.
test('the axe check refuses an image without a text alternative and passes a clean page', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>Check</title><main><h1>Check</h1>' +
      '<div role="dialog" aria-label="Photo"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div></main></html>',
  );
  await expect(expectNoAxeViolations(page, '[role="dialog"]')).rejects.toThrow(/image-alt/);
  await page.locator('img').evaluate((img) => img.setAttribute('alt', 'A chart'));
  await expectNoAxeViolations(page);
});
