import { notificationsStore } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../providers';
import { notify } from './notify';

beforeEach(() => {
  // The store outlives a file (files share a worker's modules): start with none shown or queued.
  notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] });
  vi.useFakeTimers();
  render(<AppProviders>{null}</AppProviders>);
});
afterEach(async () => {
  await act(async () => {
    notify.clear();
    await notify.settled();
  });
  cleanup();
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows at most five and queues the sixth until one closes', async () => {
    await act(async () => {
      for (let i = 1; i <= 6; i += 1) notify.info({ message: `Message ${i}` });
      await notify.settled();
    });
    const state = notificationsStore.getState();
    expect(state.notifications).toHaveLength(5);
    expect(state.queue.map((n) => n.message)).toEqual(['Message 6']);
    expect(screen.queryByText('Message 6')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Close notification' }).length).toBeGreaterThanOrEqual(5);
  });

  it('closes ordinary notifications after 4000 ms, and the queued one moves up', async () => {
    await act(async () => {
      for (let i = 1; i <= 6; i += 1) notify.info({ message: `Message ${i}` });
      await notify.settled();
    });
    await act(() => vi.advanceTimersByTime(3900));
    expect(notificationsStore.getState().notifications).toHaveLength(5);
    await act(() => vi.advanceTimersByTime(1000));
    expect(notificationsStore.getState().queue).toHaveLength(0);
    expect(notificationsStore.getState().notifications.map((n) => n.message)).toContain('Message 6');
  });

  it('keeps error notifications until they are closed', async () => {
    await act(async () => {
      notify.error({ message: 'Payment failed' });
      await notify.settled();
    });
    await act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Payment failed')).toBeTruthy();
  });
});
