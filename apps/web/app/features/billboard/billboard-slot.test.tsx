import type { ServedCreative } from '@meridian/contracts/billboard';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../providers';
import { BillboardSlot } from './billboard-slot';

const TEXT_AD: ServedCreative = {
  id: 7,
  format: 'text',
  headline: 'Charting made simple',
  line: 'Try our charting tools free for 30 days.',
  altText: null,
  images: {},
  clickUrl: '/b/7/signature',
  impressionToken: '7.token',
  displayHost: 'advertiser.example',
};

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
function observeByHand() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return (ratio: number) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
      observer.callback([entry], {} as IntersectionObserver);
    }
  };
}

function beacons() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ success: true, data: { counted: true } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const show = (creatives: ServedCreative[]) =>
  render(
    <AppProviders>
      <BillboardSlot creatives={creatives} />
    </AppProviders>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BillboardSlot', () => {
  it('renders nothing when no creative is served', () => {
    observeByHand();
    show([]);
    expect(screen.queryByText('Advertisement')).toBeNull();
  });

  it('labels the ad and links it through the signed click redirect as sponsored', () => {
    observeByHand();
    show([TEXT_AD]);
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Charting made simple/ });
    expect(link.getAttribute('href')).toBe('/b/7/signature');
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
  });

  it('sends the impression beacon once, when at least half of the slot is visible', async () => {
    const move = observeByHand();
    const sent = beacons();
    show([TEXT_AD]);
    move(0.3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    move(0.6);
    move(1);
    await waitFor(() => expect(sent).toEqual([{ token: '7.token' }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
  });
});
