import type { PublicConfig } from '@meridian/contracts/settings';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PanelRouteHandle } from './panel-route-handle';
import { panels } from './panels';
import { sectionRegistry } from './section-registry';
import { routes } from '../../routes';

const sidebar = (id: string) => panels.find((panel) => panel.id === id)?.sections.map((section) => section.title);

describe('the panel section registry (docs/architecture.md, Panel sections)', () => {
  it('lists every admin section, in the documented order: the seed’s seventeen with Segments beside Automation, then Audit log and Site settings', () => {
    expect(panels[0]?.sections.map((section) => `${section.title} ${section.path}`)).toEqual([
      'Manage Events /admin/dashboard',
      'RSVP /admin/dashboard/rsvp',
      'Sales /admin/dashboard/sales',
      'Affiliates /admin/dashboard/affiliates',
      'Email Subscribers /admin/dashboard/marketingSubscribers',
      'KPI /admin/dashboard/kpi',
      'Digital Billboard /admin/dashboard/billboard',
      'Requisition /admin/dashboard/requisition',
      'Newsletter /admin/dashboard/newsletter',
      'Blog /admin/dashboard/blog',
      'Email Marketing KPI /admin/dashboard/emailkpi',
      'Automation /admin/dashboard/automation',
      'Segments /admin/dashboard/segments',
      'Campaign /admin/dashboard/campaign',
      'Email Users /admin/dashboard/users',
      'Notes /admin/dashboard/notes',
      'FAQ /admin/dashboard/faq',
      'Legal /admin/dashboard/legal',
      'Audit log /admin/dashboard/audit',
      'Site settings /admin/dashboard/settings',
    ]);
  });

  it('lists the staff and advertiser sections in their documented order', () => {
    expect(sidebar('sales')).toEqual(['KPI', 'Links', 'Notes', 'Campaign', 'Automation', 'Users', 'Segments']);
    expect(sidebar('emailMarketing')).toEqual(['KPI', 'Campaign', 'Automation', 'Users', 'Segments', 'Notes']);
    expect(sidebar('affiliate')).toEqual(['KPI', 'Links', 'Notes']);
    expect(sidebar('advertiser')).toEqual(['My Billboard']);
  });

  it('declares Campaign once for three panels and the staff KPI once for two, the admin’s Email Marketing KPI on the same page', () => {
    const campaign = sectionRegistry.filter((section) => section.path === 'campaign');
    expect(campaign.map((section) => Object.keys(section.panels).sort())).toEqual([
      ['admin', 'emailMarketing', 'sales'],
    ]);
    const staffKpi = sectionRegistry.filter((section) => section.panels.sales ?? section.panels.emailMarketing);
    const kpi = staffKpi.filter((section) => section.path === 'kpi');
    expect(kpi.map((section) => section.panels)).toEqual([{ emailMarketing: 10, sales: 10 }]);
    const emailKpi = sectionRegistry.find((section) => section.path === 'emailkpi');
    expect(emailKpi?.page).toBeTypeOf('function');
    expect(emailKpi?.page).toBe(kpi[0]?.page);
  });

  it('gives every section a unique path and a unique place in each of its panels', () => {
    for (const panel of panels) {
      const paths = panel.sections.map((section) => section.path);
      expect(new Set(paths).size, panel.id).toBe(paths.length);
      const places = sectionRegistry.flatMap((section) => section.panels[panel.id] ?? []);
      expect(new Set(places).size, panel.id).toBe(places.length);
      expect(
        paths.every((path) => path.startsWith(panel.basePath)),
        panel.id,
      ).toBe(true);
    }
  });

  it('gives every section either its page or its empty-state copy, and every panel a section', () => {
    for (const section of sectionRegistry) {
      expect(Boolean(section.page) !== Boolean(section.empty), section.title).toBe(true);
      expect(section.path).not.toMatch(/^\/|\/$/);
      expect(Object.keys(section.panels).length, section.title).toBeGreaterThan(0);
    }
    for (const panel of panels) expect(panel.sections.length, panel.id).toBeGreaterThan(0);
  });

  it('routes every section path to that section, titled after it and its panel', () => {
    for (const panel of panels) {
      for (const section of panel.sections) {
        const handle = matchRoutes(routes, section.path)?.at(-1)?.route.handle as PanelRouteHandle | undefined;
        expect(handle?.section, section.path).toBe(section);
        expect(handle?.panel, section.path).toBe(panel);
        expect(handle?.meta?.(undefined, {} as PublicConfig).title).toBe(`${section.title} · ${panel.title}`);
      }
    }
  });

  it('sends unknown paths under a panel to its own "not found" page', () => {
    for (const panel of panels) {
      const last = matchRoutes(routes, `${panel.rootPath}/no-such-section`)?.at(-1)?.route;
      expect(last?.path, panel.id).toBe('*');
      expect((last?.handle as PanelRouteHandle | undefined)?.panel, panel.id).toBe(panel);
    }
  });
});
