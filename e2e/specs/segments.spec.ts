import { expect, test } from '@playwright/test';
import { freshEmail } from '../support/accounts';
import { callApi } from '../support/api-accounts';
import { lookAtBothWidths } from '../support/look';
import { senderWithMailbox } from '../support/mailbox';
import { openAs } from '../support/signed-in';

/**
 * Issue 32, segments: an Email Marketing user builds a segment from conditions, sees who matches while
 * typing (a bad condition says why), saves it, and picks it as a campaign's audience, where the count
 * of subscribed contacts in it shows, then limits a sequence to it; at 375 and 1440 px, axe clean.
 */
test('an Email Marketing user builds a segment, sees its count, sends a campaign draft to it and limits a sequence to it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A sender with a saved mailbox (a local SMTP server stands in for their provider).
  const { account: sender, smtp } = await senderWithMailbox('segments', ['EmailMarketing']);
  const tag = `seg${Date.now()}`;
  for (const name of ['ada', 'bo', 'cy']) {
    await callApi(sender.tokens.accessToken, 'POST', '/api/v1/contacts', {
      email: freshEmail(`segment-${name}`),
      firstName: name,
      tags: name === 'cy' ? [] : [tag],
    });
  }
  const { context, page } = await openAs(browser, sender, { viewport: { width: 1440, height: 900 } });
  try {
    await page.goto('/emailMarketing/dashboard/segments');
    await expect(page.getByRole('heading', { level: 1, name: 'Segments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No segments yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New segment' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New segment' })).toBeVisible();

    // A tag condition: the live count follows what is typed.
    await page.getByLabel('Tag (condition 1)').fill(tag);
    await expect(page.getByTestId('segment-count')).toHaveText('2 contacts match');
    await expect(page.getByRole('table', { name: 'First matching contacts' })).toBeVisible();

    // A second condition with a bad window says why, under its field.
    await page.getByRole('button', { name: 'Add condition' }).click();
    await page.getByRole('combobox', { name: 'Condition 2', exact: true }).click();
    await page.getByRole('option', { name: 'Opens and clicks' }).click();
    await page.getByLabel('In the last N days (condition 2)').fill('0');
    await page.getByLabel('Segment name').fill(`Readers ${tag}`);
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page.getByText('Days must be a whole number from 1 to 3650')).toBeVisible();
    await page.getByRole('button', { name: 'Remove condition 2' }).click();
    await expect(page.getByTestId('segment-count')).toHaveText('2 contacts match');
    await lookAtBothWidths(page, 'segment-editor');
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Segments' }).getByText(`Readers ${tag}`)).toBeVisible();
    await lookAtBothWidths(page, 'segments-list');

    // The campaign's audience: the segment, with who is in it now.
    await page.goto('/emailMarketing/dashboard/campaign');
    await page.getByRole('button', { name: 'Write a campaign' }).first().click();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(`For readers ${tag}`);
    await page.getByRole('combobox', { name: 'Segment', exact: true }).click();
    await page.getByRole('option', { name: `Readers ${tag}` }).click();
    await expect(page.getByTestId('segment-recipients')).toContainText('2 subscribed contacts in this segment now');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    // Saved with the segment as its audience: the count still shows from the saved campaign.
    await expect(page.getByTestId('segment-recipients')).toContainText('2 subscribed contacts');
    await lookAtBothWidths(page, 'campaign-segment-audience');

    // A sequence only for people in the segment: chosen, saved, there when reopened and in the list.
    await page.goto('/emailMarketing/dashboard/automation');
    await page.getByRole('button', { name: 'New sequence' }).first().click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Readers welcome ${tag}`);
    await page.getByRole('textbox', { name: 'Tag', exact: true }).fill(`welcome-${tag}`);
    const step = page.getByRole('region', { name: 'Step 1', exact: true });
    await step.getByLabel('Subject').fill('Welcome, reader');
    await step.getByRole('textbox', { name: 'Message' }).click();
    await step.getByRole('textbox', { name: 'Message' }).pressSequentially('Glad you read us.');
    const segmentField = page.getByRole('combobox', { name: 'Only people in segment', exact: true });
    await expect(segmentField).toHaveValue('Everyone the trigger starts');
    await segmentField.click();
    await page.getByRole('option', { name: `Readers ${tag}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved as version 1.')).toBeVisible();
    await expect(page).toHaveURL(/[?&]id=\d+/);
    await page.reload();
    await expect(segmentField).toHaveValue(`Readers ${tag}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAtBothWidths(page, 'sequence-segment');
    await page.getByRole('button', { name: 'Back to sequences' }).click();
    await expect(
      page.getByRole('table', { name: 'Sequences' }).getByText(`Only people in the segment “Readers ${tag}”`),
    ).toBeVisible();
  } finally {
    await context.close();
    await smtp.close();
  }
});
