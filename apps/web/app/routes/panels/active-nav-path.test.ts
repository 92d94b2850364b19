import { describe, expect, it } from 'vitest';
import { activeNavPath } from '../../components/panels/active-nav-path';
import type { PanelId } from '../../components/panels/section-types';
import { panels } from './panels';

function panel(id: PanelId) {
  const found = panels.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} panel`);
  return found;
}

const admin = panel('admin');
const sales = panel('sales');

describe('sidebar active item (docs/product.md, Panels and their gates)', () => {
  it('marks the exact match', () => {
    expect(activeNavPath('/admin/dashboard', admin)).toBe('/admin/dashboard');
    expect(activeNavPath('/admin/dashboard/rsvp', admin)).toBe('/admin/dashboard/rsvp');
    expect(activeNavPath('/admin/dashboard/rsvp/', admin)).toBe('/admin/dashboard/rsvp');
  });

  it('marks an item whose path is a prefix of the current one', () => {
    expect(activeNavPath('/admin/dashboard/blog/new', admin)).toBe('/admin/dashboard/blog');
    expect(activeNavPath('/admin/dashboard/rsvp/42/edit', admin)).toBe('/admin/dashboard/rsvp');
    expect(activeNavPath('/sales/dashboard/campaign/7', sales)).toBe('/sales/dashboard/campaign');
  });

  it('never marks the root dashboard by prefix', () => {
    expect(activeNavPath('/admin/dashboard/unknown', admin)).toBeNull();
    expect(activeNavPath('/admin/dashboard/events/3', admin)).toBeNull();
  });

  it('needs a whole path segment: /kpi does not match /kpis or /emailkpi', () => {
    expect(activeNavPath('/admin/dashboard/kpis', admin)).toBeNull();
    expect(activeNavPath('/admin/dashboard/emailkpi', admin)).toBe('/admin/dashboard/emailkpi');
  });
});
