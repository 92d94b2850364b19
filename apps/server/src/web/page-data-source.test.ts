import { listServedCreatives } from '@meridian/contracts/billboard';
import { getLegalDocument, listFaq } from '@meridian/contracts/content';
import { pageDataEndpoints } from '@meridian/contracts/ssr';
import { getPublicConfig } from '@meridian/contracts/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { ServerModule } from '../core/module';
import type { PageData } from '../core/page-data';
import { createServices, seedDatabase, type Services } from '../services';
import { pageDataSources } from './page-data-source';

/** A module answering each endpoint it is given with what it was asked. */
function answering(name: string, endpoints: readonly PageData['endpoint'][]): ServerModule {
  return {
    name,
    api: null,
    pageData: endpoints.map((endpoint) => ({
      endpoint,
      read: async (input: unknown, render: { turn: number }) => ({ path: endpoint.path, input, turn: render.turn }),
    })) as unknown as PageData[],
  };
}

const others = pageDataEndpoints.filter((endpoint) => endpoint !== listServedCreatives);

describe('page data from the manifests', () => {
  it('answers each endpoint from the module that contributes it, with the page input and the render', async () => {
    const rotating: ServerModule = {
      name: 'billboard',
      api: null,
      pageData: [
        {
          endpoint: listServedCreatives,
          read: async (_input, render) => {
            render.rotates(3);
            return [];
          },
        },
      ],
    };
    const sources = pageDataSources([answering('rest', others), rotating]);
    let turns = 1;
    const source = sources({ turn: 2, rotates: (count) => (turns = count) });

    expect(await source.read(getLegalDocument, { params: { slug: 'terms' } })).toEqual({
      path: getLegalDocument.path,
      input: { params: { slug: 'terms' } },
      turn: 2,
    });
    expect(await source.read(listFaq)).toEqual({ path: listFaq.path, input: {}, turn: 2 });
    expect(turns).toBe(1);
    await source.read(listServedCreatives);
    expect(turns).toBe(3);
  });

  it('refuses to start when an endpoint has no module, or two', () => {
    expect(() => pageDataSources([answering('rest', others)])).toThrow(
      `No module answers GET ${listServedCreatives.path} for public pages.`,
    );
    expect(() => pageDataSources([answering('a', pageDataEndpoints), answering('b', [getPublicConfig])])).toThrow(
      `Two modules answer GET ${getPublicConfig.path} for public pages.`,
    );
  });
});

describe('the modules', () => {
  let database: TestDatabase;
  let services: Services;
  beforeAll(async () => {
    database = await createTestDatabase();
    services = createServices(database.db, testConfig());
    await seedDatabase(services);
  });
  afterAll(() => database.dispose());

  it('answer every endpoint public pages read, as their services do', async () => {
    const rotations: number[] = [];
    const source = pageDataSources(services.modules)({ turn: 0, rotates: (count) => rotations.push(count) });

    expect(await source.read(getPublicConfig)).toEqual(await services.settings.publicConfig());
    expect(await source.read(getLegalDocument, { params: { slug: 'privacy' } })).toEqual(
      await services.content.getLegal('privacy'),
    );
    // No plan is running: nothing takes turns.
    expect(await source.read(listServedCreatives)).toEqual([]);
    expect(rotations).toEqual([0]);
  });
});
