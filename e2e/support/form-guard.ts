import { FORM_GUARD } from '@meridian/contracts/form-guard';
import { expect, type Page } from '@playwright/test';

/**
 * The public forms refuse a message sent sooner than FORM_GUARD.minFillMs after the server issued the
 * form's guard token (docs/product.md, Public forms), which the page asks for when the form appears.
 * Call before what shows the form (a navigation, a click): resolves to when the token arrived.
 */
export function formGuardIssued(page: Page): Promise<number> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/form-guard' && response.ok())
    .then(() => Date.now());
}

/**
 * Waits, from `issuedAt` (formGuardIssued's answer), only for what is left of the guard's time, as
 * a person who reads the form would.
 */
export async function waitForFormGuard(issuedAt: number) {
  await expect
    .poll(() => Date.now() - issuedAt, { intervals: [100, 250, 500] })
    .toBeGreaterThan(FORM_GUARD.minFillMs + 250);
}
