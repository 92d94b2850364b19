import {
  IconAddressBook,
  IconChartBar,
  IconFilter,
  IconLink,
  IconNotes,
  IconRoute,
  IconSend,
} from '@tabler/icons-react';
import type { SectionDeclaration, SectionPageModule } from '../../components/panels/section-types';

/** The KPI of campaigns, for the staff panels here and the admin's Email Marketing KPI (one import, one chunk). */
export const emailKpiPage: SectionPageModule = () => import('../campaigns/kpi.page');

/** Sections that appear in several panels (docs/product.md, The business and its people). */
export const sharedSections: readonly SectionDeclaration[] = [
  {
    path: 'kpi',
    title: 'KPI',
    icon: IconChartBar,
    panels: { emailMarketing: 10, sales: 10 },
    page: emailKpiPage,
  },
  {
    path: 'notes',
    title: 'Notes',
    icon: IconNotes,
    panels: { admin: 150, affiliate: 30, emailMarketing: 50, sales: 30 },
    page: () => import('../notes/notes.page'),
  },
  {
    path: 'links',
    title: 'Links',
    icon: IconLink,
    panels: { affiliate: 20, sales: 20 },
    page: () => import('../referral-links/links.page'),
  },
  {
    path: 'campaign',
    title: 'Campaign',
    icon: IconSend,
    panels: { admin: 130, emailMarketing: 20, sales: 40 },
    page: () => import('../campaigns/campaign.page'),
  },
  {
    path: 'automation',
    title: 'Automation',
    icon: IconRoute,
    panels: { admin: 120, emailMarketing: 30, sales: 50 },
    page: () => import('../automation/automation.page'),
  },
  {
    path: 'users',
    title: 'Users',
    icon: IconAddressBook,
    panels: { emailMarketing: 40, sales: 60 },
    page: () => import('../contacts/contacts.page'),
  },
  {
    path: 'segments',
    title: 'Segments',
    icon: IconFilter,
    panels: { admin: 125, emailMarketing: 45, sales: 65 },
    page: () => import('../contacts/segments.page'),
  },
];
