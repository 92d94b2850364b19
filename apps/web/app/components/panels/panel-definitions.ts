import type { PanelDefinition } from './section-types';

/**
 * The panels, in route order (docs/product.md, Panels and their gates): admin, sales and email
 * marketing send everyone else to /login, the affiliate panel to the program page; only the admin
 * panel logs out without asking. Sales and Email Marketing are asked for their sending mailbox on
 * entry; admins connect theirs when they choose (docs/decisions/2026-11-27-sending-mailbox-prompt.md).
 */
export const panelDefinitions: readonly PanelDefinition[] = [
  {
    id: 'admin',
    title: 'Admin Dashboard',
    basePath: '/admin',
    rootPath: '/admin/dashboard',
    role: 'Admin',
    redirectTo: '/login',
    confirmLogout: false,
    mailbox: 'on-request',
  },
  {
    id: 'emailMarketing',
    title: 'Email Marketing Dashboard',
    basePath: '/emailMarketing/dashboard',
    rootPath: '/emailMarketing/dashboard',
    role: 'EmailMarketing',
    redirectTo: '/login',
    confirmLogout: true,
    mailbox: 'prompt',
  },
  {
    id: 'sales',
    title: 'Sales Dashboard',
    basePath: '/sales/dashboard',
    rootPath: '/sales/dashboard',
    role: 'Sales',
    redirectTo: '/login',
    confirmLogout: true,
    mailbox: 'prompt',
  },
  {
    id: 'affiliate',
    title: 'Affiliate Dashboard',
    basePath: '/affiliate/dashboard',
    rootPath: '/affiliate/dashboard',
    role: 'Affiliate',
    redirectTo: '/affiliate',
    confirmLogout: true,
    needsPayouts: true,
  },
  {
    id: 'advertiser',
    title: 'Advertiser Dashboard',
    basePath: '/advertising/dashboard',
    rootPath: '/advertising/dashboard',
    role: 'Advertiser',
    redirectTo: '/login',
    confirmLogout: true,
  },
];
