/** One sidebar item: its title and full path (docs/product.md, Panels and their gates). */
export interface PanelSection {
  title: string;
  path: string;
}

/** A back-office panel: its name, where it lives and its sections in sidebar order. */
export interface PanelDefinition {
  title: string;
  /** The layout's route path; every section path starts with it. */
  basePath: string;
  /** The item that is active only on an exact match (seed: the admin root dashboard). */
  rootPath: string;
  sections: PanelSection[];
}

export const adminPanel: PanelDefinition = {
  title: 'Admin Dashboard',
  basePath: '/admin',
  rootPath: '/admin/dashboard',
  sections: [
    { title: 'Manage Events', path: '/admin/dashboard' },
    { title: 'RSVP', path: '/admin/dashboard/rsvp' },
    { title: 'Sales', path: '/admin/dashboard/sales' },
    { title: 'Affiliates', path: '/admin/dashboard/affiliates' },
    { title: 'Email Subscribers', path: '/admin/dashboard/marketingSubscribers' },
    { title: 'KPI', path: '/admin/dashboard/kpi' },
    { title: 'Digital Billboard', path: '/admin/dashboard/billboard' },
    { title: 'Requisition', path: '/admin/dashboard/requisition' },
    { title: 'Newsletter', path: '/admin/dashboard/newsletter' },
    { title: 'Blog', path: '/admin/dashboard/blog' },
    { title: 'Email Marketing KPI', path: '/admin/dashboard/emailkpi' },
    { title: 'Automation', path: '/admin/dashboard/automation' },
    { title: 'Campaign', path: '/admin/dashboard/campaign' },
    { title: 'Email Users', path: '/admin/dashboard/users' },
    { title: 'Notes', path: '/admin/dashboard/notes' },
    { title: 'FAQ', path: '/admin/dashboard/faq' },
    { title: 'Legal', path: '/admin/dashboard/legal' },
  ],
};

export const affiliatePanel: PanelDefinition = {
  title: 'Affiliate Dashboard',
  basePath: '/affiliate/dashboard',
  rootPath: '/affiliate/dashboard',
  sections: [
    { title: 'KPI', path: '/affiliate/dashboard/kpi' },
    { title: 'Links', path: '/affiliate/dashboard/links' },
    { title: 'Notes', path: '/affiliate/dashboard/notes' },
  ],
};

export const emailMarketingPanel: PanelDefinition = {
  title: 'Email Marketing Dashboard',
  basePath: '/emailMarketing/dashboard',
  rootPath: '/emailMarketing/dashboard',
  sections: [
    { title: 'KPI', path: '/emailMarketing/dashboard/kpi' },
    { title: 'Campaign', path: '/emailMarketing/dashboard/campaign' },
    { title: 'Automation', path: '/emailMarketing/dashboard/automation' },
    { title: 'Users', path: '/emailMarketing/dashboard/users' },
    { title: 'Notes', path: '/emailMarketing/dashboard/notes' },
  ],
};

export const salesPanel: PanelDefinition = {
  title: 'Sales Dashboard',
  basePath: '/sales/dashboard',
  rootPath: '/sales/dashboard',
  sections: [
    { title: 'KPI', path: '/sales/dashboard/kpi' },
    { title: 'Links', path: '/sales/dashboard/links' },
    { title: 'Notes', path: '/sales/dashboard/notes' },
    { title: 'Campaign', path: '/sales/dashboard/campaign' },
    { title: 'Automation', path: '/sales/dashboard/automation' },
    { title: 'Users', path: '/sales/dashboard/users' },
  ],
};

export const advertiserPanel: PanelDefinition = {
  title: 'Advertiser Dashboard',
  basePath: '/advertising/dashboard',
  rootPath: '/advertising/dashboard',
  sections: [{ title: 'My Billboard', path: '/advertising/dashboard' }],
};
