import { getLegalDocument, listFaq, type FaqEntry, type LegalDocument } from '@meridian/contracts/content';
import type { Endpoint } from '@meridian/contracts/endpoint';
import { getPublicConfig, type PublicConfig } from '@meridian/contracts/settings';
import type { PublicDataSource } from '@meridian/contracts/ssr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserQueryClient } from './browser-query-client';
import { dataSource } from './public-data';
import { createQueryClient } from './query-client';
import { querySeeds } from './query-seeds';
import { TEST_SITE_CONFIG } from './site-config.fake';

const config: PublicConfig = TEST_SITE_CONFIG;
const faq: FaqEntry[] = [
  {
    id: 1,
    category: 'General',
    question: 'What is it?',
    answerHtml: '<p>A school.</p>',
    position: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
];
const terms: LegalDocument = {
  slug: 'terms',
  title: 'Terms',
  summary: 'The terms.',
  html: '<p>Be kind.</p>',
  version: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The server's side of a render: loaders read through a fresh cache with the services as source. */
async function renderOnServer() {
  const answers: Record<string, unknown> = { [getPublicConfig.path]: config, [listFaq.path]: faq };
  const source: PublicDataSource = {
    read: vi.fn(async (endpoint: Endpoint) => answers[endpoint.path]) as PublicDataSource['read'],
  };
  const queryClient = createQueryClient();
  const loaders = dataSource({ data: source, queryClient });
  const loaderData = { root: await loaders.read(getPublicConfig), faq: await loaders.read(listFaq) };
  // What travels in the page: JSON, as the hydration script carries it.
  const sent = JSON.parse(JSON.stringify({ loaderData, queries: querySeeds.list(queryClient, loaderData) })) as {
    loaderData: Record<string, unknown>;
    queries: ReturnType<typeof querySeeds.list>;
  };
  return { source, sent };
}

afterEach(() => {
  browserQueryClient().clear();
  vi.unstubAllGlobals();
});

describe('server-rendered data seeds the browser cache', () => {
  it('names each cached answer by the route whose data it is, without copying the data', async () => {
    const { sent } = await renderOnServer();
    expect(sent.queries).toEqual([
      { key: ['GET', '/api/config', { params: {}, query: {}, body: null }], route: 'root' },
      { key: ['GET', '/api/v1/faq', { params: {}, query: {}, body: null }], route: 'faq' },
    ]);
  });

  it('the browser loaders use what the server rendered and fetch only what it did not', async () => {
    const { sent } = await renderOnServer();
    const fetchMock = vi.fn(async () => Response.json({ success: true, data: terms }));
    vi.stubGlobal('fetch', fetchMock);
    querySeeds.plant(browserQueryClient(), sent.queries, sent.loaderData);

    const loaders = dataSource(undefined);
    expect(await loaders.read(getPublicConfig)).toEqual(config);
    expect(await loaders.read(listFaq)).toEqual(faq);
    expect(fetchMock).not.toHaveBeenCalled();

    const readTerms = () => loaders.read(getLegalDocument, { params: { slug: 'terms' } });
    expect(await readTerms()).toEqual(terms);
    expect(await readTerms()).toEqual(terms);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/v1/legal/terms');
  });
});
