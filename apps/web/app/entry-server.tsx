import type { PublicConfig } from '@meridian/contracts/settings';
import type { PublicDataSource, RenderedPage } from '@meridian/contracts/ssr';
import { isValidElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { resolveMeta, statusOf, type ResolvedMeta } from './lib/page-meta';
import type { RenderContext } from './lib/public-data';
import { createQueryClient } from './lib/query-client';
import { querySeeds } from './lib/query-seeds';
import { AppProviders } from './providers';
import { routes } from './routes';

const handler = createStaticHandler(routes);

/** Lazy page and layout modules by the components they export: tells the server which a render used. */
const lazyModules = new Map<unknown, string>(
  Object.entries(
    import.meta.glob<Record<string, unknown>>(['./routes/**/*.page.tsx', './layouts/*.tsx', '!**/*.test.tsx'], {
      eager: true,
    }),
  ).flatMap(([key, module]) => Object.values(module).map((component) => [component, `app/${key.slice(2)}`] as const)),
);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON that cannot close its <script> element or start a comment. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Renders one path to HTML with its data, head and the router's hydration state. */
export async function render(url: string, data: PublicDataSource, publicUrl: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, publicUrl));
  // A cache per render: requests never share answers.
  const queryClient = createQueryClient();
  const requestContext: RenderContext = { data, queryClient };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    throw new Error(`Unexpected redirect while rendering ${url}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );

  const config = context.loaderData.root as PublicConfig | undefined;
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    pathname: match.pathname,
    params: match.params,
    loaderData: context.loaderData[match.route.id],
    data: context.loaderData[match.route.id],
    handle: match.route.handle,
  }));
  const meta: ResolvedMeta = config
    ? resolveMeta(matches, config)
    : { title: 'Temporarily unavailable', description: 'The site could not load its settings.', noindex: true };
  const canonical = new URL(context.location.pathname, publicUrl).href;
  const property = (name: string, content: string | undefined) =>
    content ? `<meta property="${name}" content="${escapeHtml(content)}" />` : '';
  const named = (name: string, content: string | undefined) =>
    content ? `<meta name="${name}" content="${escapeHtml(content)}" />` : '';
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    property('og:type', meta.type ?? 'website'),
    property('og:url', canonical),
    property('og:site_name', config?.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:image', meta.image),
    property('og:image:alt', meta.image ? meta.imageAlt : undefined),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
    meta.jsonLd ? `<script type="application/ld+json">${safeJson(meta.jsonLd)}</script>` : '',
  ].join('');

  const status = context.statusCode >= 400 ? context.statusCode : statusOf(context.matches);
  const hydration = safeJson({
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: context.errors
      ? Object.fromEntries(
          Object.entries(context.errors).map(([id, error]) => [
            id,
            // A thrown response (an unknown post's 404) keeps its status and data, so the browser's
            // error boundary shows what the server rendered; anything else travels as its message.
            isRouteErrorResponse(error)
              ? { status: error.status, statusText: error.statusText, data: error.data as unknown }
              : { message: error instanceof Error ? error.message : 'The page could not be loaded.' },
          ]),
        )
      : null,
    queries: querySeeds.list(queryClient, context.loaderData),
  });
  // The router turns each `Component` into an `element`; its type is the component.
  const modules = context.matches.flatMap(({ route }) => {
    const element = (route as { element?: unknown }).element;
    return isValidElement(element) ? (lazyModules.get(element.type) ?? []) : [];
  });
  return { status, head, body, hydration, modules };
}
