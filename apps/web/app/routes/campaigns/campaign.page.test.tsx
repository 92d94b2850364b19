import { CAMPAIGN_MESSAGES, type Campaign } from '@meridian/contracts/campaigns';
import { NO_MAILBOX } from '@meridian/contracts/sender-mailboxes';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailboxPromptContext } from '../../lib/mailbox-prompt';
import { notify } from '../../lib/notify';
import { fail, fakeAdminApi, renderSection } from '../admin/admin-api.fake';
import CampaignPage from './campaign.page';
import { adminUser, contactLists, salesUser, sampleCampaign, sampleStats, savedMailbox } from './campaigns-api.fake';

afterEach(async () => {
  await act(() => notify.clear());
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/sales/dashboard/campaign';

function api(campaigns: Campaign[], extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  return fakeAdminApi({
    'GET /api/v1/campaigns': () => ({ items: campaigns, nextBefore: null }),
    'GET /api/v1/contact-lists': () => contactLists,
    'GET /api/v1/segments': () => [],
    'GET /api/v1/admin/users': () => ({
      items: [
        { ...adminUser.user, createdAt: '2026-01-01T00:00:00.000Z' },
        { ...salesUser.user, createdAt: '2026-01-01T00:00:00.000Z' },
      ],
      nextCursor: null,
    }),
    'GET /api/v2/marketingCredentials': () => savedMailbox,
    ...extra,
  });
}

const table = () => screen.getByRole('table', { name: 'Campaigns' });
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

const sending = sampleCampaign({
  id: 9,
  subject: 'Flash sale',
  status: 'sending',
  startedAt: new Date().toISOString(),
  progress: { total: 400, sent: 120, failed: 3, skipped: 0, pending: 277 },
});

describe('Campaign section', () => {
  it('lists the caller’s campaigns with status, audience, progress and the actions their status allows', async () => {
    api([sending, sampleCampaign()]);
    renderSection(CampaignPage, URL, salesUser);
    await screen.findByText('Flash sale');
    expect(headers()).toEqual(['Subject', 'Status', 'Progress', 'Created', 'Actions']);
    expect(screen.getByText('Newest campaigns first')).toBeTruthy();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sending')).toBeTruthy();
    expect(within(rows[0]!).getByText('120 of 400 sent · 3 failed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    // The audience under the subject, its lists by name.
    expect(within(rows[1]!).getByText('Lists: Webinar leads · Tags: vip')).toBeTruthy();
    expect(within(rows[1]!).getByText('Not started')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Pause “Flash sale”' })).toBeTruthy();
    expect(within(rows[1]!).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('Sender')).toBeNull();
  });

  it('shows an admin every sender, with a Sender column and a filter by sender', async () => {
    const fake = api([
      sending,
      sampleCampaign({ ownerId: 8, ownerName: 'Eve Mailer', fromAddress: 'eve@mail.example' }),
    ]);
    renderSection(CampaignPage, '/admin/dashboard/campaign', adminUser);
    await screen.findByText('Eve Mailer');
    expect(headers()).toEqual(['Subject', 'Status', 'Sender', 'Progress', 'Created', 'Actions']);
    fireEvent.click(screen.getByLabelText('Sender', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Seller (sam@seller.example)', hidden: true }));
    await waitFor(() => expect(fake.callsTo('GET /api/v1/campaigns').at(-1)?.query.get('ownerId')).toBe('5'));
  });

  it('loads the next page with the cursor the last one gave', async () => {
    const fake = api([], {
      'GET /api/v1/campaigns': (request) =>
        request.query.get('before') === '9'
          ? { items: [sampleCampaign({ id: 4, subject: 'Older news', status: 'sent' })], nextBefore: null }
          : { items: [sending], nextBefore: 9 },
    });
    renderSection(CampaignPage, URL, salesUser);
    await screen.findByText('Flash sale');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Older news');
    expect(screen.getByText('Flash sale')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fake.callsTo('GET /api/v1/campaigns').at(-1)?.query.get('before')).toBe('9');
  });

  it('pauses at once and cancels only after asking', async () => {
    const fake = api([sending], {
      'POST /api/v1/campaigns/9/pause': () => ({ ...sending, status: 'paused' }),
      'POST /api/v1/campaigns/9/cancel': () => ({ ...sending, status: 'cancelled' }),
    });
    renderSection(CampaignPage, URL, salesUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause “Flash sale”' }));
    expect(await screen.findByText(/“Flash sale” is paused/)).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/campaigns/9/pause')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel “Flash sale”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this campaign?' });
    expect(within(dialog).getByText(/the 277 messages not yet sent will never go out/)).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/campaigns/9/cancel')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    expect(await screen.findByText(/“Flash sale” is cancelled/)).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/campaigns/9/cancel')).toHaveLength(1);
  });

  it('says what a new campaign needs, in the contract’s words, before saving or sending', async () => {
    const fake = api([]);
    renderSection(CampaignPage, `${URL}?new=1`, salesUser);
    await screen.findByRole('heading', { name: 'New campaign' });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.subjectRequired)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'Hello' } });
    expect(screen.queryByText(CAMPAIGN_MESSAGES.subjectRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(CAMPAIGN_MESSAGES.bodyRequired)).toBeTruthy();
    expect(screen.getByText(CAMPAIGN_MESSAGES.audienceRequired)).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/campaigns')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('saves a new draft and keeps editing it under its own address', async () => {
    const created = sampleCampaign({
      id: 12,
      subject: 'Hello',
      html: '',
      audience: { listIds: [], tags: [], segmentId: null },
    });
    const fake = api([], {
      'POST /api/v1/campaigns': () => created,
      'GET /api/v1/campaigns/12': () => created,
    });
    renderSection(CampaignPage, `${URL}?new=1`, salesUser);
    fireEvent.change(await screen.findByLabelText(/^Subject/), { target: { value: '  Hello ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByRole('heading', { name: 'Edit campaign' });
    expect(fake.callsTo('POST /api/v1/campaigns')[0]?.body).toEqual({
      subject: 'Hello',
      preheader: '',
      html: '',
      audience: { listIds: [], tags: [], segmentId: null },
      abTest: null,
    });
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('  Hello ');
  });

  it('sends a test, then sends after a confirmation that says who it reaches, and follows the delivery', async () => {
    let status: Campaign['status'] = 'draft';
    const fake = api([], {
      'GET /api/v1/campaigns/7': () => sampleCampaign({ status }),
      'POST /api/v1/campaigns/7/test': () => ({ sentTo: 'sam@seller.example' }),
      'POST /api/v1/campaigns/7/send': () => {
        status = 'sending';
        return sampleCampaign({ status, startedAt: new Date().toISOString() });
      },
      'GET /api/v1/campaigns/7/stats': () =>
        sampleStats({ status: 'sending', progress: { total: 160, sent: 40, failed: 0, skipped: 0, pending: 120 } }),
    });
    renderSection(CampaignPage, `${URL}?id=7`, salesUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test sent to sam@seller.example')).toBeTruthy();
    expect(fake.callsTo('PUT /api/v1/campaigns/7')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    expect(dialog.textContent).toContain(
      '“November market outlook” goes to up to 120 contacts on Webinar leads, and every contact tagged vip',
    );
    expect(fake.callsTo('POST /api/v1/campaigns/7/send')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('40 of 160 sent')).toBeTruthy();
    expect(fake.callsTo('POST /api/v1/campaigns/7/send')[0]?.body).toEqual({});
    expect(screen.getByRole('heading', { name: 'Campaign', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('total-unique-opens').textContent).toBe('130');
    expect(screen.getByText('32.5% open rate')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Clicks per link' })).toBeTruthy();
  });

  it('says before Send now that the sender has no mailbox, and offers to connect one', async () => {
    const fake = api([], {
      'GET /api/v1/campaigns/7': () => sampleCampaign(),
      'GET /api/v2/marketingCredentials': () => NO_MAILBOX,
    });
    const connect = vi.fn();
    const WithPrompt = () => (
      <MailboxPromptContext.Provider value={{ connect }}>
        <CampaignPage />
      </MailboxPromptContext.Provider>
    );
    renderSection(WithPrompt, `${URL}?id=7`, salesUser);
    expect(await screen.findByText('No sending mailbox yet')).toBeTruthy();
    expect(screen.getByText(/Campaigns go out from your own mailbox, and you have not connected one/)).toBeTruthy();
    for (const name of ['Send test', 'Schedule', 'Send now']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Save draft' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Connect a mailbox' }));
    expect(connect).toHaveBeenCalledOnce();
    expect(fake.callsTo('GET /api/v2/marketingCredentials')[0]?.query.get('adminId')).toBe('5');
  });

  it('tells an admin editing another sender’s draft that it waits for that sender’s mailbox', async () => {
    api([], {
      'GET /api/v1/campaigns/7': () => sampleCampaign(),
      'GET /api/v2/marketingCredentials': () => NO_MAILBOX,
    });
    renderSection(CampaignPage, `/admin/dashboard/campaign?id=7`, adminUser);
    expect(await screen.findByText(/Sam Seller has not connected one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect a mailbox' })).toBeNull();
  });

  it('shows a refusal next to what it concerns: credentials for the form, no recipients under the audience', async () => {
    let refusal = fail(409, CAMPAIGN_MESSAGES.noCredentials);
    api([], {
      'GET /api/v1/campaigns/7': () => sampleCampaign(),
      'POST /api/v1/campaigns/7/send': () => refusal,
    });
    renderSection(CampaignPage, `${URL}?id=7`, salesUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Send now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CAMPAIGN_MESSAGES.noCredentials);

    refusal = fail(422, CAMPAIGN_MESSAGES.noRecipients);
    // The form's button (the closing dialog's, portalled after it, may still be on its way out).
    fireEvent.click(screen.getAllByRole('button', { name: 'Send now' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));
    const lists = screen.getByLabelText('Lists', { selector: 'input' });
    await waitFor(() => expect(lists.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(CAMPAIGN_MESSAGES.noRecipients)).toBeTruthy();
    expect(screen.queryByText(CAMPAIGN_MESSAGES.noCredentials)).toBeNull();
  });

  it('edits the body in the rich-text editor, with merge fields, and previews it with a sample contact', async () => {
    api([], { 'GET /api/v1/campaigns/7': () => sampleCampaign() });
    renderSection(CampaignPage, `${URL}?id=7`, salesUser);
    const body = await screen.findByRole('textbox', { name: 'Message' });
    expect(body.textContent).toBe('Hello {{firstName|there}}, here is the outlook.');
    const preview = screen.getByTitle('Message preview');
    expect(preview.getAttribute('srcdoc')).toContain('<p>Hello Ada, here is the outlook.</p>');
    expect(screen.getByTestId('preview-subject').textContent).toBe('November market outlook');

    fireEvent.click(screen.getByRole('button', { name: 'Merge field' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Email: {{email}}' }));
    await waitFor(() => expect(body.textContent).toContain('{{email}}'));
    expect(preview.getAttribute('srcdoc')).toContain('ada@example.com');
    for (const name of ['Bold', 'Italic', 'Insert image', 'Undo', 'Redo']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
  });

  it('schedules for a future time on the browser’s clock, refusing one in the past', async () => {
    const fake = api([], {
      'GET /api/v1/campaigns/7': () => sampleCampaign(),
      'POST /api/v1/campaigns/7/send': () => sampleCampaign({ status: 'scheduled' }),
      'GET /api/v1/campaigns/7/stats': () => sampleStats({ status: 'scheduled' }),
    });
    renderSection(CampaignPage, `${URL}?id=7`, salesUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this campaign' });
    const input = within(dialog).getByLabelText('Send at');
    fireEvent.change(input, { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(CAMPAIGN_MESSAGES.sendAtInPast)).toBeTruthy();

    fireEvent.change(input, { target: { value: '2099-06-01T09:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(fake.callsTo('POST /api/v1/campaigns/7/send')).toHaveLength(1));
    expect(fake.callsTo('POST /api/v1/campaigns/7/send')[0]?.body).toEqual({
      sendAt: new Date(2099, 5, 1, 9, 30).toISOString(),
    });
  });
});
