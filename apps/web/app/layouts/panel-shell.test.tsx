import type { CurrentUser } from '@meridian/contracts/users';
import { IconChartBar, IconLock, IconSend } from '@tabler/icons-react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { panelNav } from '../components/panels/panel-nav';
import { fakePanel } from '../components/panels/panel-definition.fake';
import type { PanelNav, SectionDeclaration } from '../components/panels/section-types';
import { renderSection } from '../routes/admin/admin-api.fake';
import { PanelShell } from './panel-shell';

const page = async () => ({ default: () => null });

const registry: SectionDeclaration[] = [
  { path: '', title: 'Overview', icon: IconChartBar, panels: { admin: 10 }, page },
  { path: 'campaign', title: 'Campaign', icon: IconSend, panels: { admin: 20, sales: 20 }, page },
  { path: 'kpi', title: 'KPI', icon: IconChartBar, panels: { sales: 10 }, page },
  { path: 'secret', title: 'Secret', icon: IconLock, panels: { admin: 30 }, roles: ['Sales'], page },
];

const admin = panelNav(fakePanel('admin', '/admin', '/admin/dashboard'), registry);
const sales = panelNav(fakePanel('sales', '/sales/dashboard', '/sales/dashboard', 'Sales'), registry);

const user = (roles: CurrentUser['roles']) =>
  ({ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com', roles }) as CurrentUser;

afterEach(cleanup);

/** The panel at `url`, and its sidebar's links once the router has rendered. */
async function renderShell(panel: PanelNav, url: string, roles: CurrentUser['roles'] = [panel.role]) {
  const Shell = () => <PanelShell panel={panel} user={user(roles)} onLogout={() => undefined} />;
  renderSection(Shell, url);
  const nav = within(await screen.findByRole('navigation', { name: `${panel.title} sections` }));
  return { nav, links: nav.getAllByRole('link') };
}

const titles = (links: HTMLElement[]) => links.map((link) => link.textContent);
const current = (links: HTMLElement[]) =>
  links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe('panel sidebars (docs/product.md, Panels and their gates)', () => {
  it('shows a section declared for two panels in both sidebars, each at its own path', async () => {
    const inAdmin = await renderShell(admin, '/admin/dashboard/campaign', ['Admin', 'Sales']);
    expect(titles(inAdmin.links)).toEqual(['Overview', 'Campaign', 'Secret']);
    expect(inAdmin.nav.getByRole('link', { name: 'Campaign' }).getAttribute('href')).toBe('/admin/dashboard/campaign');
    expect(current(inAdmin.links)).toEqual(['Campaign']);
    cleanup();

    const inSales = await renderShell(sales, '/sales/dashboard/campaign/7');
    expect(titles(inSales.links)).toEqual(['KPI', 'Campaign']);
    expect(inSales.nav.getByRole('link', { name: 'Campaign' }).getAttribute('href')).toBe('/sales/dashboard/campaign');
    expect(current(inSales.links)).toEqual(['Campaign']);
  });

  it('marks the root dashboard item on its exact path only', async () => {
    expect(current((await renderShell(admin, '/admin/dashboard')).links)).toEqual(['Overview']);
    cleanup();
    expect(current((await renderShell(admin, '/admin/dashboard/nope')).links)).toEqual([]);
  });

  it('leaves out a section whose roles the user does not hold', async () => {
    expect(titles((await renderShell(admin, '/admin/dashboard', ['Admin'])).links)).toEqual(['Overview', 'Campaign']);
  });
});
