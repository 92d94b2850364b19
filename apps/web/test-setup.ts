import { configure } from '@testing-library/react';

// A page's first render loads its code, its data and Mantine's portals: on a busy two-core machine that
// can take longer than Testing Library's default second. A wait that succeeds returns at once.
configure({ asyncUtilTimeout: 8000 });

// Mantine needs these browser APIs, which jsdom does not implement.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// The rich-text editor (ProseMirror) measures the selection to scroll it into view; jsdom lays nothing out.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

// Files share one jsdom per worker (vitest.config.ts): each starts with empty storage and no cookies,
// as it would in a page of its own.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
