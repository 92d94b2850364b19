import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { browserQueryClient } from './lib/browser-query-client';
import { querySeeds, type QuerySeed } from './lib/query-seeds';
import { AppProviders } from './providers';
import { routes } from './routes';

function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById('router-hydration');
  if (!element?.textContent) return undefined;
  const { queries, ...state } = JSON.parse(element.textContent) as HydrationState & {
    errors: Record<string, { message: string }> | null;
    queries?: QuerySeed[];
  };
  // What the server rendered with goes into the query cache: loaders find it there (public-data.ts).
  querySeeds.plant(browserQueryClient(), queries ?? [], state.loaderData ?? {});
  if (state.errors) {
    // Errors travel as plain messages; give the boundaries real Error objects again.
    state.errors = Object.fromEntries(Object.entries(state.errors).map(([id, e]) => [id, new Error(e.message)]));
  }
  return state;
}

/** Loads the code of the current page's lazy routes, so hydration finds what the server rendered. */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches
      .filter((match) => match.route.lazy)
      .map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
  );
}

const hydrationData = readHydrationData();
if (hydrationData) await resolveLazyMatches();
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
const app = (
  <StrictMode>
    <AppProviders queryClient={browserQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// Pages come rendered from the server; the Vite dev server sends an empty shell instead. Hydrating
// inside a transition lets React yield to the browser between components (time-sliced), so a tap or
// key press during hydration is not stuck behind one long task (docs/decisions/2026-11-23-page-speed.md).
if (hydrationData) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
