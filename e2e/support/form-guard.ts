import { FORM_GUARD } from '@meridian/contracts/form-guard';
import { expect } from '@playwright/test';

/**
 * The public forms refuse a message sent sooner than FORM_GUARD.minFillMs after the form was shown
 * (the bot guard, docs/product.md, Public forms). Waits, from `shownAt` (Date.now() when the form
 * appeared), only for what is left of that time, as a person who reads the form would.
 */
export async function waitForFormGuard(shownAt: number) {
  await expect
    .poll(() => Date.now() - shownAt, { intervals: [100, 250, 500] })
    .toBeGreaterThan(FORM_GUARD.minFillMs + 250);
}
