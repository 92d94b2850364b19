import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { freshEmail } from '../support/accounts';
import { formGuardIssued, waitForFormGuard } from '../support/form-guard';
import { lookAtBothWidths, screenshot } from '../support/look';
import { openAsAdmin } from '../support/signed-in';

/**
 * Requisition end to end (docs/product.md, Requisition and Public forms): the admin opens a position,
 * a visitor applies on /careers with a PDF résumé, another asks for a consultation, and the admin
 * reviews the application (résumé download) and answers the request by email; at 375 and 1440 px,
 * axe clean on every page and tab.
 */
/** A small but real PDF: storage checks a résumé's content by its magic bytes. */
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function openTab(admin: Page, name: string) {
  await admin.getByRole('tab', { name }).click();
  await expect(admin.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the admin hires through Requisition and answers a consultation request', async ({ browser }) => {
  // Both forms go through storage, the queue and mail.
  test.setTimeout(180_000);
  const run = String(Date.now());
  const title = `Market Data Engineer ${run}`;
  const applicant = { name: 'Avery Quinn', email: freshEmail('applicant') };
  const lead = { name: 'Jordan Lee', email: freshEmail('lead') };

  const viewport = { width: 1440, height: 900 };
  const { context: adminContext, page: admin } = await openAsAdmin(browser, { viewport });
  const visitorContext = await browser.newContext({ viewport });
  const visitor = await visitorContext.newPage();
  try {
    // The admin creates an opening in Requisition.
    await admin.goto('/admin/dashboard/requisition');
    await expect(admin.getByRole('heading', { level: 1, name: 'Requisition' })).toBeVisible();
    await admin.getByRole('button', { name: 'New opening' }).first().click();
    const openingDialog = admin.getByRole('dialog', { name: 'New opening' });
    await openingDialog.getByRole('button', { name: 'Create opening' }).click();
    await expect(openingDialog.getByText('Please enter the job title')).toBeVisible();
    await openingDialog.getByLabel('Title').fill(title);
    await openingDialog.getByLabel('Department').fill('Engineering');
    await openingDialog.getByLabel('Location').fill('Remote (US time zones)');
    await openingDialog
      .getByLabel('Description')
      .fill(
        'Keep our live webinar tools and market data feeds reliable for thousands of students.\n\nYou have run production services and care about clear write-ups.',
      );
    await lookAtBothWidths(admin, 'req-opening-form', { within: '[role="dialog"]', fullPage: false });
    await openingDialog.getByRole('button', { name: 'Create opening' }).click();
    await expect(openingDialog).toBeHidden();
    const openingsTable = admin.getByRole('table', { name: 'Job openings' });
    await expect(openingsTable.getByRole('row').filter({ hasText: title })).toContainText('Open');
    await lookAtBothWidths(admin, 'req-tab-openings');

    // It is listed on /careers; a visitor applies with a PDF résumé.
    await visitor.goto('/careers');
    await visitor.waitForLoadState('networkidle');
    const opening = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: title }) });
    await expect(opening).toContainText('Engineering · Remote (US time zones)');
    await expect(opening).toContainText('Full-time');
    await lookAtBothWidths(visitor, 'req-careers-top');
    await opening.scrollIntoViewIfNeeded();
    await screenshot(visitor, 'req-careers', { fullPage: false });
    const applyShown = formGuardIssued(visitor);
    await opening.getByRole('button', { name: `Apply for ${title}` }).click();
    const apply = visitor.getByRole('dialog', { name: `Apply: ${title}` });
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(apply.getByText('Please attach your résumé')).toBeVisible();
    await apply.getByLabel('Name').fill(applicant.name);
    await apply.getByLabel('Email').fill(applicant.email);
    await apply.getByLabel('Links (optional)').fill('https://www.linkedin.com/in/avery-quinn');
    await apply.getByLabel('A note about you (optional)').fill('I ran the market data pipeline at a brokerage.');
    await visitor.locator('input[type="file"]').setInputFiles({
      name: 'avery-quinn-resume.pdf',
      mimeType: 'application/pdf',
      buffer: RESUME_PDF,
    });
    await expect(apply.getByText('avery-quinn-resume.pdf')).toBeVisible();
    await lookAtBothWidths(visitor, 'req-apply-modal', { within: '[role="dialog"]', fullPage: false });
    await waitForFormGuard(await applyShown);
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect(apply.getByRole('status')).toContainText('Application sent', { timeout: 20_000 });
    await expect(apply.getByRole('status')).toContainText('We have emailed you a confirmation');
    await lookAtBothWidths(visitor, 'req-apply-done', { within: '[role="dialog"]', fullPage: false });
    await apply.getByRole('button', { name: 'Done' }).click();
    await expect(apply).toBeHidden();

    // /support: the same form, checked and seen but not sent.
    await visitor.goto('/support');
    await visitor.waitForLoadState('networkidle');
    await expect(visitor.getByRole('form', { name: 'Contact support' })).toBeVisible();
    await lookAtBothWidths(visitor, 'req-support-top');

    // A consultation request from /consultation: a refusal keeps what was typed.
    const formShown = formGuardIssued(visitor);
    await visitor.goto('/consultation');
    await visitor.waitForLoadState('networkidle');
    const form = visitor.getByRole('form', { name: 'Request a consultation' });
    await form.getByLabel('Name').fill(lead.name);
    await form.getByLabel('Email').fill(lead.email);
    await form.getByLabel('Topic').selectOption('My learning path');
    await form.getByRole('button', { name: 'Request a consultation' }).click();
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Name')).toHaveValue(lead.name);
    await lookAtBothWidths(visitor, 'req-consultation-refused');
    await form.getByLabel('Message').fill('I trade index ETFs and want a plan for learning options safely.');
    await form.getByRole('checkbox').check();
    await waitForFormGuard(await formShown);
    await form.getByRole('button', { name: 'Request a consultation' }).click();
    const sent = visitor.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(sent).toBeVisible({ timeout: 20_000 });
    await lookAtBothWidths(visitor, 'req-consultation-sent');
    await visitor.goto('/consultation');
    await screenshot(visitor, 'req-consultation-top', { fullPage: false });

    // The admin reviews the application and downloads the résumé.
    await openTab(admin, 'Applications');
    const applications = admin.getByRole('table', { name: 'Job applications' });
    const applicationRow = applications.getByRole('row').filter({ hasText: applicant.email });
    await expect(applicationRow).toContainText(title, { timeout: 20_000 });
    await expect(applicationRow).toContainText('New');
    await lookAtBothWidths(admin, 'req-tab-applications');
    await applicationRow.getByRole('button', { name: `Review ${applicant.name}` }).click();
    const review = admin.getByRole('dialog', { name: `${applicant.name}, ${title}` });
    await expect(review.getByRole('link', { name: 'https://www.linkedin.com/in/avery-quinn' })).toBeVisible();
    await expect(review).toContainText('avery-quinn-resume.pdf');
    await lookAtBothWidths(admin, 'req-application-review', { within: '[role="dialog"]', fullPage: false });
    const download = admin.waitForEvent('download');
    await review.getByRole('button', { name: 'Download résumé' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('avery-quinn-resume.pdf');
    expect((await readFile(await file.path())).equals(RESUME_PDF)).toBe(true);
    await review.getByLabel('Status').click();
    await admin.getByRole('option', { name: 'Reviewing' }).click();
    await review.getByRole('button', { name: 'Save review' }).click();
    await expect(review).toBeHidden();
    await expect(applicationRow).toContainText('Reviewing');

    // The admin answers the consultation request; it shows as answered.
    await openTab(admin, 'Contact requests');
    const requests = admin.getByRole('table', { name: 'Contact requests' });
    const requestRow = requests.getByRole('row').filter({ hasText: lead.email });
    await expect(requestRow).toContainText('Consultation', { timeout: 20_000 });
    await expect(requestRow).toContainText('My learning path');
    await expect(requestRow).toContainText('New');
    await lookAtBothWidths(admin, 'req-tab-requests');
    await requestRow.getByRole('button', { name: `Open the request from ${lead.name}` }).click();
    const thread = admin.getByRole('dialog', { name: 'Consultation: My learning path' });
    await expect(thread).toContainText('I trade index ETFs');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByLabel('Your reply')).toHaveAttribute('aria-invalid', 'true');
    const answer =
      'Thanks, Jordan. Our next options basics webinar suits you; I have held a seat for a call on Tuesday.';
    await thread.getByLabel('Your reply').fill(answer);
    await lookAtBothWidths(admin, 'req-request-reply', { within: '[role="dialog"]', fullPage: false });
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByText(answer)).toBeVisible();
    await expect(thread.getByText(/^Reply from /)).toBeVisible();
    await expect(thread.getByLabel('Your reply')).toHaveValue('');
    await screenshot(admin, 'req-request-thread', { fullPage: false });
    await thread.getByRole('button', { name: 'Cancel' }).click();
    await expect(thread).toBeHidden();
    await expect(requestRow).toContainText('Answered');
  } finally {
    await adminContext.close();
    await visitorContext.close();
  }
});
