import { legalPagePaths, legalSlugs } from '@meridian/contracts/content';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import type { RouteHandle } from './lib/page-meta';
import { Root, RootErrorBoundary, rootLoader } from './root';
import * as home from './routes/public/home.page';
import { legalLoader } from './routes/public/legal.loader';
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

function panel(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

const legalRoutes = legalSlugs.map((slug) =>
  lazyPage(legalPagePaths[slug].slice(1), () => import('./routes/public/legal.page'), legalLoader(slug)),
);

/** Layout by path prefix (seed §2): /admin, the panel prefixes, everything else public. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      panel('admin/*', () => import('./layouts/panel-layouts').then((m) => m.AdminLayout)),
      panel('emailMarketing/dashboard/*', () => import('./layouts/panel-layouts').then((m) => m.EmailMarketingLayout)),
      panel('sales/dashboard/*', () => import('./layouts/panel-layouts').then((m) => m.SalesLayout)),
      panel('affiliate/dashboard/*', () => import('./layouts/panel-layouts').then((m) => m.AffiliateLayout)),
      panel('advertising/dashboard/*', () => import('./layouts/panel-layouts').then((m) => m.AdvertiserLayout)),
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
