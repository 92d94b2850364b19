import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { browserQueryClient } from './lib/browser-query-client';
import { reloadOnceOnFailedChunkLoad } from './lib/chunk-reload';
import { querySeeds, type QuerySeed } from './lib/query-seeds';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The ids of the routes matching this address, as the router names them (its own id, else its place in the tree). */
function matchedRouteIds(): Set<string> {
  const ids = new Map<RouteObject, string>();
  const name = (list: RouteObject[], parent: string[]): void =>
    list.forEach((route, index) => {
      const place = [...parent, String(index)];
      ids.set(route, route.id ?? place.join('-'));
      if (route.children) name(route.children, place);
    });
  name(routes, []);
  return new Set((matchRoutes(routes, window.location) ?? []).map(({ route }) => ids.get(route) ?? ''));
}

/** How entry-server.tsx writes a route's error: a thrown response, or an error's message. */
type SerializedError = { status: number; statusText: string; data: unknown } | { message: string };

function readHydrationData(): HydrationState | undefined {
  const element = document.getElementById('router-hydration');
  if (!element?.textContent) return undefined;
  const { queries, ...state } = JSON.parse(element.textContent) as HydrationState & {
    errors: Record<string, SerializedError> | null;
    queries?: QuerySeed[];
  };
  // A document rendered for another route (it cannot happen by design, but a blank page is worse than
  // rendering again): the router would throw on errors it cannot place, so the browser renders afresh.
  const matched = matchedRouteIds();
  if (state.errors && Object.keys(state.errors).some((id) => !matched.has(id))) return undefined;
  // What the server rendered with goes into the query cache: loaders find it there (public-data.ts).
  querySeeds.plant(browserQueryClient(), queries ?? [], state.loaderData ?? {});
  if (state.errors) {
    // Errors travel as plain data; give the boundaries the thrown response or a real Error again.
    state.errors = Object.fromEntries(
      Object.entries(state.errors).map(([id, e]) => [
        id,
        'status' in e ? new ErrorResponse(e.status, e.statusText, e.data) : new Error(e.message),
      ]),
    );
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

reloadOnceOnFailedChunkLoad();
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
