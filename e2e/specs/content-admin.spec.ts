import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectPanel } from '../support/accounts';
import { lookAtBothWidths } from '../support/look';
import { closeCredentialsPrompt, signedUpWithRoles } from '../support/sender-accounts';
import { openAsAdmin } from '../support/signed-in';

/**
 * FAQ and Legal in the admin panel, and Notes in a staff panel, on the built server; each screen is
 * checked at 375 and 1440 px. Texts are unique per run: other specs run at the same time.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const SALES = 2;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openAdmin(browser: Browser, viewport: { width: number; height: number }) {
  const signedIn = await openAsAdmin(browser, { viewport });
  await signedIn.page.goto('/admin/dashboard');
  await expectPanel(signedIn.page, /\/admin\/dashboard$/);
  return signedIn;
}

/** The sidebar link `name`; on a phone the sidebar sits behind the menu button. */
async function openSection(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Open sections' }).click();
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Types at the end of a rich-text editor named `label`. */
async function typeAtEnd(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(text);
}

test.describe('Content admin', () => {
  test('an admin edits the Terms; the public page shows the text and its new version', async ({ browser }) => {
    test.setTimeout(120_000);
    // On a phone: the sidebar sits behind the menu button.
    const { context, page } = await openAdmin(browser, PHONE);
    const phone = true;
    const before = (await (await page.request.get('/api/v1/legal/terms')).json()) as { data: { version: number } };
    await openSection(page, 'Legal', phone);
    await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
    await lookAtBothWidths(page, 'legal-admin', { fullPage: false });

    const sentence = unique('Meeting recordings are kept for thirty days');
    await typeAtEnd(page, 'Text', sentence);
    await page.getByRole('button', { name: /^Save as version \d+$/ }).click();
    await expect(page.getByText(/^Saved Terms & Conditions as version \d+\.$/)).toBeVisible();

    const history = page.getByRole('list', { name: 'Versions' });
    await expect(history.getByText('Current')).toBeVisible();
    await expect(history.getByText(/E2E Admin|Admin/).first()).toBeVisible();

    // The public page: the new text and a later version in "Last updated".
    const visitor = await context.newPage();
    await expect(async () => {
      await visitor.goto('/terms');
      await expect(visitor.getByText(sentence)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const updated = await visitor.getByText(/^Last updated .+ · Version \d+$/).textContent();
    expect(Number(/Version (\d+)$/.exec(updated ?? '')?.[1])).toBeGreaterThan(before.data.version);
    await lookAtBothWidths(visitor, 'terms-public', { fullPage: false });

    // The previous version compared with the current one: the sentence shows as added.
    await history
      .getByRole('button', { name: /^View version \d+$/ })
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog', { name: /^Version \d+$/ });
    await expect(dialog.locator('ins', { hasText: sentence })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Restore version \d+$/ })).toBeVisible();
    await lookAtBothWidths(page, 'legal-compare', { within: '[role="dialog"]', fullPage: false });
    await context.close();
  });

  test('an admin adds and edits an FAQ entry; the public FAQ shows the new answer', async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await openAdmin(browser, DESKTOP);
    const phone = false;
    await openSection(page, 'FAQ', phone);
    const question = unique('Can I watch a recording later?');

    await page.getByRole('button', { name: 'Add question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add question' });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expect(dialog.getByText('Enter the question')).toBeVisible();
    await expect(dialog.getByText('Write the answer')).toBeVisible();
    await dialog.getByLabel('Category').fill('Webinars');
    await page.keyboard.press('Tab');
    await dialog.getByRole('textbox', { name: 'Question' }).fill(question);
    await typeAtEnd(page, 'Answer', 'Recordings go to paid attendees the day after the session.');
    await lookAtBothWidths(page, 'faq-dialog', { within: '[role="dialog"]', fullPage: false });
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Edit "${question}"` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit question' });
    const addition = unique('They stay available for thirty days, reference');
    await typeAtEnd(page, 'Answer', addition);
    await edit.getByRole('button', { name: 'Save question' }).click();
    await expect(edit).toBeHidden();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: question })
        .getByText(/^Version 2 · /),
    ).toBeVisible();
    await lookAtBothWidths(page, 'faq-admin', { fullPage: false });

    const visitor = await context.newPage();
    await expect(async () => {
      await visitor.goto('/faq');
      const toggle = visitor.getByRole('button', { name: question });
      if ((await toggle.getAttribute('aria-expanded', { timeout: 1000 })) !== 'true') await toggle.click();
      await expect(visitor.getByText(addition)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(visitor.getByText(/^Last updated /)).toBeVisible();
    await lookAtBothWidths(visitor, 'faq-public', { fullPage: false });
    await context.close();
  });

  test('a sales user writes, pins and searches their own notes', async ({ context, page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const phone = true;
    await signedUpWithRoles(page, 'notes-seller', [SALES]);
    await page.goto('/sales/dashboard');
    await expectPanel(page, /\/sales\/dashboard/);
    await closeCredentialsPrompt(page);
    await openSection(page, 'Notes', phone);
    await expect(page.getByText('No notes yet')).toBeVisible();
    await lookAtBothWidths(page, 'notes-empty', { fullPage: false });

    for (const [title, body] of [
      ['Tuesday calls', 'Ring the webinar leads from Monday'],
      ['Objections', 'Price: compare with a private coaching hour'],
    ]) {
      await page.getByRole('button', { name: 'New note' }).click();
      const dialog = page.getByRole('dialog', { name: 'New note' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(title!);
      await dialog.getByRole('textbox', { name: 'Note' }).fill(body!);
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await expect(dialog).toBeHidden();
    }
    const notes = page.getByRole('article');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toHaveAccessibleName('Objections');

    await page.getByRole('button', { name: 'Pin "Tuesday calls"' }).click();
    await expect(page.getByRole('button', { name: 'Unpin "Tuesday calls"' })).toBeVisible();
    await expect(notes.first()).toHaveAccessibleName('Tuesday calls');

    await page.getByRole('textbox', { name: 'Search notes' }).fill('coaching price');
    await expect(notes).toHaveCount(1);
    await expect(notes.first()).toHaveAccessibleName('Objections');
    await page.getByRole('textbox', { name: 'Search notes' }).fill('nothing like this');
    await expect(page.getByText('No note matches "nothing like this".')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search notes' }).fill('');
    await expect(notes).toHaveCount(2);
    await lookAtBothWidths(page, 'notes', { fullPage: false });
    await context.close();
  });
});
