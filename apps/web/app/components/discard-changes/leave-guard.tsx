import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { LeaveGuardContext, type LeaveGuardRegistry } from './leave-guard-context';

// Loaded when first needed: public pages rarely hold a form with changes.
const DiscardChangesDialog = lazy(() =>
  import('./discard-changes-dialog').then((module) => ({ default: module.DiscardChangesDialog })),
);

/** The browser's own "Leave site?" question, asked while a form holds unsaved changes. */
function askBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when a return value is set.
  event.returnValue = '';
}

/**
 * The one guard against leaving a page with unsaved changes (docs/decisions/2026-11-27-leave-guard.md):
 * every discard guard (`useDiscardGuard`) reports here whether its form holds changes. While one does,
 * a sidebar link, Back or Forward asks "Discard changes?" first, and closing or reloading the tab asks
 * through the browser's own question. The editor's own address update (a saved draft gaining its id
 * replaces the entry of the same page) never asks.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const listening = useRef(false);

  const syncUnloadListener = useCallback(() => {
    const wanted = dirty.current.size > 0;
    if (wanted === listening.current) return;
    listening.current = wanted;
    // Only while needed: a beforeunload listener keeps some browsers from caching the page for Back.
    if (wanted) window.addEventListener('beforeunload', askBeforeUnload);
    else window.removeEventListener('beforeunload', askBeforeUnload);
  }, []);

  const registry = useMemo<LeaveGuardRegistry>(
    () => ({
      report(id, isDirty) {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
        syncUnloadListener();
      },
    }),
    [syncUnloadListener],
  );

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation, historyAction }) => {
    if (dirty.current.size === 0) return false;
    const samePath = currentLocation.pathname === nextLocation.pathname;
    if (samePath && historyAction === 'REPLACE') return false;
    return !(samePath && currentLocation.search === nextLocation.search && currentLocation.hash === nextLocation.hash);
  }, []);
  const blocker = useBlocker(shouldBlock);

  const discard = () => {
    dirty.current.clear();
    syncUnloadListener();
    blocker.proceed?.();
  };

  return (
    <LeaveGuardContext.Provider value={registry}>
      {children}
      {blocker.state === 'blocked' ? (
        <Suspense fallback={null}>
          <DiscardChangesDialog opened onKeep={() => blocker.reset?.()} onDiscard={discard} />
        </Suspense>
      ) : null}
    </LeaveGuardContext.Provider>
  );
}
