import { useSyncExternalStore } from 'react';

/** Global client flags (docs/product.md, Client state): isLoggedIn and a loading counter behind the show/hide actions. */
interface AppState {
  isLoggedIn: boolean;
  loading: boolean;
}

let state: AppState = { isLoggedIn: false, loading: false };
let pending = 0;
const listeners = new Set<() => void>();

function set(next: Partial<AppState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const appState = {
  get: () => state,
  setLoggedIn: (isLoggedIn: boolean) => set({ isLoggedIn }),
  showLoading() {
    pending += 1;
    set({ loading: true });
  },
  hideLoading() {
    pending = Math.max(0, pending - 1);
    set({ loading: pending > 0 });
  },
};

const serverState: AppState = { isLoggedIn: false, loading: false };

export function useAppState(): AppState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
