import type { WebinarSession } from '@meridian/contracts/webinars';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { sampleSession } from '../../routes/admin/admin-api.fake';
import { SessionFormModal } from './session-form-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The modal as Manage Events hosts it: a button opens it, closing clears the target. */
function Host({ session, onClosed }: { session: WebinarSession | 'new'; onClosed: () => void }) {
  const [target, setTarget] = useState<WebinarSession | 'new' | null>(null);
  return (
    <AppProviders>
      <button type="button" onClick={() => setTarget(session)}>
        Open
      </button>
      <SessionFormModal
        target={target}
        defaultPriceCents={50_000}
        onClose={() => {
          setTarget(null);
          onClosed();
        }}
        onSaved={() => setTarget(null)}
      />
    </AppProviders>
  );
}

async function open(session: WebinarSession | 'new' = 'new') {
  const onClosed = vi.fn();
  render(<Host session={session} onClosed={onClosed} />);
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  const name = session === 'new' ? 'New session' : 'Edit session';
  return { onClosed, dialog: await screen.findByRole('dialog', { name }) };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const escape = () => act(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
const formGone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

describe('session form: unsaved changes', () => {
  it('an untouched form closes at once on Escape, with no question', async () => {
    const { onClosed } = await open();
    await escape();
    await formGone('New session');
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('Escape on a typed-in form asks first; Keep editing keeps every value', async () => {
    const { onClosed, dialog } = await open();
    fireEvent.change(field('Title'), { target: { value: 'Futures night' } });
    await escape();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(onClosed).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'New session' })).toBe(dialog);
    expect(field('Title').value).toBe('Futures night');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('Escape while asking means Keep editing, not a second question or a close', async () => {
    const { onClosed } = await open();
    fireEvent.change(field('Title'), { target: { value: 'Futures night' } });
    await escape();
    await screen.findByRole('dialog', { name: 'Discard changes?' });
    await escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(field('Title').value).toBe('Futures night');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('the close button and Cancel ask too; Discard throws the changes away and closes', async () => {
    const { onClosed, dialog } = await open();
    fireEvent.change(field('Title'), { target: { value: 'Futures night' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard' }));
    await formGone('New session');
    expect(onClosed).toHaveBeenCalledTimes(1);

    // Opened again, the form starts clean: it closes without a question.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'New session' });
    expect(field('Title').value).toBe('');
    await escape();
    await formGone('New session');
    expect(onClosed).toHaveBeenCalledTimes(2);
  });

  it('a form changed and changed back is clean again', async () => {
    const { onClosed } = await open();
    fireEvent.change(field('Title'), { target: { value: 'F' } });
    fireEvent.change(field('Title'), { target: { value: '' } });
    await escape();
    await formGone('New session');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('the edit form asks the same way', async () => {
    const { onClosed } = await open(sampleSession());
    expect(field('Title').value).toBe('Options basics');
    await escape();
    await formGone('Edit session');
    expect(onClosed).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Edit session' });
    fireEvent.change(field('Capacity (seats)'), { target: { value: '20' } });
    await escape();
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await formGone('Edit session');
    expect(onClosed).toHaveBeenCalledTimes(2);
  });
});
