import { legalPagePaths, legalSlugs } from '@meridian/contracts/content';
import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import {
  adminPanel,
  advertiserPanel,
  affiliatePanel,
  emailMarketingPanel,
  salesPanel,
  type PanelDefinition,
} from './features/panels/panel-nav';
import { PublicLayout } from './layouts/public-layout';
import type { RouteHandle } from './lib/page-meta';
import { Root, RootErrorBoundary, rootLoader } from './root';
import * as home from './routes/public/home.page';
import { legalLoader } from './routes/public/legal.loader';
import { panelRouteHandle } from './routes/panels/panel-route-handle';
import { PageErrorBoundary } from './routes/public/page-error-boundary';

interface PageModule {
  default: ComponentType;
  handle?: RouteHandle;
  loader?: LoaderFunction;
}

/**
 * A route whose code loads on first use. The server resolves it while rendering; the browser
 * resolves the current page's before hydrating (entry-client.tsx).
 */
function lazyPage(path: string, load: () => Promise<PageModule>, loader?: LoaderFunction): RouteObject {
  return {
    path,
    ...(loader ? { loader } : {}),
    lazy: async () => {
      const module = await load();
      return {
        Component: module.default,
        ...(module.handle ? { handle: module.handle } : {}),
        ...(!loader && module.loader ? { loader: module.loader } : {}),
      };
    },
  };
}

const sectionPage = async () => ({ Component: (await import('./routes/panels/section.page')).default });

/** Sections whose feature has arrived; the others show the section's empty state. */
const builtSections: Record<string, () => Promise<{ Component: ComponentType }>> = {
  '/admin/dashboard': async () => ({ Component: (await import('./routes/admin/events.page')).default }),
  '/admin/dashboard/rsvp': async () => ({ Component: (await import('./routes/admin/rsvp.page')).default }),
  '/admin/dashboard/sales': async () => ({ Component: (await import('./routes/admin/sales.page')).default }),
  '/admin/dashboard/users': async () => ({ Component: (await import('./routes/admin/email-users.page')).default }),
};

/**
 * A panel: its layout (with the role gate) loads on first use, and one child route per sidebar
 * section. The path of each section is relative to the panel's base path; a later issue swaps a
 * section's placeholder page for the real one.
 */
function panel(definition: PanelDefinition, load: () => Promise<ComponentType>): RouteObject {
  const base = definition.basePath;
  const sections: RouteObject[] = definition.sections.map((section) => ({
    ...(section.path === base ? { index: true } : { path: section.path.slice(base.length + 1) }),
    handle: panelRouteHandle(definition, section),
    lazy: builtSections[section.path] ?? sectionPage,
  }));
  const hasIndex = definition.sections.some((section) => section.path === base);
  const first = definition.sections[0]?.path ?? '/';
  return {
    path: base.slice(1),
    handle: panelRouteHandle(definition),
    lazy: async () => ({ Component: await load() }),
    children: [
      ...sections,
      ...(hasIndex ? [] : [{ index: true, element: <Navigate to={first} replace /> }]),
      {
        path: '*',
        // Status 200: panels are a client-side app, and the server shares one cached 404 document.
        handle: panelRouteHandle(definition),
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
    shouldRevalidate: () => false,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      panel(adminPanel, () => import('./layouts/admin-layout').then((m) => m.AdminLayout)),
      panel(emailMarketingPanel, () => import('./layouts/email-marketing-layout').then((m) => m.EmailMarketingLayout)),
      panel(salesPanel, () => import('./layouts/sales-layout').then((m) => m.SalesLayout)),
      panel(affiliatePanel, () => import('./layouts/affiliate-layout').then((m) => m.AffiliateLayout)),
      panel(advertiserPanel, () => import('./layouts/advertiser-layout').then((m) => m.AdvertiserLayout)),
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              { index: true, Component: home.default, handle: home.handle },
              lazyPage('about', () => import('./routes/public/about.page')),
              lazyPage('careers', () => import('./routes/public/careers.page')),
              lazyPage('blogdirectory', () => import('./routes/public/blog-directory.page')),
              lazyPage('faq', () => import('./routes/public/faq.page')),
              lazyPage('pricing', () => import('./routes/public/pricing.page')),
              lazyPage('support', () => import('./routes/public/support.page')),
              lazyPage('affiliate', () => import('./routes/public/affiliate.page')),
              lazyPage('rsvp', () => import('./routes/public/rsvp.page')),
              lazyPage('rsvp/success', () => import('./routes/public/rsvp-success.page')),
              lazyPage('rsvp/cancelled', () => import('./routes/public/rsvp-cancelled.page')),
              lazyPage('checkout/test/:id', () => import('./routes/public/test-checkout.page')),
              lazyPage('advertising', () => import('./routes/public/advertising.page')),
              lazyPage('emailMarketing', () => import('./routes/public/email-marketing.page')),
              lazyPage('consultation', () => import('./routes/public/consultation.page')),
              lazyPage('login', () => import('./routes/public/login.page')),
              ...legalRoutes,
              lazyPage('*', () => import('./routes/public/not-found.page')),
            ],
          },
        ],
      },
    ],
  },
];
