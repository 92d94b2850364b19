import type { CurrentUser } from '@meridian/contracts/users';
import { IconLock } from '@tabler/icons-react';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePanel } from '../../components/panels/panel-definition.fake';
import { panelNav } from '../../components/panels/panel-nav';
import type { PanelOutletContext } from '../../components/panels/section-types';
import { AppProviders } from '../../providers';
import { panelRouteHandle } from './panel-route-handle';
import { sectionRoleGate } from './section-role-gate';

afterEach(cleanup);

const page = async () => ({ default: () => null });
const panel = panelNav(fakePanel('admin', '/admin', '/admin/dashboard'), [
  { path: '', title: 'Overview', icon: IconLock, panels: { admin: 10 }, page },
  { path: 'secret', title: 'Secret', icon: IconLock, panels: { admin: 20 }, roles: ['Sales'], page },
]);
const secret = panel.sections[1]!;
const Secret = () => <h1>The secret page</h1>;

function renderAs(roles: CurrentUser['roles']) {
  const context: PanelOutletContext = { user: { roles } as CurrentUser };
  const router = createMemoryRouter(
    [
      {
        path: '/admin/dashboard',
        element: <Outlet context={context} />,
        children: [
          { path: 'secret', handle: panelRouteHandle(panel, secret), Component: sectionRoleGate(secret, Secret) },
        ],
      },
    ],
    { initialEntries: ['/admin/dashboard/secret'] },
  );
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('a section with its own roles', () => {
  it('opens for a user holding one of them', async () => {
    renderAs(['Admin', 'Sales']);
    expect(await screen.findByRole('heading', { name: 'The secret page' })).toBeTruthy();
  });

  it('is the panel’s "not found" page for everyone else in the panel', async () => {
    renderAs(['Admin']);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('The secret page')).toBeNull();
  });

  it('leaves a section without roles as it is', () => {
    expect(sectionRoleGate(panel.sections[0]!, Secret)).toBe(Secret);
  });
});
