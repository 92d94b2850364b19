import { describe, expect, it } from 'vitest';
import { activeNavPath } from './active-nav-path';
import { adminPanel, salesPanel } from './panel-nav';

const adminPaths = adminPanel.sections.map((section) => section.path);
const salesPaths = salesPanel.sections.map((section) => section.path);

describe('sidebar active item (docs/product.md, Panels and their gates)', () => {
  it('lists every admin section, in the documented order', () => {
    expect(adminPanel.sections.map((section) => `${section.title} ${section.path}`)).toEqual([
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
      'Campaign /admin/dashboard/campaign',
      'Email Users /admin/dashboard/users',
      'Notes /admin/dashboard/notes',
      'FAQ /admin/dashboard/faq',
      'Legal /admin/dashboard/legal',
    ]);
  });

  it('marks the exact match', () => {
    expect(activeNavPath('/admin/dashboard', adminPaths, adminPanel.rootPath)).toBe('/admin/dashboard');
    expect(activeNavPath('/admin/dashboard/rsvp', adminPaths, adminPanel.rootPath)).toBe('/admin/dashboard/rsvp');
    expect(activeNavPath('/admin/dashboard/rsvp/', adminPaths, adminPanel.rootPath)).toBe('/admin/dashboard/rsvp');
  });

  it('marks an item whose path is a prefix of the current one', () => {
    expect(activeNavPath('/admin/dashboard/blog/new', adminPaths, adminPanel.rootPath)).toBe('/admin/dashboard/blog');
    expect(activeNavPath('/admin/dashboard/rsvp/42/edit', adminPaths, adminPanel.rootPath)).toBe(
      '/admin/dashboard/rsvp',
    );
    expect(activeNavPath('/sales/dashboard/campaign/7', salesPaths, salesPanel.rootPath)).toBe(
      '/sales/dashboard/campaign',
    );
  });

  it('never marks the root dashboard by prefix', () => {
    expect(activeNavPath('/admin/dashboard/unknown', adminPaths, adminPanel.rootPath)).toBeNull();
    expect(activeNavPath('/admin/dashboard/events/3', adminPaths, adminPanel.rootPath)).toBeNull();
  });

  it('needs a whole path segment: /kpi does not match /kpis or /emailkpi', () => {
    expect(activeNavPath('/admin/dashboard/kpis', adminPaths, adminPanel.rootPath)).toBeNull();
    expect(activeNavPath('/admin/dashboard/emailkpi', adminPaths, adminPanel.rootPath)).toBe(
      '/admin/dashboard/emailkpi',
    );
  });
});
