import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { adminToken, callApi, createAccount } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { openAsAdmin } from '../support/signed-in';

/**
 * The admin's Audit log (docs/product.md, Audit log): an account disabled through the API is found
 * by filtering on the action and the user, the filtered entries download as CSV, and the download
 * is itself an entry. Checked at both widths.
 */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin finds who disabled an account, exports the entries, and the export is recorded', async ({ browser }) => {
  const member = await createAccount('audit-member', { firstName: 'Noor', lastName: 'Haddad' });
  await callApi(await adminToken(), 'POST', `/api/v1/admin/users/${member.userId}/disable`);

  const { context, page } = await openAsAdmin(browser);
  await page.setViewportSize({ width: 1440, height: 900 });
  try {
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin Dashboard sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

    await choose(page, 'Action', 'Account disabled');
    // Each choice lands in the address before the next is made (the filters are the address).
    await expect(page).toHaveURL(/action=user\.disabled/);
    await choose(page, 'Subject', 'User');
    await expect(page).toHaveURL(/subjectType=user/);
    await page.getByRole('textbox', { name: 'Subject ID' }).fill(String(member.userId));
    await expect(page).toHaveURL(new RegExp(`action=user\\.disabled.*subjectId=${member.userId}`));
    const table = page.getByRole('table', { name: 'Audit log' });
    const row = table.getByRole('row').filter({ hasText: member.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Account disabled');
    await expect(row).toContainText('Disabled: false → true');
    await expect(row.getByRole('link', { name: `Noor Haddad (${member.email})` })).toHaveAttribute(
      'href',
      '/admin/dashboard/users',
    );
    await lookAtBothWidths(page, 'audit-log', { ready: (p) => expect(p.getByText(member.email)).toBeVisible() });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toContain('When (UTC),Who');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Account disabled');
    expect(lines[0]).toContain(member.email);

    // The download is an entry of its own, named by the file and the filters it was made with.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await choose(page, 'Action', 'CSV exported');
    await choose(page, 'Subject', 'Export');
    await page.getByRole('textbox', { name: 'Subject ID' }).fill('audit-log');
    const exported = table.getByRole('row').filter({ hasText: `Subject id: ${member.userId}` });
    await expect(exported.first()).toContainText('audit-log.csv');
  } finally {
    await context.close();
  }
});
