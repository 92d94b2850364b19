import { legalPagePaths, legalSlugs } from '@meridian/contracts/content';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { RedirectKeepingQuery } from './components/redirect-keeping-query';
import type { PanelNav, PanelSection } from './components/panels/section-types';
import type { RouteHandle } from './lib/page-meta';
import { Root, RootErrorBoundary, rootLoader } from './root';
import { legalLoader } from './routes/public/legal.loader';
import { panelRouteHandle } from './routes/panels/panel-route-handle';
import { panels } from './routes/panels/panels';
import { PageErrorBoundary } from './routes/public/page-error-boundary';

interface PageModule {
  default: ComponentType;
  /** A page's own error screen (an archived issue's 404), else the public layout's. */
  ErrorBoundary?: ComponentType;
  handle?: RouteHandle;
  loader?: LoaderFunction;
}

/**
 * A route whose code loads on first use (`null` path: the index route). The server resolves it while rendering; the browser
 * resolves the current page's before hydrating (entry-client.tsx).
 */
function lazyPage(path: string | null, load: () => Promise<PageModule>, loader?: LoaderFunction): RouteObject {
  return {
    ...(path === null ? { index: true } : { path }),
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const module = await load();
      return {
        Component: module.default,
        ...(module.handle ? { handle: module.handle } : {}),
        ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
        ...(!loader && module.loader ? { loader: module.loader } : {}),
      };
    },
  };
}

/** A section's route: its page from the registry, or its empty state until the page arrives. */
function sectionRoute(panel: PanelNav, section: PanelSection): RouteObject {
  const load = section.page ?? (() => import('./routes/panels/section.page'));
  return {
    ...(section.path === panel.basePath ? { index: true } : { path: section.path.slice(panel.basePath.length + 1) }),
    handle: panelRouteHandle(panel, section),
    lazy: async () => {
      const Page = (await load()).default;
      if (!section.roles) return { Component: Page };
      const { sectionRoleGate } = await import('./routes/panels/section-role-gate');
      return { Component: sectionRoleGate(section, Page) };
    },
  };
}

/**
 * A panel: its gated layout loads on first use, with one child route per section of the registry
 * (docs/architecture.md, Panel sections), the first section at the bare base path when none lives
 * there, and the panel's own "not found" page.
 */
function panelRoute(panel: PanelNav): RouteObject {
  const hasIndex = panel.sections.some((section) => section.path === panel.basePath);
  const first = panel.sections[0]?.path ?? '/';
  return {
    path: panel.basePath.slice(1),
    handle: panelRouteHandle(panel),
    lazy: async () => {
      const { GatedPanel } = await import('./layouts/gated-panel');
      return { Component: () => <GatedPanel panel={panel} /> };
    },
    children: [
      ...panel.sections.map((section) => sectionRoute(panel, section)),
      ...(hasIndex ? [] : [{ index: true, element: <RedirectKeepingQuery to={first} /> }]),
      {
        path: '*',
        // Status 200: panels are a client-side app; the panel's own page says what is missing.
        handle: panelRouteHandle(panel),
        lazy: async () => ({ Component: (await import('./routes/panels/panel-not-found.page')).default }),
      },
    ],
  };
}

const legalRoutes = legalSlugs.map((slug) =>
  lazyPage(legalPagePaths[slug].slice(1), () => import('./routes/public/legal.page'), legalLoader(slug)),
);

/** Layout by path prefix (docs/product.md, Site layout and navigation): /admin, the panel prefixes, everything else public. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The site settings do not change with the URL's query; re-fetching them on every ?signup or
    // ?role change would also clear the notifications on screen (the API client does that per call).
    // Only a revalidation at the same address (the admin saved Site settings) reads them again, from
    // the query cache unless it was dropped.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.href === nextUrl.href,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      ...panels.map(panelRoute),
      {
        // Lazy too, so a panel never loads the public header; the server names its chunks for preloading.
        lazy: async () => ({ Component: (await import('./layouts/public-layout')).PublicLayout }),
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              lazyPage(null, () => import('./routes/public/home.page')),
              lazyPage('about', () => import('./routes/public/about.page')),
              lazyPage('careers', () => import('./routes/public/careers.page')),
              lazyPage('blogdirectory', () => import('./routes/public/blog-directory.page')),
              lazyPage('blog/:slug', () => import('./routes/public/blog-post.page')),
              lazyPage('faq', () => import('./routes/public/faq.page')),
              lazyPage('pricing', () => import('./routes/public/pricing.page')),
              lazyPage('support', () => import('./routes/public/support.page')),
              lazyPage('affiliate', () => import('./routes/public/affiliate.page')),
              lazyPage('rsvp', () => import('./routes/public/rsvp.page')),
              lazyPage('rsvp/success', () => import('./routes/public/rsvp-success.page')),
              lazyPage('rsvp/cancelled', () => import('./routes/public/rsvp-cancelled.page')),
              lazyPage('join', () => import('./routes/public/join.page')),
              lazyPage('seat/cancel', () => import('./routes/public/seat-cancel.page')),
              lazyPage('receipt', () => import('./routes/public/receipt.page')),
              lazyPage('newsletter/confirm', () => import('./routes/public/newsletter-confirm.page')),
              lazyPage('newsletter/preferences', () => import('./routes/public/newsletter-preferences.page')),
              lazyPage('newsletter', () => import('./routes/public/newsletter-archive.page')),
              lazyPage('newsletter/:slug', () => import('./routes/public/newsletter-issue.page')),
              lazyPage('checkout/test/:id', () => import('./routes/public/test-checkout.page')),
              lazyPage('connect/test/:id', () => import('./routes/public/test-onboarding.page')),
              lazyPage('billing/test/:id', () => import('./routes/public/test-billing.page')),
              lazyPage('advertising', () => import('./routes/public/advertising.page')),
              lazyPage('emailMarketing', () => import('./routes/public/email-marketing.page')),
              lazyPage('consultation', () => import('./routes/public/consultation.page')),
              lazyPage('login', () => import('./routes/public/login.page')),
              lazyPage('account', () => import('./routes/public/account.page')),
              ...legalRoutes,
              lazyPage('*', () => import('./routes/public/not-found.page')),
            ],
          },
        ],
      },
    ],
  },
];
