import { legalPagePaths, legalSlugs } from '@meridian/contracts/content';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import {
  AdminLayout,
  AdvertiserLayout,
  AffiliateLayout,
  EmailMarketingLayout,
  SalesLayout,
} from './layouts/panel-layouts';
import { PublicLayout } from './layouts/public-layout';
import type { RouteHandle } from './lib/page-meta';
import { Root, RootErrorBoundary, rootLoader } from './root';
import { PageErrorBoundary } from './routes/public/page-error-boundary';
import * as about from './routes/public/about.page';
import * as advertising from './routes/public/advertising.page';
import * as affiliate from './routes/public/affiliate.page';
import * as blogDirectory from './routes/public/blog-directory.page';
import * as careers from './routes/public/careers.page';
import * as consultation from './routes/public/consultation.page';
import * as emailMarketing from './routes/public/email-marketing.page';
import * as faq from './routes/public/faq.page';
import * as home from './routes/public/home.page';
import * as legal from './routes/public/legal.page';
import * as login from './routes/public/login.page';
import * as notFound from './routes/public/not-found.page';
import * as pricing from './routes/public/pricing.page';
import * as rsvp from './routes/public/rsvp.page';
import * as support from './routes/public/support.page';

interface PageModule {
  default: ComponentType;
  handle: RouteHandle;
  loader?: LoaderFunction;
}

function page(path: string, module: PageModule, loader?: LoaderFunction): RouteObject {
  const route: RouteObject = { path, Component: module.default, handle: module.handle };
  const load = loader ?? module.loader;
  if (load) route.loader = load;
  return route;
}

const legalRoutes = legalSlugs.map((slug) => page(legalPagePaths[slug].slice(1), legal, legal.legalLoader(slug)));

/** Layout by path prefix (seed §2): /admin, three panel prefixes, everything else public. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { path: 'admin/*', Component: AdminLayout },
      { path: 'emailMarketing/dashboard/*', Component: EmailMarketingLayout },
      { path: 'sales/dashboard/*', Component: SalesLayout },
      { path: 'affiliate/dashboard/*', Component: AffiliateLayout },
      { path: 'advertising/dashboard/*', Component: AdvertiserLayout },
      {
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              { index: true, Component: home.default, handle: home.handle },
              page('about', about),
              page('careers', careers),
              page('blogdirectory', blogDirectory),
              page('faq', faq),
              page('pricing', pricing),
              page('support', support),
              page('affiliate', affiliate),
              page('rsvp', rsvp),
              page('advertising', advertising),
              page('emailMarketing', emailMarketing),
              page('consultation', consultation),
              page('login', login),
              ...legalRoutes,
              page('*', notFound),
            ],
          },
        ],
      },
    ],
  },
];
