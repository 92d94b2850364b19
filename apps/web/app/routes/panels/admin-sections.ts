import {
  IconArticle,
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconChartLine,
  IconDeviceTv,
  IconHelpCircle,
  IconMailOpened,
  IconNews,
  IconReceipt,
  IconScale,
  IconSettings,
  IconShieldCheck,
  IconTicket,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { SectionDeclaration } from '../../components/panels/section-types';
import { emailKpiPage } from './shared-sections';

/**
 * The admin panel's own sections (docs/product.md, Panels and their gates): the seed's seventeen in
 * its order, then the Audit log and Site settings; Notes and Campaign are shared (shared-sections.ts).
 */
export const adminSections: readonly SectionDeclaration[] = [
  {
    path: '',
    title: 'Manage Events',
    icon: IconCalendarEvent,
    panels: { admin: 10 },
    page: () => import('../admin/events.page'),
  },
  {
    path: 'rsvp',
    title: 'RSVP',
    icon: IconTicket,
    panels: { admin: 20 },
    page: () => import('../admin/rsvp.page'),
  },
  {
    path: 'sales',
    title: 'Sales',
    icon: IconReceipt,
    panels: { admin: 30 },
    page: () => import('../admin/sales.page'),
  },
  {
    path: 'affiliates',
    title: 'Affiliates',
    icon: IconUsersGroup,
    panels: { admin: 40 },
    page: () => import('../admin/affiliates.page'),
  },
  {
    path: 'marketingSubscribers',
    title: 'Email Subscribers',
    icon: IconMailOpened,
    panels: { admin: 50 },
    page: () => import('../admin/newsletter-subscribers.page'),
  },
  {
    path: 'kpi',
    title: 'KPI',
    icon: IconChartBar,
    panels: { admin: 60 },
    page: () => import('../admin/kpi.page'),
  },
  {
    path: 'billboard',
    title: 'Digital Billboard',
    icon: IconDeviceTv,
    panels: { admin: 70 },
    page: () => import('../admin/billboard.page'),
  },
  {
    path: 'requisition',
    title: 'Requisition',
    icon: IconBriefcase,
    panels: { admin: 80 },
    page: () => import('../admin/requisition.page'),
  },
  {
    path: 'newsletter',
    title: 'Newsletter',
    icon: IconNews,
    panels: { admin: 90 },
    page: () => import('../admin/newsletter-issues.page'),
  },
  {
    path: 'blog',
    title: 'Blog',
    icon: IconArticle,
    panels: { admin: 100 },
    page: () => import('../admin/blog.page'),
  },
  {
    path: 'emailkpi',
    title: 'Email Marketing KPI',
    icon: IconChartLine,
    panels: { admin: 110 },
    page: emailKpiPage,
  },
  {
    path: 'users',
    title: 'Email Users',
    icon: IconUserCog,
    panels: { admin: 140 },
    page: () => import('../admin/email-users.page'),
  },
  {
    path: 'faq',
    title: 'FAQ',
    icon: IconHelpCircle,
    panels: { admin: 160 },
    page: () => import('../admin/faq.page'),
  },
  {
    path: 'legal',
    title: 'Legal',
    icon: IconScale,
    panels: { admin: 170 },
    page: () => import('../admin/legal.page'),
  },
  {
    path: 'audit',
    title: 'Audit log',
    icon: IconShieldCheck,
    panels: { admin: 175 },
    page: () => import('../admin/audit-log.page'),
  },
  {
    path: 'settings',
    title: 'Site settings',
    icon: IconSettings,
    panels: { admin: 180 },
    page: () => import('../admin/site-settings.page'),
  },
];
