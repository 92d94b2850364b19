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
