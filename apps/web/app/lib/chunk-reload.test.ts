import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceOnFailedChunkLoad } from './chunk-reload';

function fakeWindow() {
  const target = new EventTarget() as EventTarget & { location: { reload: () => void } };
  target.location = { reload: vi.fn() };
  return target;
}

function failChunk(target: EventTarget): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
});

describe('reloadOnceOnFailedChunkLoad', () => {
  it('reloads once on a failed chunk load and lets a second failure within a minute show', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const target = fakeWindow();
    reloadOnceOnFailedChunkLoad(target as unknown as Window, window.sessionStorage);
    expect(failChunk(target).defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again at once: not a deploy, so no loop.
    expect(failChunk(target).defaultPrevented).toBe(false);
    expect(target.location.reload).toHaveBeenCalledTimes(1);
    // A later deploy in the same tab reloads again.
    vi.advanceTimersByTime(61_000);
    expect(failChunk(target).defaultPrevented).toBe(true);
    expect(target.location.reload).toHaveBeenCalledTimes(2);
  });
});
