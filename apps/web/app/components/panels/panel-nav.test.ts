import { IconChartBar, IconNotes, IconSend } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { activeNavPath } from './active-nav-path';
import { panelNav } from './panel-nav';
import { fakePanel } from './panel-definition.fake';
import type { SectionDeclaration } from './section-types';

const page = async () => ({ default: () => null });

const registry: SectionDeclaration[] = [
  { path: '', title: 'Home', icon: IconChartBar, panels: { admin: 10 }, page },
  { path: 'campaign', title: 'Campaign', icon: IconSend, panels: { admin: 30, sales: 10 }, page },
  {
    path: 'notes',
    title: 'Notes',
    icon: IconNotes,
    panels: { admin: 20 },
    empty: { summary: 'Yours.', title: 'No notes yet', text: 'Notes will be here.' },
  },
];

const admin = panelNav(fakePanel('admin', '/admin', '/admin/dashboard'), registry);
const sales = panelNav(fakePanel('sales', '/sales/dashboard', '/sales/dashboard'), registry);

describe('panel sidebars derived from the section registry', () => {
  it('puts a section declared for two panels in both sidebars, under each panel’s path', () => {
    expect(admin.sections.map((section) => section.path)).toContain('/admin/dashboard/campaign');
    expect(sales.sections.map((section) => `${section.title} ${section.path}`)).toEqual([
      'Campaign /sales/dashboard/campaign',
    ]);
  });

  it('orders each sidebar by the section’s place in that panel, and keeps what it shows', () => {
    expect(admin.sections.map((section) => section.title)).toEqual(['Home', 'Notes', 'Campaign']);
    expect(admin.sections[0]?.path).toBe('/admin/dashboard');
    expect(admin.sections[1]).toMatchObject({ icon: IconNotes, empty: { title: 'No notes yet' } });
    expect(admin.sections[1]).not.toHaveProperty('panels');
  });

  it('marks the root dashboard item only on its exact path, a deeper item on its sub-paths', () => {
    expect(activeNavPath('/admin/dashboard', admin)).toBe('/admin/dashboard');
    expect(activeNavPath('/admin/dashboard/other', admin)).toBeNull();
    expect(activeNavPath('/admin/dashboard/campaign/7/edit', admin)).toBe('/admin/dashboard/campaign');
    expect(activeNavPath('/sales/dashboard/campaign/7', sales)).toBe('/sales/dashboard/campaign');
  });
});
