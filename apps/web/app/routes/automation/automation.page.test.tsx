import { AUTOMATION_MESSAGES, type Automation } from '@meridian/contracts/automation';
import type { Segment } from '@meridian/contracts/contacts-segments';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeAdminApi, renderSection, resetSection } from '../admin/admin-api.fake';
import { contactLists, salesUser, savedMailbox } from '../campaigns/campaigns-api.fake';
import AutomationPage from './automation.page';

afterEach(resetSection);

const URL = '/sales/dashboard/automation';

function segment(id: number, name: string, ownerId = 5): Segment {
  const at = '2026-11-20T09:00:00.000Z';
  return { id, ownerId, name, match: 'all', rules: [], createdAt: at, updatedAt: at };
}

function sequence(overrides: Partial<Automation> = {}): Automation {
  return {
    id: 7,
    ownerId: 5,
    ownerName: 'Sam Seller',
    name: 'Welcome',
    status: 'draft',
    trigger: { type: 'contact.tag_added', tag: 'lead' },
    triggerListName: null,
    triggerSession: null,
    segmentId: null,
    steps: [{ kind: 'email', subject: 'Hello', preheader: '', html: '<p>Hi there</p>' }],
    version: 1,
    runs: { active: 0, completed: 0, exited: 0 },
    updatedAt: '2026-11-26T09:00:00.000Z',
    ...overrides,
  };
}

function api(saved: Automation, extra: Parameters<typeof fakeAdminApi>[0] = {}) {
  return fakeAdminApi({
    'GET /api/v1/automations': () => ({ items: [saved] }),
    'GET /api/v1/automations/7': () => saved,
    'GET /api/v1/contact-lists': () => contactLists,
    // Another sender's segment never shows among the choices.
    'GET /api/v1/segments': () => [segment(2, 'Paid, never opened'), segment(3, 'VIP buyers'), segment(9, 'Eve’s', 8)],
    'GET /api/v2/marketingCredentials': () => savedMailbox,
    ...extra,
  });
}

const segmentField = () => screen.getByLabelText('Only people in segment', { selector: 'input' }) as HTMLInputElement;

async function choose(name: string) {
  fireEvent.click(segmentField());
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('Automation builder: only people in segment', () => {
  it('offers the sender’s segments or everyone, saves the choice and reopens with it', async () => {
    const fake = api(sequence(), {
      'PUT /api/v1/automations/7': (request) =>
        sequence({ segmentId: (request.body as { segmentId: number | null }).segmentId, version: 2 }),
    });
    renderSection(AutomationPage, `${URL}?id=7`, salesUser);
    await screen.findByLabelText('Only people in segment', { selector: 'input' }, { timeout: 5000 });
    await waitFor(() => expect(segmentField().value).toBe('Everyone the trigger starts'));

    fireEvent.click(segmentField());
    const listbox = await waitFor(() => document.getElementById(segmentField().getAttribute('aria-controls') ?? '')!);
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Everyone the trigger starts',
      'Paid, never opened',
      'VIP buyers',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'VIP buyers', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as version 2.')).toBeTruthy();
    expect(fake.callsTo('PUT /api/v1/automations/7')[0]?.body).toMatchObject({ segmentId: 3 });
    cleanup();

    api(sequence({ segmentId: 3 }));
    renderSection(AutomationPage, `${URL}?id=7`, salesUser);
    await screen.findByLabelText('Only people in segment', { selector: 'input' }, { timeout: 5000 });
    await waitFor(() => expect(segmentField().value).toBe('VIP buyers'));
  });

  it('shows the server’s refusal under the field and keeps what was chosen', async () => {
    const fake = api(sequence(), {
      'PUT /api/v1/automations/7': () =>
        fail(422, AUTOMATION_MESSAGES.segmentUnknown, [
          { path: 'segmentId', message: AUTOMATION_MESSAGES.segmentUnknown },
        ]),
    });
    renderSection(AutomationPage, `${URL}?id=7`, salesUser);
    await screen.findByLabelText('Only people in segment', { selector: 'input' }, { timeout: 5000 });
    await choose('Paid, never opened');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Welcome back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(segmentField().getAttribute('aria-invalid')).toBe('true'));
    const described = segmentField().getAttribute('aria-describedby') ?? '';
    const error = described.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(error).toContain(AUTOMATION_MESSAGES.segmentUnknown);
    expect(fake.callsTo('PUT /api/v1/automations/7')[0]?.body).toMatchObject({ segmentId: 2, name: 'Welcome back' });
    expect(segmentField().value).toBe('Paid, never opened');
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Welcome back');
  });

  it('names the segment in the list beside the trigger', async () => {
    api(sequence({ segmentId: 2 }));
    renderSection(AutomationPage, URL, salesUser);
    const table = await screen.findByRole('table', { name: 'Sequences' });
    const row = await within(table).findByText('Welcome');
    expect(row).toBeTruthy();
    expect(await within(table).findByText('Only people in the segment “Paid, never opened”')).toBeTruthy();
    expect(within(table).getByText('Tagged “lead”')).toBeTruthy();
  });
});
